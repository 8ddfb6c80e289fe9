import { ibanCountry } from '@kassa/core';
import {
  asBoolean,
  asObject,
  asString,
  asStringList,
  type Json,
  type JsonObject,
} from '@kassa/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useAppearance } from '../frame/use-appearance.js';
import {
  useChangeEvent,
  useElementFocusEvents,
  useElementHandlers,
  useFrameSignals,
} from '../frame/use-frame.js';
import { createMethodTranslator } from '../i18n/method-translator.js';
import { createTranslator } from '../i18n/translator.js';
import { readMethodsOptions } from '../payment/methods/layout-options.js';
import {
  formErrors,
  isEmpty,
  type MethodForm,
  type MethodInput,
  type MethodValues,
  methodForm,
  methodPayload,
} from '../payment/methods/method-fields.js';
import { MethodPanel } from '../payment/methods/method-panel.js';
import { injectMethodsStyle } from '../payment/methods/methods-style.js';

/** The payment method type each bank element collects for. */
export const BANK_ELEMENT_TYPES: Readonly<Record<string, string>> = {
  iban: 'sepa_debit',
  auBankAccount: 'au_becs_debit',
  idealBank: 'ideal',
  p24Bank: 'p24',
  epsBank: 'eps',
  fpxBank: 'fpx',
  netbankingBank: 'netbanking',
};

/** The inputs of each element: the bank details only; name and e-mail are the merchant's. */
const INPUTS: Readonly<Record<string, MethodInput[]>> = {
  sepa_debit: ['iban'],
  au_becs_debit: ['bsbNumber', 'accountNumber'],
};

/** The form of a bank element; `supportedCountries: ['SEPA']` keeps an IBAN to SEPA's. */
export function bankForm(elementType: string, options: Json): MethodForm | null {
  const type = BANK_ELEMENT_TYPES[elementType];
  const form = type === undefined ? null : methodForm(type, readMethodsOptions({}));
  if (form === null) return null;
  const inputs = INPUTS[form.type] ?? ['bank'];
  const sepaOnly = asStringList(asObject(options).supportedCountries).includes('SEPA');
  const spec =
    sepaOnly || form.type !== 'sepa_debit' ? form.spec : { ...form.spec, allowedCountries: [] };
  return { ...form, spec, inputs };
}

/** A bank picker's `value` option: the bank chosen from the start. */
function optionValues(options: Json): MethodValues {
  const value = asString(asObject(options).value);
  return value === undefined ? {} : { bank: value };
}

/**
 * The bank elements (iban, auBankAccount, idealBank, p24Bank, epsBank, fpxBank, netbankingBank):
 * the bank details of one method, confirmed with its one-type confirm
 * (`confirmSepaDebitPayment(secret, {payment_method: {sepa_debit: ibanElement, …}})`).
 */
export function BankElement({ runtime, init }: FrameAppProps) {
  const elementType = runtime.params.elementType;
  const [options, setOptions] = useState<Json>(init.options);
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  const [values, setValues] = useState<MethodValues>(() => optionValues(init.options));
  const [touched, setTouched] = useState<Partial<Record<MethodInput, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The business name the mandate names, from the group's session when it has one.
  const [merchant, setMerchant] = useState<string | undefined>();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const group = asObject(groupOptions);
  const appearance = useAppearance(group.appearance, group.fonts, '', group.appearanceColors);
  const locale = asString(group.locale);
  const t = useMemo(() => createMethodTranslator(createTranslator(locale)), [locale]);
  const form = useMemo(() => bankForm(elementType, options), [elementType, options]);
  useEffect(injectMethodsStyle, []);
  const errors = form === null ? {} : formErrors(form, values);
  const inputs = form?.inputs ?? [];
  const messages: Partial<Record<MethodInput, string>> = {};
  let first: string | undefined;
  for (const input of inputs) {
    const code = errors[input];
    const shown = submitted || (touched[input] === true && (values[input] ?? '') !== '');
    if (code !== undefined && shown) {
      messages[input] = t.error(code);
      first ??= code;
    }
  }
  const merge = (setter: typeof setOptions) => (payload: Json) =>
    setter((previous) => ({ ...asObject(previous), ...asObject(payload) }));

  useElementHandlers(runtime, {
    validate: () => {
      setSubmitted(true);
      const invalid = inputs.find((input) => errors[input] !== undefined);
      if (invalid === undefined) return { complete: true, error: null };
      document.getElementById(`${form?.type}-${invalid}`)?.focus();
      runtime.requestFocus();
      return { complete: false, error: t.validationError(errors[invalid] ?? '') };
    },
    collect: () => {
      if (form === null) return {};
      const { billing_details: _billing, ...payload } = methodPayload(form, values);
      return payload;
    },
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') document.getElementById(`${form?.type}-${inputs[0]}`)?.focus();
      else if (command === 'blur') (document.activeElement as HTMLElement | null)?.blur();
      else if (command === 'clear') {
        setValues({});
        setTouched({});
        setSubmitted(false);
      } else if (command === 'update') {
        merge(setOptions)(payload);
        const next = optionValues(payload);
        if (next.bank !== undefined) setValues((current) => ({ ...current, ...next }));
      } else if (command === 'group-update') merge(setGroupOptions)(payload);
    },
    broadcast(event, payload) {
      if (event === 'group-update') merge(setGroupOptions)(payload);
      else if (event === 'session') {
        setMerchant(asString(asObject(asObject(payload).merchant_info).business_name));
      }
    },
  });
  useFrameSignals(runtime, rootRef);
  const change: JsonObject = {
    elementType,
    empty: form === null || (isEmpty(form, values) && (values.bank ?? '') === ''),
    complete: form !== null && Object.keys(errors).length === 0,
  };
  if (first !== undefined) change.error = t.validationError(first) as unknown as Json;
  if (form?.type === 'sepa_debit') change.country = ibanCountry(values.iban ?? '') ?? null;
  if (inputs.includes('bank')) change.value = values.bank ?? null;
  useChangeEvent(runtime, change);
  const focusEvents = useElementFocusEvents(runtime);
  return (
    <div
      ref={rootRef}
      className={`BankElement Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      {...focusEvents}
    >
      {form === null ? null : (
        <MethodPanel
          form={form}
          values={values}
          messages={messages}
          t={t}
          terms="auto"
          merchant={merchant ?? t.label('mandate.merchant')}
          readOnly={asBoolean(asObject(options).disabled) === true}
          floatingLabels={appearance.labels === 'floating'}
          showNotice={false}
          onChange={(input, value) => setValues((current) => ({ ...current, [input]: value }))}
          onBlur={(input) => setTouched((current) => ({ ...current, [input]: true }))}
        />
      )}
      <Announcer message={first === undefined ? undefined : t.error(first)} />
    </div>
  );
}
