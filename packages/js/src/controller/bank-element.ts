import { integrationError, isJsonObject, type JsonObject } from '@kassa/protocol';
import type { FrameRegistry } from './frame-registry.js';

/** The bank element that holds each type's details in a one-type confirm, as in Stripe.js. */
const BANK_ELEMENTS: Readonly<Record<string, string>> = {
  sepa_debit: 'iban',
  au_becs_debit: 'auBankAccount',
  ideal: 'idealBank',
  p24: 'p24Bank',
  eps: 'epsBank',
  fpx: 'fpxBank',
  netbanking: 'netbankingBank',
};

/**
 * A one-type confirm given an element (`{sepa_debit: ibanElement}`): refused unless it is the
 * type's bank element, so the details collected are the ones the method takes.
 */
export function checkBankElement(
  registry: FrameRegistry,
  method: string,
  groupId: string | undefined,
  frameId: string | undefined,
  params: JsonObject,
): void {
  if (groupId === undefined || frameId === undefined) return;
  const data = params.payment_method_data;
  const type = isJsonObject(data) && typeof data.type === 'string' ? data.type : '';
  const expected = BANK_ELEMENTS[type];
  const frame = registry.find(groupId, frameId);
  if (frame === undefined || frame.elementType === expected) return;
  throw integrationError(
    expected === undefined
      ? `${method}: pass the ${type} details as an object, e.g. {${type}: {...}}; no element holds them.`
      : `${method}: the ${type} details come from a mounted ${expected} Element, not a ${frame.elementType} Element.`,
  );
}
