import { asBoolean, asObject, asString, type Json } from '@kassa/protocol';

export type FieldDisplay = 'auto' | 'never';

export interface PaymentElementOptions {
  /** fields.billingDetails.address.country: 'never' means the merchant passes it at confirm. */
  country: FieldDisplay;
  postalCode: FieldDisplay;
  defaultCountry: string | undefined;
  defaultPostalCode: string | undefined;
  /** Stripe's readOnly: the shopper cannot change the details (e.g. while the page confirms). */
  readOnly: boolean;
}

export const DEFAULT_PAYMENT_OPTIONS: PaymentElementOptions = {
  country: 'auto',
  postalCode: 'auto',
  defaultCountry: undefined,
  defaultPostalCode: undefined,
  readOnly: false,
};

function display(value: Json | undefined, fallback: FieldDisplay): FieldDisplay {
  return value === 'never' || value === 'auto' ? value : fallback;
}

/**
 * Reads the Payment Element options the card tab uses; absent keys keep their current value.
 * `fields.billingDetails` may be a string for every field or an object per field.
 */
export function mergePaymentOptions(
  current: PaymentElementOptions,
  raw: Json,
): PaymentElementOptions {
  const options = asObject(raw);
  const billing = asObject(options.fields).billingDetails;
  const address = typeof billing === 'string' ? billing : asObject(billing).address;
  const addressFields = asObject(address);
  const whole = typeof address === 'string' ? address : undefined;
  const defaults = asObject(asObject(asObject(options.defaultValues).billingDetails).address);
  return {
    country: display(addressFields.country ?? whole, current.country),
    postalCode: display(addressFields.postalCode ?? whole, current.postalCode),
    defaultCountry: asString(defaults.country)?.toUpperCase() ?? current.defaultCountry,
    defaultPostalCode: asString(defaults.postal_code) ?? current.defaultPostalCode,
    readOnly: asBoolean(options.readOnly) ?? current.readOnly,
  };
}
