import { asObject, type Json, type JsonObject } from '@kassa/protocol';

/**
 * The customer part of an elements session (the customer session's features and saved
 * payment methods), as the Payment Element shows it. The controller decides what saving means
 * (setup_future_usage, allow_redisplay): the frame only shows. Feature defaults are core's (save
 * off unless enabled, remove on unless disabled), read here rather than through @kassa/core to
 * keep the payment frame inside its size budget.
 */
/** The choice that shows the new-method form instead of a saved method. */
export const NEW_CARD = 'new';

export interface SavedSession {
  /**
   * The redacted saved methods (cards, SEPA, US bank and Bacs accounts: those the session can
   * pay with) in the session's order, when payment_method_redisplay is on.
   */
  list: JsonObject[];
  defaultId: Json | undefined;
  /** payment_method_save, in payment mode: the "save for future purchases" box. */
  save: boolean;
  /** payment_method_remove; payment_method_remove_last for the customer's only card. */
  remove: boolean;
  removeLast: boolean;
}

/** The card's details: brand, last4, exp_month, exp_year. */
export const cardOf = (method: JsonObject): JsonObject => asObject(method.card);

/** The saved method's details: `card`, `sepa_debit`, `us_bank_account`... (each has last4). */
export const detailsOf = (method: JsonObject): JsonObject => asObject(method[String(method.type)]);

/**
 * A card expired once its expiry month has passed (it is valid through its last day); a bank
 * account has no expiry.
 */
export function isExpired(method: JsonObject, now = new Date()): boolean {
  if (method.type !== 'card') return false;
  const { exp_month: month, exp_year: year } = cardOf(method);
  return Number(year) * 12 + Number(month) <= now.getFullYear() * 12 + now.getMonth();
}

export function readSavedSession(session: Json): SavedSession {
  const { customer: raw, mode } = asObject(session);
  const customer = asObject(raw);
  const features = asObject(
    asObject(asObject(asObject(customer.customer_session).components).payment_element).features,
  );
  const list = features.payment_method_redisplay === 'enabled' ? customer.payment_methods : [];
  return {
    // The server lists only the types the session pays with; one without details cannot show.
    list: (Array.isArray(list) ? list : []).map(asObject).filter((m) => detailsOf(m).last4),
    defaultId: customer.default_payment_method,
    save: features.payment_method_save === 'enabled' && mode === 'payment',
    remove: features.payment_method_remove !== 'disabled',
    removeLast: features.payment_method_remove_last !== 'disabled',
  };
}

/** The method the element starts on: the default one, else the first usable one, else none. */
export function initialChoice(saved: JsonObject[], defaultId: Json | undefined): Json | undefined {
  const usable = saved.filter((method) => !isExpired(method));
  return (usable.find((method) => method.id === defaultId) ?? usable[0])?.id;
}
