import type { AppServices } from '../http/env.js';
import type { Account } from '../platform/accounts.js';

// The breaking changes Stripe made to objects Kassa serves. Objects are stored and built in the
// latest shape; for a request pinned before a change, `undo` gives the object its old shape.
// Each entry names the dated version that introduced the change.

type ApiObject = Record<string, unknown> & { object: string; id?: unknown };

export interface ChangeContext {
  readonly services: AppServices;
  readonly account: Account;
}

export interface VersionChange {
  /** The version that made the change: requests pinned before it get the old shape. */
  readonly changedIn: string;
  readonly object: string;
  readonly summary: string;
  undo(object: ApiObject, context: ChangeContext): Promise<void>;
}

/** Embedded lists of the old shapes show at most this many items, as Stripe's did. */
const EMBEDDED_LIST_SIZE = 10;
/** Items read to count an embedded list's total_count. */
const COUNTED = 100;

interface Page {
  data: unknown[];
  has_more: boolean;
}

function embeddedList(page: Page, url: string) {
  return {
    object: 'list',
    data: page.data.slice(0, EMBEDDED_LIST_SIZE),
    has_more: page.has_more || page.data.length > EMBEDDED_LIST_SIZE,
    total_count: page.data.length,
    url,
  };
}

const emptyList = (url: string) => embeddedList({ data: [], has_more: false }, url);

// Checkout's ui_mode names before 2026-03-25.dahlia (see checkout-sessions/ui-modes.ts).
const OLD_UI_MODES: Readonly<Record<string, string>> = {
  hosted_page: 'hosted',
  embedded_page: 'embedded',
  elements: 'custom',
};

export const VERSION_CHANGES: readonly VersionChange[] = [
  {
    changedIn: '2026-03-25',
    object: 'checkout.session',
    summary: 'Checkout Session `ui_mode` values renamed (hosted_page, embedded_page, elements)',
    async undo(session) {
      const mode = String(session.ui_mode);
      session.ui_mode = OLD_UI_MODES[mode] ?? mode;
    },
  },
  {
    changedIn: '2025-03-31',
    object: 'checkout.session',
    summary: 'Checkout Session `shipping_details` moved to `collected_information`',
    async undo(session) {
      const collected = session.collected_information as { shipping_details?: unknown } | null;
      session.shipping_details = collected?.shipping_details ?? null;
    },
  },
  {
    changedIn: '2022-11-15',
    object: 'payment_intent',
    summary: 'PaymentIntent `charges` removed (use `latest_charge`)',
    async undo(intent, { services, account }) {
      const id = String(intent.id);
      const page = await services.charges.list(account, {
        payment_intent: id,
        limit: COUNTED,
      });
      intent.charges = embeddedList(page, `/v1/charges?payment_intent=${id}`);
    },
  },
  {
    changedIn: '2022-11-15',
    object: 'charge',
    summary: 'Charge `refunds` no longer included by default',
    async undo(charge, { services, account }) {
      if (charge.refunds !== undefined) return;
      const id = String(charge.id);
      const page = await services.refunds.list(account, { charge: id, limit: COUNTED });
      charge.refunds = embeddedList(page, `/v1/charges/${id}/refunds`);
    },
  },
  {
    changedIn: '2020-08-27',
    object: 'customer',
    summary: 'Customer `sources`, `subscriptions` and `tax_ids` no longer included by default',
    async undo(customer, { services, account }) {
      if (customer.deleted === true) return;
      const id = String(customer.id);
      const base = `/v1/customers/${id}`;
      const cards = await services.customerSources.list(account, id, { limit: COUNTED });
      customer.sources ??= embeddedList(cards, `${base}/sources`);
      // Kassa keeps no subscriptions or tax ids, so these lists are always empty.
      customer.subscriptions ??= emptyList(`${base}/subscriptions`);
      customer.tax_ids ??= emptyList(`${base}/tax_ids`);
    },
  },
];
