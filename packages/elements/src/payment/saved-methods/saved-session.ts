import type { Json } from '@kassa/protocol';
import { asObject, asString, type JsonObject } from '../../frame/json-read.js';

/** A saved card as the Payment Element lists it. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Past its expiry month: shown, but it cannot pay. */
  expired: boolean;
  /** The redacted method from the session, for the change event's `value.payment_method`. */
  method: JsonObject;
}

export interface SavedSession {
  cards: SavedCard[];
  defaultId: string | null;
  /** payment_method_save: the "save for future purchases" box. */
  save: boolean;
  saveUsage: string;
  /** payment_method_remove, and payment_method_remove_last for the customer's only card. */
  remove: boolean;
  removeLast: boolean;
  mode: string;
  /** The intent (or deferred options) already saves the card: no need to ask for it. */
  intentSaves: boolean;
}

const num = (value: Json | undefined) => (typeof value === 'number' ? value : 0);

/** Expired once the expiry month has passed (cards are valid through their last day). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getFullYear();
  return expYear < year || (expYear === year && expMonth < now.getMonth() + 1);
}

function readCard(raw: Json, now: Date): SavedCard | null {
  const method = asObject(raw);
  const card = asObject(method.card);
  const id = asString(method.id);
  if (id === undefined || method.type !== 'card') return null;
  const expMonth = num(card.exp_month);
  const expYear = num(card.exp_year);
  return {
    id,
    brand: asString(card.brand) ?? 'unknown',
    last4: asString(card.last4) ?? '',
    expMonth,
    expYear,
    expired: isExpired(expMonth, expYear, now),
    method,
  };
}

/**
 * The customer part of an elements session (spec 001): the saved cards to show, but only when
 * the customer session turns payment_method_redisplay on, and the features that govern them.
 */
export function readSavedSession(session: Json, now = new Date()): SavedSession {
  const root = asObject(session);
  const customer = asObject(root.customer);
  const components = asObject(asObject(customer.customer_session).components);
  const wire = asObject(asObject(components.payment_element).features);
  const redisplay = wire.payment_method_redisplay === 'enabled';
  const list = Array.isArray(customer.payment_methods) ? customer.payment_methods : [];
  const cards = redisplay
    ? list.map((raw) => readCard(raw, now)).filter((card) => card !== null)
    : [];
  return {
    cards,
    defaultId: asString(customer.default_payment_method) ?? null,
    // Core's defaults (spec 001 §9): save off unless enabled, remove on unless disabled. Read
    // here rather than through @kassa/core to keep the payment frame inside its budget.
    save: wire.payment_method_save === 'enabled',
    saveUsage: asString(wire.payment_method_save_usage) ?? 'off_session',
    remove: wire.payment_method_remove !== 'disabled',
    removeLast: wire.payment_method_remove_last !== 'disabled',
    mode: asString(root.mode) ?? 'payment',
    intentSaves: typeof root.setup_future_usage === 'string',
  };
}

/** The card the element starts on: the default one, else the first usable, else none. */
export function initialChoice(saved: SavedSession): string | null {
  const usable = saved.cards.filter((card) => !card.expired);
  const preferred = usable.find((card) => card.id === saved.defaultId) ?? usable[0];
  return preferred?.id ?? null;
}
