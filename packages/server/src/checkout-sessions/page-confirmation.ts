import { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Params } from '../platform/schema.js';
import type { Queryable } from '../store/store.js';
import { chargeOf, typesFor } from './adaptive-pricing.js';
import { completeSession } from './checkout-completion.js';
import type { CheckoutSessionObject, Json, SessionInternals } from './checkout-session-object.js';
import type { PAYMENT_INTENT_DATA_SHAPE } from './checkout-session-params.js';
import { findSession, type SessionRow, writeSession } from './checkout-session-rows.js';
import type { PageConfirmParams } from './payment-page-params.js';
import type { PaymentPageDeps } from './payment-pages.js';

// The confirm of a payment page, inside the transaction holding the session's row: the
// customer Stripe creates for it, the session's PaymentIntent or SetupIntent, its confirm with
// the shopper's method, and (when the intent succeeded or is processing) the completion.

interface Applied {
  readonly session: CheckoutSessionObject;
  readonly internals: SessionInternals;
}

export interface ConfirmOutcome {
  readonly row: SessionRow;
  /** A decline: thrown after the transaction commits the intent's record of it. */
  readonly error?: ApiError;
}

const REUSABLE: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

function needsCustomer(session: CheckoutSessionObject, internals: SessionInternals): boolean {
  if (session.customer) return false;
  return (
    session.customer_creation === 'always' ||
    session.mode === 'setup' ||
    internals.intentData.setup_future_usage !== undefined
  );
}

async function methodOf(
  deps: PaymentPageDeps,
  db: Queryable,
  account: Account,
  params: PageConfirmParams,
) {
  if (!params.payment_method) return undefined;
  return (await deps.paymentMethods.resolve(db, account, params.payment_method, 'payment_method'))
    .object;
}

type PaymentIntentData = Params<typeof PAYMENT_INTENT_DATA_SHAPE>;

/** What of payment_intent_data the PaymentIntent create takes. */
function pick(data: PaymentIntentData) {
  const out: Record<string, unknown> = {};
  for (const key of [
    'capture_method',
    'description',
    'metadata',
    'receipt_email',
    'setup_future_usage',
    'shipping',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'transfer_group',
  ] as const) {
    if (data[key] !== undefined) out[key] = data[key];
  }
  return out;
}

const isCardError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.type === 'card_error';

export async function confirmSessionIntent(
  deps: PaymentPageDeps,
  db: Queryable,
  account: Account,
  applied: Applied,
  params: PageConfirmParams,
  options: { checkReady: (session: CheckoutSessionObject) => void; mandateData?: Json | undefined },
): Promise<ConfirmOutcome> {
  const session = { ...applied.session };
  const { internals } = applied;
  const method = await methodOf(deps, db, account, params);
  const billing = (method?.billing_details ?? {}) as Json;
  const details = { ...(session.customer_details as Json) };
  details.email ??= billing.email ?? null;
  details.name ??= billing.name ?? null;
  details.phone ??= billing.phone ?? null;
  details.address ??= billing.address ?? null;
  session.customer_details = details;
  options.checkReady(session);
  if (needsCustomer(session, internals)) {
    const created = await deps.customers.create(account, {
      ...(typeof details.email === 'string' ? { email: details.email } : {}),
      ...(typeof details.name === 'string' ? { name: details.name } : {}),
      ...(typeof details.phone === 'string' ? { phone: details.phone } : {}),
    });
    session.customer = created.id;
  }
  const returnUrl =
    params.return_url ??
    `${internals.origin ?? ''}/c/${session.ui_mode === 'hosted_page' ? 'pay' : 'embedded'}/${session.id}`;
  // The CLI's fixtures pay a sepa_debit-only session with a card: the intent takes the
  // chosen method's type beside the session's.
  const types = [
    ...new Set([
      ...(session.mode === 'payment'
        ? typesFor(session, session.payment_method_types)
        : session.payment_method_types),
      ...(method ? [method.type] : []),
    ]),
  ];
  const confirm = {
    ...(params.payment_method ? { payment_method: params.payment_method } : {}),
    ...(params.confirmation_token ? { confirmation_token: params.confirmation_token } : {}),
    return_url: returnUrl,
    ...(options.mandateData ? { mandate_data: options.mandateData } : {}),
  };
  const owner = { account, publishable: false };
  let status: string;
  let error: ApiError | undefined;
  try {
    if (session.mode === 'payment') {
      status = await confirmPayment(deps, account, session, internals, types, confirm);
    } else {
      if (!session.setup_intent) {
        const data = internals.intentData as {
          description?: string;
          metadata?: Record<string, string>;
        };
        const created = await deps.setupIntents.create(account, {
          payment_method_types: types,
          ...(session.customer ? { customer: session.customer } : {}),
          ...(data.description ? { description: data.description } : {}),
          ...(data.metadata ? { metadata: data.metadata } : {}),
          usage: 'off_session',
        });
        session.setup_intent = created.id;
        await writeSession(db, session, internals);
      }
      const setup = await deps.setupIntents.confirm(owner, session.setup_intent, confirm);
      status = setup.status;
    }
  } catch (caught) {
    if (!isCardError(caught)) throw caught;
    error = caught;
    status = 'requires_payment_method';
  }
  // A 3-D Secure or redirect step answered in this same call may have completed it already.
  const fresh = await findSession(db, account, session.id, { lock: true });
  const completed = await completeSession(db, account, fresh, status);
  const row = completed ? { ...fresh, data: completed } : fresh;
  return error ? { row, error } : { row };

  async function confirmPayment(
    d: PaymentPageDeps,
    acct: Account,
    s: CheckoutSessionObject,
    inner: SessionInternals,
    methodTypes: string[],
    body: typeof confirm,
  ): Promise<string> {
    const existing = s.payment_intent
      ? await d.paymentIntents.retrieve(owner, s.payment_intent, undefined)
      : null;
    if (existing && !REUSABLE.has(existing.status)) {
      throw new ApiError('checkout_session_complete', 'This Checkout Session is already paid.');
    }
    // A total changed since (quantities, shipping, the presentment currency) gets a new
    // intent for the new amount; adaptive pricing charges the shopper's chosen currency.
    const charge = chargeOf(s);
    if (!existing || existing.amount !== charge.amount || existing.currency !== charge.currency) {
      const data = inner.intentData as PaymentIntentData;
      const created = await d.paymentIntents.create(acct, {
        amount: charge.amount,
        currency: charge.currency,
        payment_method_types: methodTypes,
        ...(s.customer ? { customer: s.customer } : {}),
        ...pick(data),
      });
      s.payment_intent = created.id;
    }
    await writeSession(db, s, inner);
    const confirmed = await d.paymentIntents.confirm(owner, s.payment_intent ?? '', body);
    return confirmed.status;
  }
}
