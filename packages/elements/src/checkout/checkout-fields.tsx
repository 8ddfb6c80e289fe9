import type { ReactNode } from 'react';
import { useTexts } from './checkout-texts.js';
import { type FieldError, type FieldValues, fieldId } from './field-rules.js';
import type { CustomField, PaymentPage } from './payment-page.js';

export type ErrorText = (error: FieldError) => string;

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  hint?: string | undefined;
}

/** A labelled control with its error (read on focus through aria-describedby). */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`Field${error ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="Field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': described || undefined,
      })}
      {error && (
        <p className="Field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldsProps {
  page: PaymentPage;
  values: FieldValues;
  errors: Record<string, string>;
  onChange(values: FieldValues): void;
}

export function ContactFields({ page, values, errors, onChange }: FieldsProps) {
  const { text } = useTexts();
  const prefilled = page.customer_email !== null && page.customer_email !== '';
  return (
    <fieldset className="Section">
      <legend>
        <h2>{text('checkout.contact')}</h2>
      </legend>
      <Field id={fieldId.email} label={text('checkout.email')} error={errors[fieldId.email]}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            readOnly={prefilled}
            value={values.email}
            onChange={(event) => onChange({ ...values, email: event.target.value })}
          />
        )}
      </Field>
      {page.phone_number_collection?.enabled && (
        <Field id={fieldId.phone} label={text('checkout.phone')} error={errors[fieldId.phone]}>
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="tel"
              required
              value={values.phone}
              onChange={(event) => onChange({ ...values, phone: event.target.value })}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}

function customLabel(field: CustomField, optional: (label: string) => string): string {
  const label = field.label.custom;
  return field.optional ? optional(label) : label;
}

export function CustomFields({ page, values, errors, onChange }: FieldsProps) {
  const { text } = useTexts();
  if (page.custom_fields.length === 0) return null;
  const optional = (label: string) => text('checkout.optional', { label });
  const set = (key: string, value: string) =>
    onChange({ ...values, custom: { ...values.custom, [key]: value } });
  return (
    <div className="Section">
      {page.custom_fields.map((field) => {
        const id = fieldId.custom(field.key);
        const value = values.custom[field.key] ?? '';
        return (
          <Field key={field.key} id={id} label={customLabel(field, optional)} error={errors[id]}>
            {(props) =>
              field.type === 'dropdown' ? (
                <select
                  {...props}
                  required={!field.optional}
                  value={value}
                  onChange={(event) => set(field.key, event.target.value)}
                >
                  <option value="">{text('checkout.select')}</option>
                  {field.dropdown?.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...props}
                  type="text"
                  inputMode={field.type === 'numeric' ? 'numeric' : undefined}
                  required={!field.optional}
                  maxLength={
                    (field.type === 'numeric' ? field.numeric : field.text)?.maximum_length ?? 255
                  }
                  value={value}
                  onChange={(event) => set(field.key, event.target.value)}
                />
              )
            }
          </Field>
        );
      })}
    </div>
  );
}

export function TermsConsent({ page, values, errors, onChange }: FieldsProps) {
  const { text } = useTexts();
  if (page.consent_collection?.terms_of_service !== 'required') return null;
  const error = errors[fieldId.terms];
  const custom = page.custom_text?.terms_of_service_acceptance?.message;
  return (
    <div className={`Consent${error ? ' is-invalid' : ''}`}>
      <input
        id={fieldId.terms}
        type="checkbox"
        required
        checked={values.terms}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${fieldId.terms}-error` : undefined}
        onChange={(event) => onChange({ ...values, terms: event.target.checked })}
      />
      <label htmlFor={fieldId.terms}>
        {custom ?? text('checkout.terms', { name: page.account_settings.display_name })}
      </label>
      {error && (
        <p className="Field-error" id={`${fieldId.terms}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ShippingOptions({
  page,
  busy,
  onSelect,
}: {
  page: PaymentPage;
  busy: boolean;
  onSelect(rate: string): void;
}) {
  const { text, money } = useTexts();
  const group = page.line_item_group;
  if (page.shipping_options.length === 0 || group === null) return null;
  return (
    <fieldset className="Section Choices">
      <legend>
        <h2>{text('checkout.shippingMethod')}</h2>
      </legend>
      {page.shipping_options.map((option) => {
        const id = `checkout-rate-${option.shipping_rate.id}`;
        return (
          <div className="Choice" key={option.shipping_rate.id}>
            <input
              type="radio"
              id={id}
              name="shipping_rate"
              value={option.shipping_rate.id}
              disabled={busy}
              checked={group.shipping_rate === option.shipping_rate.id}
              onChange={() => onSelect(option.shipping_rate.id)}
            />
            <label htmlFor={id}>
              <span>{option.shipping_rate.display_name}</span>
              <span>
                {option.shipping_amount === 0
                  ? text('checkout.free')
                  : money(option.shipping_amount, group.currency)}
              </span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** The customer's saved methods the session offers, and "a new method" (the Payment Element). */
export function SavedMethods({
  page,
  choice,
  onChoose,
}: {
  page: PaymentPage;
  choice: string;
  onChoose(choice: string): void;
}) {
  const { text } = useTexts();
  const cards = page.saved_payment_methods.filter((method) => method.card);
  if (cards.length === 0) return null;
  const brand = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <div className="Choices" role="radiogroup" aria-label={text('checkout.payment')}>
      {cards.map((method) => (
        <div className="Choice" key={method.id}>
          <input
            type="radio"
            id={`checkout-saved-${method.id}`}
            name="saved_method"
            checked={choice === method.id}
            onChange={() => onChoose(method.id)}
          />
          <label htmlFor={`checkout-saved-${method.id}`}>
            {text('checkout.savedMethod', {
              brand: brand(method.card?.brand ?? ''),
              last4: method.card?.last4 ?? '',
            })}
          </label>
        </div>
      ))}
      <div className="Choice">
        <input
          type="radio"
          id="checkout-saved-new"
          name="saved_method"
          checked={choice === 'new'}
          onChange={() => onChoose('new')}
        />
        <label htmlFor="checkout-saved-new">{text('checkout.newMethod')}</label>
      </div>
    </div>
  );
}
