/**
 * Every request that crosses a frame boundary, as one map per channel from action name to the
 * payload it carries and the result it is answered with. The sending side's `request` and the
 * answering side's handler table are both typed from these maps, so an action added here without
 * a handler, or a handler answering the wrong shape, does not compile. On the wire nothing
 * changes: `{action, payload}` out, `{result}` or `{error}` back, matched by nonce.
 */
import type { JsonObject, WireErrorJson } from './json.js';
import type {
  CardBrandPayload,
  CardMetadataRequest,
  CardMetadataResult,
  Json,
} from './messages.js';

/** One action: what the request carries and what its answer carries. */
export interface RequestSpec {
  payload: Json;
  result: Json;
}

/** A map of actions, each a RequestSpec (written as an F-bound so interfaces qualify). */
export type RequestMap<M> = { [A in keyof M]: RequestSpec };

export type PayloadOf<M extends RequestMap<M>, A extends keyof M> = M[A]['payload'];
export type ResultOf<M extends RequestMap<M>, A extends keyof M> = M[A]['result'];

/** The answering side: one handler per action, given the payload its reader accepted. */
export type RequestHandlers<M extends RequestMap<M>, Context> = {
  [A in keyof M]: (payload: M[A]['payload'], ctx: Context) => Promise<M[A]['result']>;
};

/**
 * Reads an untrusted payload into the action's type; throws a wire-error-shaped object (the
 * answer the sender gets) when it cannot.
 */
export type PayloadReaders<M extends RequestMap<M>> = {
  [A in keyof M]: (payload: Json) => M[A]['payload'];
};

/** Reads an answer into the action's result type (the asking side trusts no more than that). */
export type ResultReaders<M extends RequestMap<M>> = {
  [A in keyof M]: (result: Json) => M[A]['result'];
};

// ---- element frame -> controller frame, over the frame's MessagePort ------------------

/** `saved-method-detach` payload: the saved method the shopper removed. */
export type SavedMethodDetach = { paymentMethod: string };
/** `address-suggestions` payload: what the shopper typed in the first street line, and where. */
export type AddressSuggestionsRequest = { query: string; country?: string };

/**
 * `saved-address-change` payload: the customer's saved shipping address as the shopper updated
 * it (Stripe's `{name, phone, address}`), or null when they removed it.
 */
/**
 * `saved-address-change` payload: the new value of one saved address (null removes it); `address`
 * names which, one of the customer's saved addresses, else its own `shipping`.
 */
export type SavedAddressChange = { shipping: JsonObject | null; address?: string };
/** `shipping-address` payload: what a shipping address form holds, for the billing forms. */
export type ShippingAddressReport = { complete: boolean; value: JsonObject };
/** `saved-address-change` answer: the customer's shipping address as the provider now has it. */
export type SavedAddressChanged = { shipping: JsonObject | null };

/**
 * `wallet` payload: the Link Authentication Element's step in spec 001's wallet: look an e-mail
 * up, send a one-time code (`EMAIL` unless `SMS`), or check the code the shopper typed; and the
 * Payment Element's wallet section logging the shopper out or adding a bank account.
 */
export type WalletRequest =
  | { op: 'lookup'; email: string }
  /**
   * `start` without `channel` lets the provider choose (SMS to a proven phone, else e-mail);
   * it answers `{started: {channel, factors, hasPasskey}}`: what a lookup no longer tells.
   */
  | { op: 'start'; channel?: 'EMAIL' | 'SMS'; locale?: string }
  | { op: 'confirm'; channel: 'EMAIL' | 'SMS'; code: string }
  | { op: 'logout' }
  /**
   * Passkeys (spec 001's WEBAUTHN): `passkey-start` answers `{options}` for
   * navigator.credentials.get(), `passkey-confirm` sends its credential (JSON); after a code
   * login `passkey-options` answers `{options}` for navigator.credentials.create() and
   * `passkey-register` sends the new credential.
   */
  | { op: 'passkey-start' | 'passkey-options' }
  | { op: 'passkey-confirm' | 'passkey-register'; credential: string }
  /**
   * The Payment Element's wallet section changing a saved detail (spec 001's remove-saved and
   * update-saved views): `remove` one, or `update` a card's expiry and/or make it the default.
   * Both answer the shopper (the section then gets a new `wallet` broadcast).
   */
  | { op: 'remove'; id: string }
  | { op: 'update'; id: string; expMonth?: number; expYear?: number; isDefault?: true }
  /**
   * The Payment Element's wallet section adding a bank account: the controller runs the
   * bank-linking dialog and saves the linked account in the wallet; it answers `{added}`, the
   * new payment details' id, or null when the shopper closed the dialog.
   */
  | { op: 'add-bank' };

