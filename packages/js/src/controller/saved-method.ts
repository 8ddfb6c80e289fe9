import {
  integrationError,
  isJsonObject,
  type JsonObject,
  readObject,
  type SavedMethodDetached,
  type WireError,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import type { GroupState } from './group-state.js';
import { misplacedCardData } from './misplaced-card-data.js';
import { deepMerge } from './payload.js';

/**
 * What the Payment Element's `collect` answered, read for the confirm calls. The frame answers
 * `{saved_payment_method: 'pm_…'}` when a saved card pays, or the new method's data, with
 * `save_payment_method: true` when the shopper ticked "save for future purchases".
 */
export interface CollectedChoice {
  savedId: string | null;
  /** For the intent when the new card is to be saved and the intent does not save it already. */
  setupFutureUsage: string | null;
  data: JsonObject;
  /** A shipping Address Element's `{name, phone, address}`, for the intent's `shipping`. */
  shipping: JsonObject | null;
  /** The wallet card (payment details id) the shopper chose in the Payment Element. */
  walletCard: string | null;
  /** Its security code, typed again after a decline (spec 001 §4), for the share. */
  walletCvc: string | null;
  /** The Payment Element's sign-up box, ticked: `{phone, name, country}` for the new wallet. */
  walletSignUp: JsonObject | null;
}

/**
 * Saving a new card (payment_method_save) means allow_redisplay 'always' on the method, so the
 * next customer session shows it, and the session's payment_method_save_usage on the intent.
 */
export function readCollected(
  collected: JsonObject,
  group: GroupState | undefined,
): CollectedChoice {
  const {
    saved_payment_method: saved,
    save_payment_method: save,
    shipping,
    link_payment_details: walletCard,
    link_payment_details_cvc: walletCvc,
    link_signup: walletSignUp,
    ...data
  } = collected;
  const session = group?.session ?? {};
  let setupFutureUsage: string | null = null;
  if (save === true) {
    data.allow_redisplay = 'always';
    const features = readObject(
      readObject(readObject(sessionCustomer(session), 'customer_session'), 'components'),
      'payment_element',
    ).features;
    const usage = isJsonObject(features) ? features.payment_method_save_usage : undefined;
    if (typeof session.setup_future_usage !== 'string')
      setupFutureUsage = typeof usage === 'string' ? usage : 'off_session';
  }
  return {
    savedId: typeof saved === 'string' ? saved : null,
    setupFutureUsage,
    data,
    shipping: isJsonObject(shipping) ? shipping : null,
    walletCard: typeof walletCard === 'string' ? walletCard : null,
    walletCvc: typeof walletCvc === 'string' ? walletCvc : null,
    walletSignUp: isJsonObject(walletSignUp) ? walletSignUp : null,
  };
}

/**
 * Puts the chosen method on a confirm or confirmation-token body: a saved card pays as itself
 * (its details stay on the provider, only its id travels), a new one as payment_method_data
 * merged with the merchant's. Answers the misplaced-card-data error, if any.
 */
export function applyChoice(
  body: JsonObject,
  choice: CollectedChoice,
  extra: JsonObject,
  withUsage: boolean,
): WireError | null {
  if (choice.savedId !== null) {
    body.payment_method = choice.savedId;
    delete body.payment_method_data;
    return null;
  }
  const data = deepMerge(choice.data, extra);
  const misplaced = misplacedCardData(data);
  if (misplaced !== null) return misplaced;
  body.payment_method_data = data;
  delete body.payment_method;
  if (withUsage && choice.setupFutureUsage !== null)
    body.setup_future_usage ??= choice.setupFutureUsage;
  return null;
}

function sessionCustomer(session: JsonObject | null): JsonObject {
  return readObject(session, 'customer');
}

/** The saved method as the session listed it (the redacted object the server sent). */
export function sessionSavedMethod(group: GroupState, id: string): JsonObject | null {
  const methods = sessionCustomer(group.session).payment_methods;
  const list = Array.isArray(methods) ? methods : [];
  const found = list.find((method) => isJsonObject(method) && method.id === id);
  return isJsonObject(found) ? found : null;
}

/** The customer session's api_key: the ephemeral key that may use the customer's methods. */
export function sessionApiKey(group: GroupState): string | undefined {
  const key = readObject(sessionCustomer(group.session), 'customer_session').api_key;
  return typeof key === 'string' ? key : undefined;
}

const NO_CUSTOMER_SESSION =
  'Removing a saved payment method needs the Elements group to be created with a customerSessionClientSecret.';

const CONFIRMING = {
  type: 'invalid_request_error',
  message: 'A payment with this element is being confirmed: remove the card once it has finished.',
};

/**
 * Detaches a saved card the shopper removed in the Payment Element, with the group's customer
 * session secret (the server checks payment_method_remove and remove_last), and drops it from
 * the session kept for frames that mount later. Not while the group confirms (the card may be
 * what pays). A card that is gone already (resource_missing: removed twice at once, or from
 * another page) counts as removed, as Stripe ignores a missing resource on detach.
 */
export async function detachSavedMethod(
  api: ApiClient,
  group: GroupState,
  id: string,
): Promise<SavedMethodDetached> {
  const secret = group.options.customerSessionClientSecret;
  if (typeof secret !== 'string') throw integrationError(NO_CUSTOMER_SESSION);
  if (group.confirming > 0) throw CONFIRMING;
  const result = await api.post(`elements/payment_methods/${encodeURIComponent(id)}/detach`, {
    customer_session_client_secret: secret,
  });
  if (!result.ok && result.error.code !== 'resource_missing') throw result.error;
  const customer = sessionCustomer(group.session);
  const methods = customer.payment_methods;
  if (Array.isArray(methods)) {
    customer.payment_methods = methods.filter(
      (method) => !isJsonObject(method) || method.id !== id,
    );
  }
  return { paymentMethod: result.ok ? result.body : null };
}
