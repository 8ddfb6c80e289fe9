import { checkCardDataInField, type EnteredCardData, ERROR_MESSAGES_EN } from '@kassa/core';
import { type JsonObject, readObject, readString, type WireError } from '@kassa/protocol';

const FIELDS = [
  { field: 'name', path: ['billing_details'], key: 'name', param: 'billing_details[name]' },
  {
    field: 'postalCode',
    path: ['billing_details', 'address'],
    key: 'postal_code',
    param: 'billing_details[address][postal_code]',
  },
] as const;

/**
 * Card data typed into the name or postal-code field is refused here, before
 * anything is sent, whether it came from the frames or from the merchant's params.
 */
export function misplacedCardData(paymentMethodData: JsonObject): WireError | null {
  const card = readObject(paymentMethodData, 'card');
  const entered: EnteredCardData = {};
  const number = readString(card, 'number');
  const cvc = readString(card, 'cvc');
  if (number !== undefined) entered.number = number;
  if (cvc !== undefined) entered.cvc = cvc;
  for (const { field, path, key, param } of FIELDS) {
    const holder = path.reduce<JsonObject>(
      (object, step) => readObject(object, step),
      paymentMethodData,
    );
    const text = readString(holder, key);
    const code = text === undefined ? null : checkCardDataInField(field, text, entered);
    if (code !== null) {
      return { type: 'validation_error', code, message: ERROR_MESSAGES_EN[code], param };
    }
  }
  return null;
}