/** `saved-method-detach` answer: the detached method, or null when it was gone already. */
export type SavedMethodDetached = { paymentMethod: JsonObject | null };

/**
 * - `card-brand`: the cardNumber frame's brand changed; the controller broadcasts it to the
 *   frame's group, so the cardCvc frame knows how many digits to expect (4 for amex).
 * - `card-metadata`: the account ranges of a 6-digit BIN (only the BIN leaves the frame, never
 *   the rest of the number); the controller caches them per BIN and answers an empty list
 *   when the lookup fails.
 * - `saved-method-detach`: the Payment Element's remove control; the controller detaches the
 *   method with the group's customer session secret, which no frame sees.
 * - `saved-address-change`: the Address Element's saved view updates or removes the customer's
 *   shipping address, which the controller sends with the group's customer session secret.
 * - `address-suggestions`: the Address Element's autocomplete; the controller asks the
 *   provider's suggestion endpoint with the publishable key.
 * - `wallet`: the Link Authentication Element's lookup and code verification, the Payment
 *   Element's logout, add-bank, remove and update; the controller holds the consumer session secret and answers
 *   the shopper (`{exists, shopper}`, and `added` for add-bank), never it.
 */
export interface FrameRequests {
  'card-brand': { payload: CardBrandPayload; result: null };
  /** Answered {@link CardMetadataResult}; the frame reads its ranges with `readRanges`. */
  'card-metadata': { payload: CardMetadataRequest; result: JsonObject };
  'saved-method-detach': { payload: SavedMethodDetach; result: SavedMethodDetached };
  'saved-address-change': { payload: SavedAddressChange; result: SavedAddressChanged };
  /** Answered `{attribution, data: [{id, description, address}]}`; an empty list on failure. */
  'address-suggestions': { payload: AddressSuggestionsRequest; result: JsonObject };
  /** Answered `{exists?, shopper: {email, redactedPhone, verified} | null}`. */
  wallet: { payload: WalletRequest; result: JsonObject };
  /** A shipping address form's `{complete, value}`, passed on to its group's billing forms. */
  'shipping-address': { payload: ShippingAddressReport; result: null };
}
export type FrameAction = keyof FrameRequests;

// ---- controller frame -> element frame, over the same port -----------------------------

/** `validate` answer: whether the element is complete, and the error it shows if any. */
export type ValidateAnswer = { complete: boolean; error: WireErrorJson | null };

/**
 * - `validate`: show the element's errors and say whether it is complete.
 * - `collect`: the element's details (raw card data included); only the controller asks.
 *   The Payment Element's answer may carry `saved_payment_method` or `save_payment_method`,
 *   which the controller removes before any request.
 * - `confirm-error`: show a decline under the element's fields.
 */
export interface ElementRequests {
  validate: { payload: JsonObject; result: ValidateAnswer };
  collect: { payload: JsonObject; result: JsonObject };
  'confirm-error': { payload: WireErrorJson; result: null };
}
export type ElementAction = keyof ElementRequests;

// ---- merchant page (loader) -> controller frame ----------------------------------------

/** Names the elements group an action is for. */
export type GroupRef = { groupId: string };
export type GroupOptions = GroupRef & { options: JsonObject };
export type FrameRef = GroupRef & { frameId: string };
/** An element mounts; an Address Element says its mode (shipping or billing). */
/** `linkNever`: a Payment Element made with `wallets: { link: 'never' }` (no wallet in its group). */
export type FrameMount = FrameRef & { elementType: string; mode?: string; linkNever?: true };
/**
 * A confirm call: the group and element (absent for a call with raw card data or a saved
 * method), the client secret when given (else the group's), the merchant's params, and for a
 * one-type confirm (confirmSepaDebitPayment...) the public method name its messages use.
 */
export type ConfirmRequest = {
  groupId?: string;
  frameId?: string;
  clientSecret?: string;
  method?: string;
  params: JsonObject;
};
export type ClientSecretRef = { clientSecret?: string };
export type ChallengeRef = { challengeId: string };
export type PaymentMethodRequest = GroupRef & { frameId?: string; params: JsonObject };
export type ConfirmationTokenRequest = GroupRef & { params: JsonObject };
/** stripe.createToken(element | type, data): an element's frame, or a token type and its data. */
export type TokenRequest = {
  groupId?: string;
  frameId?: string;
  tokenType?: string;
  /** Absent for cvc_update, which takes no data. */
  data?: JsonObject;
};

