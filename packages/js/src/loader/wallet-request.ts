import { isPlainObject } from './integration-error.js';

/**
 * Apple Pay's recurring, deferred and automatic-reload payment requests (spec 000 §3 "Wallet
 * payment requests"), given as `applePay` to paymentRequest() and the Express Checkout Element:
 * their amounts and dates are typed (§5). Answers the first problem as [param, expected, value],
 * or null; each caller words it as its own errors are worded.
 */
export type WalletRequestProblem = [param: string, expected: string, value: unknown];

const UNITS = ['year', 'month', 'day', 'hour', 'minute'];

const isDate = (value: unknown) =>
  (value instanceof Date && !Number.isNaN(value.getTime())) ||
  (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

export function applePayProblem(applePay: unknown): WalletRequestProblem | null {
  if (!isPlainObject(applePay)) return ['applePay', 'an object', applePay];
  const given = [
    'recurringPaymentRequest',
    'deferredPaymentRequest',
    'automaticReloadPaymentRequest',
  ].filter((key) => applePay[key] != null);
  if (given.length > 1)
    return [
      'applePay',
      'only one of recurringPaymentRequest, deferredPaymentRequest, automaticReloadPaymentRequest',
      given.join(', '),
    ];
  const key = given[0];
  if (key === undefined) return null;
  const request = applePay[key];
  const at = `applePay.${key}`;
  if (!isPlainObject(request)) return [at, 'an object', request];
  for (const field of ['paymentDescription', 'managementURL'])
    if (typeof request[field] !== 'string') return [`${at}.${field}`, 'a string', request[field]];
  if (request.billingAgreement !== undefined && typeof request.billingAgreement !== 'string')
    return [`${at}.billingAgreement`, 'a string', request.billingAgreement];
  const billing = (name: string, required: boolean): WalletRequestProblem | null => {
    const item = request[name];
    const path = `${at}.${name}`;
    if (item === undefined && !required) return null;
    if (!isPlainObject(item)) return [path, 'an object', item];
    if (typeof item.label !== 'string') return [`${path}.label`, 'a string', item.label];
    if (!Number.isSafeInteger(item.amount) || (item.amount as number) < 0)
      return [`${path}.amount`, 'a non-negative integer', item.amount];
    for (const date of [
      'recurringPaymentStartDate',
      'recurringPaymentEndDate',
      'deferredPaymentDate',
    ]) {
      const needed = date === 'deferredPaymentDate' && name === 'deferredBilling';
      if ((item[date] !== undefined || needed) && !isDate(item[date]))
        return [`${path}.${date}`, 'a Date', item[date]];
    }
    const unit = item.recurringPaymentIntervalUnit;
    if (unit !== undefined && !UNITS.includes(unit as string))
      return [`${path}.recurringPaymentIntervalUnit`, `one of ${UNITS.join(', ')}`, unit];
    const count = item.recurringPaymentIntervalCount;
    if (count !== undefined && (!Number.isSafeInteger(count) || (count as number) < 1))
      return [`${path}.recurringPaymentIntervalCount`, 'a positive integer', count];
    const threshold = item.automaticReloadPaymentThresholdAmount;
    if (
      name === 'automaticReloadBilling' &&
      (!Number.isSafeInteger(threshold) || (threshold as number) < 0)
    )
      return [`${path}.automaticReloadPaymentThresholdAmount`, 'a non-negative integer', threshold];
    return null;
  };
  if (key === 'recurringPaymentRequest')
    return billing('regularBilling', true) ?? billing('trialBilling', false);
  if (key === 'deferredPaymentRequest') {
    if (request.freeCancellationDate !== undefined && !isDate(request.freeCancellationDate))
      return [`${at}.freeCancellationDate`, 'a Date', request.freeCancellationDate];
    return billing('deferredBilling', true);
  }
  return billing('automaticReloadBilling', true);
}
