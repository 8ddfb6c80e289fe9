import { banksFor, formatIban, groupDigits } from '@kassa/core';
import { BankPicker } from '../../bank-form/bank-picker.js';
import { CountrySelect } from '../../card-form/country-select.js';
import { Field } from '../../card-form/field.js';
import type { MethodTranslator } from '../../i18n/method-translator.js';
import type { MethodLabelKey } from '../../i18n/methods-english.js';
import type { TermsDisplay } from './layout-options.js';
import type { MethodForm, MethodInput, MethodValues } from './method-fields.js';

interface MethodPanelProps {
  form: MethodForm;
  values: MethodValues;
  /** The message under each input that shows one. */
  messages: Partial<Record<MethodInput, string>>;
  t: MethodTranslator;
  terms: TermsDisplay;
  merchant: string;
  readOnly: boolean;
  floatingLabels: boolean;
  /** What happens after submit (a redirect, a voucher…); off in the bank elements. */
  showNotice?: boolean;
  onChange(input: MethodInput, value: string): void;
  onBlur(input: MethodInput): void;
}

/** How an input shows what was typed: IBAN in groups of four, BSB 000-000, sort code 10-88-00. */
function display(input: MethodInput, value: string): string {
  if (input === 'iban') return formatIban(value);
  if (input === 'bsbNumber') return groupDigits(value, [3, 3]);
  if (input === 'sortCode') return groupDigits(value, [2, 2, 2]);
  return value;
}

const AUTOCOMPLETE: Partial<Record<MethodInput, string>> = {
  name: 'name',
  email: 'email',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
};

const NUMERIC = new Set<MethodInput>(['bsbNumber', 'accountNumber', 'sortCode']);

/** Where a mandate is shown: debits always, unless terms say never; saving ones when asked. */
function mandateKey(form: MethodForm, terms: TermsDisplay): MethodLabelKey | null {
  if (terms === 'never') return null;
  const { mandate } = form.spec;
  if (mandate === 'always') {
    const key = `mandate.${form.type}`;
    return key === 'mandate.sepa_debit' ||
      key === 'mandate.au_becs_debit' ||
      key === 'mandate.bacs_debit' ||
      key === 'mandate.us_bank_account'
      ? key
      : null;
  }
  return mandate === 'when_saving' && terms === 'always' ? 'mandate.saving' : null;
}

const NOTICE: Partial<Record<string, MethodLabelKey>> = {
  redirect: 'layout.redirectNotice',
  display: 'layout.displayNotice',
  polling: 'layout.pollingNotice',
};

/** One non-card method's form: its inputs from the spec table, its mandate, what comes next. */
export function MethodPanel(props: MethodPanelProps) {
  const { form, values, messages, t, terms, merchant, readOnly, floatingLabels } = props;
  const id = (input: MethodInput) => `${form.type}-${input}`;
  const field = (input: MethodInput, label: MethodLabelKey) => {
    const value = values[input] ?? '';
    const message = messages[input];
    return (
      <Field
        key={input}
        id={id(input)}
        label={t.label(label)}
        error={message}
        empty={value === ''}
        floatingLabel={floatingLabels}
      >
        <input
          id={id(input)}
          name={input}
          className={`Input${message === undefined ? '' : ' Input--invalid'}`}
          // Text with the e-mail keyboard for the e-mail, as the Link Authentication Element's.
          type="text"
          inputMode={NUMERIC.has(input) ? 'numeric' : input === 'email' ? 'email' : undefined}
          autoComplete={AUTOCOMPLETE[input] ?? 'off'}
          spellCheck={false}
          disabled={readOnly}
          aria-invalid={message !== undefined}
          aria-describedby={message === undefined ? undefined : `${id(input)}-error`}
          value={display(input, value)}
          onChange={(event) => props.onChange(input, event.target.value)}
          onBlur={() => props.onBlur(input)}
        />
      </Field>
    );
  };
  const inputs = form.inputs.map((input) => {
    switch (input) {
      case 'country':
        return (
          <Field
            key={input}
            id={id(input)}
            label={t.label('field.country')}
            empty={false}
            floatingLabel={floatingLabels}
          >
            <CountrySelect
              id={id(input)}
              value={values.country ?? ''}
              locale={t.locale}
              disabled={readOnly}
              {...(form.countries.length > 0 ? { countries: form.countries } : {})}
              onChange={(country) => props.onChange('country', country)}
            />
          </Field>
        );
      case 'bank':
        return (
          <Field
            key={input}
            id={id(input)}
            label={t.label('field.bank')}
            error={messages.bank}
            empty={(values.bank ?? '') === ''}
            floatingLabel={false}
          >
            <BankPicker
              id={id(input)}
              banks={banksFor(form.type)}
              value={values.bank ?? ''}
              error={messages.bank}
              disabled={readOnly}
              texts={{
                label: t.label('field.bank'),
                search: t.label('field.bankSearch'),
                noMatch: t.label('field.noBank'),
              }}
              onChange={(bank) => props.onChange('bank', bank)}
              onBlur={() => props.onBlur('bank')}
            />
          </Field>
        );
      case 'becsMandate':
        return (
          <div key={input} className="Field CheckboxField">
            <label className="Checkbox">
              <input
                type="checkbox"
                checked={values.becsMandate === 'accepted'}
                disabled={readOnly}
                aria-invalid={messages.becsMandate !== undefined}
                aria-describedby={
                  messages.becsMandate === undefined ? undefined : `${id(input)}-error`
                }
                onChange={(event) =>
                  props.onChange('becsMandate', event.target.checked ? 'accepted' : '')
                }
              />
              <span>{t.label('field.becsAccept')}</span>
            </label>
            {messages.becsMandate === undefined ? null : (
              <div className="Error" id={`${id(input)}-error`}>
                {messages.becsMandate}
              </div>
            )}
          </div>
        );
      default:
        return field(input, `field.${input}` as MethodLabelKey);
    }
  });
  const mandate = mandateKey(form, terms);
  const notice = props.showNotice === false ? undefined : NOTICE[form.spec.flow];
  return (
    <div className="CardTab MethodPanel" data-method={form.type}>
      {inputs}
      {notice === undefined ? null : (
        <p className="MethodNotice">{t.label(notice, { method: t.methodName(form.type) })}</p>
      )}
      {mandate === null ? null : <p className="Mandate">{t.label(mandate, { merchant })}</p>}
    </div>
  );
}