/**
 * stripe.createSource(element?, sourceData) and stripe.retrieveSource({id, client_secret}):
 * the card element's frame when one collects the card, and the merchant's data as given.
 */
export type SourceRequest = { groupId?: string; frameId?: string; data: JsonObject };

/**
 * The test wallet sheet's payment: the wallet, the id of the test card the shopper picked
 * (core's WALLET_TEST_CARD_IDS), the contact and address the sheet collected as billing
 * details, and what the merchant listens for (a PaymentMethod, a Token, or both).
 */
export type WalletPaymentRequest = {
  wallet: string;
  card: string;
  billingDetails: JsonObject;
  paymentMethod: boolean;
  token: boolean;
  /** A legacy card Source too (a merchant listening to `source`); absent means none. */
  source?: boolean;
};

/**
 * paymentRequest().canMakePayment(): which wallets the payment method domains let show on the
 * merchant page's host (the controller knows the host; the request's currency shapes the
 * session it asks for).
 */
export type WalletDomainsRequest = { currency: string };

/**
 * What the loader's methods answer their callers: `{error}` or the object asked for
 * (`{paymentIntent}`, `{token}`...), handed to the merchant as it is.
 */
export type ActionResult = JsonObject;

type Answered<P extends Json> = { payload: P; result: ActionResult };

/**
 * A Checkout Session's page, read or changed through the browser-facing endpoints
 * (`/v1/payment_pages/:id`): `retrieve` (GET), `init`, `update` (POST to the page itself) and
 * `confirm`. Answered `{paymentPage}` or `{error}`.
 */
export type PaymentPageRequest = {
  sessionId: string;
  op: 'retrieve' | 'init' | 'update' | 'confirm';
  params: JsonObject;
};

export interface ControllerRequests {
  'elements-create': Answered<GroupOptions>;
  'elements-update': Answered<GroupOptions>;
  'elements-fetch-updates': Answered<GroupRef>;
  'elements-submit': Answered<GroupRef>;
  'element-mount': Answered<FrameMount>;
  'element-unmount': Answered<FrameRef>;
  'confirm-payment': Answered<ConfirmRequest>;
  'confirm-setup': Answered<ConfirmRequest>;
  'confirm-card-payment': Answered<ConfirmRequest>;
  'confirm-card-setup': Answered<ConfirmRequest>;
  'confirm-method-payment': Answered<ConfirmRequest>;
  'confirm-method-setup': Answered<ConfirmRequest>;
  'retrieve-payment-intent': Answered<ClientSecretRef>;
  'retrieve-setup-intent': Answered<ClientSecretRef>;
  'handle-next-action': Answered<ClientSecretRef>;
  'handle-card-action': Answered<ClientSecretRef>;
  /** verifyMicrodepositsForPayment/ForSetup: `params` holds `amounts` or `descriptor_code`. */
  'verify-microdeposits-payment': Answered<ConfirmRequest>;
  'verify-microdeposits-setup': Answered<ConfirmRequest>;
  /**
   * collectBankAccountForPayment/ForSetup, collectBankAccountToken,
   * collectFinancialConnectionsAccounts (`method`): the bank-linking dialog in the modal.
   */
  'collect-bank-account': Answered<ConfirmRequest>;
  'challenge-cancel': Answered<ChallengeRef>;
  'create-confirmation-token': Answered<ConfirmationTokenRequest>;
  'create-token': Answered<TokenRequest>;
  'create-payment-method': Answered<PaymentMethodRequest>;
  'create-source': Answered<SourceRequest>;
  'retrieve-source': Answered<SourceRequest>;
  'wallet-payment': Answered<WalletPaymentRequest>;
  'wallet-domains': Answered<WalletDomainsRequest>;
  /** stripe.createRadarSession(): `{radarSession}` or `{error}`. */
  'create-radar-session': Answered<Record<string, never>>;
  'payment-page': Answered<PaymentPageRequest>;
}
export type ControllerAction = keyof ControllerRequests;

/** True when `action` is one the table answers (its own keys only, never Object.prototype's). */
export function isRequestAction<M extends RequestMap<M>>(
  readers: PayloadReaders<M>,
  action: string,
): action is Extract<keyof M, string> {
  return Object.hasOwn(readers, action);
}

/** Reads the payload with the action's reader, then runs the action's handler with it. */
export function runRequest<M extends RequestMap<M>, Context, A extends keyof M>(
  readers: PayloadReaders<M>,
  handlers: RequestHandlers<M, Context>,
  action: A,
  payload: Json,
  ctx: Context,
): Promise<M[A]['result']> {
  const read = readers[action];
  return handlers[action](read(payload), ctx);
}
