import {
  activeCredentials,
  applyCredentialAction,
  CONTROLLER_MESSAGES_EN,
  type CredentialAction,
  type CredentialCache,
  type CredentialLifetime,
  credentialCacheKey,
  EMPTY_CREDENTIAL_CACHE,
  LINK_ERROR_CODES,
  LINK_MESSAGES_EN,
  lookupCacheKey,
  REQUEST_SURFACES,
  type RequestSurface,
} from '@kassa/core';
import {
  asObject,
  asString,
  isJsonObject,
  type Json,
  type JsonObject,
  type RememberedLogin,
  type WalletShippingAddress,
  type WireError,
} from '@kassa/protocol';
import type { ApiClient, ApiResult } from './api-client.js';
import type { LoginStore } from './login-storage.js';

/** What the controller tells the frames about the shopper's wallet: never the session secret. */
export interface WalletShopper {
  email: string;
  /** A masked phone (`(***) *** **23`), or null when the account has none or it is not shown. */
  redactedPhone: string | null;
  /** The wallet has been opened with a code (or a sign-up): its saved details may be used. */
  verified: boolean;
}

/**
 * A card or bank account saved in the wallet, as the use-saved view shows it (no number, no
 * CVC ever). A bank account has its bank's name, no brand (`unknown`) and no expiry (0).
 */
export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  bankName: string | null;
  /** The wallet's check of the card's security code failed (it is asked again). */
  cvcFailed: boolean;
}

/** A failed step carries the provider's HTTP status when it answered one (0: no answer). */
export type WalletResult<T> =
  | { ok: true; value: T }
  | { ok: false; error: WireError; status?: number };

export type CodeChannel = 'EMAIL' | 'SMS';

/** A lookup: whether the account exists, has a passkey, and the code channels it can be sent. */
export interface WalletLookup {
  exists: boolean;
  hasPasskey: boolean;
  factors: CodeChannel[];
}

/**
 * A verification started (issue 31: what a lookup no longer tells): the channel the code went
 * by (the provider's choice when none was asked), the account's code channels and whether it
 * has a passkey.
 */
export interface WalletStarted {
  channel: CodeChannel;
  factors: CodeChannel[];
  hasPasskey: boolean;
}

/** The code channels a session's account offers (spec 001 §3), in the provider's order. */
export function codeChannels(session: JsonObject): CodeChannel[] {
  const listed = Array.isArray(session.available_verification_factors)
    ? session.available_verification_factors
    : [];
  return listed.filter((entry): entry is CodeChannel => entry === 'SMS' || entry === 'EMAIL');
}

export interface WalletSignUp {
  email: string;
  phone?: string;
  /** ISO 3166-1 alpha-2; the provider takes US when absent. */
  country?: string;
  legalName?: string;
  /** Spec 001's consent action, e.g. `clicked_checkbox_nospm_mobile_v0`. */
  consentAction: string;
  locale?: string;
}

/** Without a session (no lookup yet, or logged out) the provider's own answer, unasked. */
const SESSION_MISSING: WireError = {
  type: 'invalid_request_error',
  code: 'consumer_session_credentials_invalid',
  message: 'The consumer session credentials are invalid or have expired.',
  param: 'credentials[consumer_session_client_secret]',
};

/** The code the provider answers for an expired or unknown consumer session secret. */
const CREDENTIALS_INVALID = 'consumer_session_credentials_invalid';

/** Spec 001 §9: a lookup is tried at most twice (again only on an error without a code). */
export const LOOKUP_ATTEMPTS = 2;
/** Spec 001 §9: a share is retried twice on fetch errors (three attempts in all). */
export const SHARE_RETRIES = 2;

/** Spec 001 §8: a consumer api error whose message says the session expired is retried. */
const SESSION_EXPIRED_MESSAGE = /consumer session is expired/i;

export interface WalletClientOptions {
  /** Where verified logins are remembered across page loads (the login-storage frame). */
  logins?: LoginStore;
  /** Told each credential cache action this client made, to mirror it to other windows. */
  onAction?: (action: CredentialAction) => void;
}

/**
 * The wallet (spec 001) as the controller uses it, with the publishable key: look a shopper up
 * by e-mail or by a remembered login, prove the account with a one-time code, sign up, list the
 * saved cards and share one into a card PaymentMethod for this merchant. It keeps the consumer
 * sessions' secrets, which the provider rotates on every verification, in @kassa/core's
 * credential cache (one session active); they stay in the controller (and, once verified, the
 * login-storage frame): frames only ever see a WalletShopper and WalletCards.
 */
export class WalletClient {
  readonly #api: ApiClient;
  readonly #logins: LoginStore | undefined;
  readonly #onAction: ((action: CredentialAction) => void) | undefined;
  #cache: CredentialCache = EMPTY_CREDENTIAL_CACHE;
  #shopper: WalletShopper | null = null;
  /** Moves on with every lookup, sign-up and log-out: a stored sign-in that started before yields. */
  #epoch = 0;
  #signingIn: Promise<boolean> | null = null;
  /** A verification (code or passkey) was started in the active session and not confirmed. */
  #verifying = false;
  /** Lookups by e-mail (lookupCacheKey), cleared by a confirmation, a sign-up and a log-out. */
  readonly #lookups = new Map<
    string,
    {
      value: WalletLookup;
      shopper: WalletShopper | null;
      verifying: boolean;
    }
  >();
  /** Listed bank accounts' ids: they share as us_bank_account, every other detail as card. */
  readonly #bankAccounts = new Set<string>();

  constructor(api: ApiClient, options: WalletClientOptions = {}) {
    this.#api = api;
    this.#logins = options.logins;
    this.#onAction = options.onAction;
  }

  /** The active session's secret, or null. */
  get #secret(): string | null {
    return activeCredentials(this.#cache)?.consumerSessionClientSecret ?? null;
  }

  /** The credential cache, read only (for tests and the controller's mirrors). */
  get credentials(): CredentialCache {
    return this.#cache;
  }

  /** Applies a cache action made here, and tells the mirrors; a refused one changes nothing. */
  #dispatch(action: CredentialAction): boolean {
    const result = applyCredentialAction(this.#cache, action);
    if (!result.ok) return false;
    this.#cache = result.cache;
    this.#onAction?.(action);
    return true;
  }

  /**
   * Applies an action another window made (spec 001 §4: actions are mirrored to synced
   * windows). What names the other window's own active session (activating, a new e-mail, its
   * auth secret, forgetting "the active one") is not this window's business and is left out;
   * stored credentials come in inactive; a rotated secret, a forgotten e-mail and a log-out
   * (clearCredentials) apply. Answers true when it ended this client's active session: the
   * shopper logged out elsewhere, so this window shows them logged out too.
   */
  mirror(action: CredentialAction): boolean {
    let mirrored: CredentialAction;
    if (action.type === 'storeCredentials') mirrored = { ...action, activate: false };
    else if (
      action.type === 'clearConsumerSessionClientSecret' &&
      action.emailAddress !== undefined
    )
      mirrored = action;
    else if (
      action.type === 'updateConsumerSessionClientSecret' ||
      action.type === 'clearCredentials'
    )
      mirrored = action;
    else return false;
    const before = this.#cache.activeKey;
    const result = applyCredentialAction(this.#cache, mirrored);
    if (!result.ok) return false;
    this.#cache = result.cache;
    if (before === null || result.cache.activeKey !== null || this.#shopper === null) return false;
    this.#epoch += 1;
    this.#lookups.clear();
    this.#shopper = null;
    return true;
  }

  /** The shopper the current session is for, or null before a lookup or after a log-out. */
  get shopper(): WalletShopper | null {
    return this.#shopper;
  }

  /**
   * Looks an e-mail up. `exists` false: no account (the session kept is one a sign-up can
   * use). A new lookup replaces the previous session, as a new e-mail in the field does.
   * `surface`: where the shopper typed it (the Link Authentication Element unless said).
   */
  async lookup(
    email: string,
    surface: RequestSurface = 'linkAuthenticationElement',
  ): Promise<WalletResult<WalletLookup>> {
    // The e-mail of the session already verified here (a remembered login, filled in): kept.
    const shopper = this.#shopper;
    if (shopper?.verified && credentialCacheKey(shopper.email) === credentialCacheKey(email)) {
      return { ok: true, value: { exists: true, hasPasskey: false, factors: [] } };
    }
    this.#epoch += 1;
    // Spec 001 §4: a lookup is cached (by e-mail here: one page, no cookies); an e-mail typed
    // again gets its session back (activateSession) rather than a new one.
    const key = lookupCacheKey({ emailAddress: email });
    const cached = this.#lookups.get(key);
    if (cached !== undefined && this.#dispatch({ type: 'activateSession', emailAddress: email })) {
      this.#shopper = cached.shopper;
      this.#verifying = cached.verifying;
      return { ok: true, value: cached.value };
    }
    let answer = await this.#lookupByEmail(email, surface);
    // Spec 001 §7/§9: an error without a code (no connection, a 5xx) is asked once more.
    for (let attempt = 1; attempt < LOOKUP_ATTEMPTS && !answer.ok; attempt += 1) {
      if (answer.error.code !== undefined) break;
      answer = await this.#lookupByEmail(email, surface);
    }
    if (!answer.ok) return failed(answer);
    const exists = answer.body.exists === true;
    this.#take(answer.body.consumer_session, asString(answer.body.publishable_key));
    if (!exists) this.#shopper = null;
    const hasPasskey = exists && asObject(answer.body.settings).has_passkey === true;
    const factors = exists ? codeChannels(asObject(answer.body.consumer_session)) : [];
    const value = { exists, hasPasskey, factors };
    this.#lookups.set(key, { value, shopper: this.#shopper, verifying: this.#verifying });
    return { ok: true, value };
  }

  #lookupByEmail(email: string, surface: RequestSurface): Promise<ApiResult> {
    return this.#api.post('consumers/sessions/lookup', {
      email_address: email.trim(),
      email_source: 'user_action',
      request_surface: REQUEST_SURFACES[surface],
    });
  }

  /** Sends a new one-time code (the previous one stops working). */
  /** A code by `type`, or without it by the provider's default channel. */
  async startVerification(
    type?: CodeChannel,
    locale?: string,
  ): Promise<WalletResult<WalletStarted>> {
    const answer = await this.#session('consumers/sessions/start_verification', {
      ...(type === undefined ? {} : { type }),
      ...(locale === undefined ? {} : { locale }),
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    this.#started();
    const sent = answer.body.type;
    return {
      ok: true,
      value: {
        channel: sent === 'SMS' || sent === 'EMAIL' ? sent : (type ?? 'EMAIL'),
        factors: codeChannels(asObject(answer.body.consumer_session)),
        hasPasskey: answer.body.has_passkey === true,
      },
    };
  }

  /**
   * Checks the shopper's code; the session is then verified under a new secret. Without a
   * verification started in the session, refused before any call: LJS005 (spec 001 §8).
   */
  async confirmVerification(type: CodeChannel, code: string): Promise<WalletResult<null>> {
    const unstarted = this.#unstarted();
    if (unstarted !== null) return unstarted;
    const answer = await this.#session('consumers/sessions/confirm_verification', {
      type,
      code: code.trim(),
    });
    return this.#confirmed(answer);
  }

  /**
   * Passkey sign-in, step one (start_verification type WEBAUTHN): a fresh single-use challenge
   * and the account's passkeys, as options for navigator.credentials.get().
   */
  async passkeySignInOptions(): Promise<
    WalletResult<{ options: JsonObject; factors: CodeChannel[] }>
  > {
    const answer = await this.#session('consumers/sessions/start_verification', {
      type: 'WEBAUTHN',
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    this.#started();
    const options = signInOptions(answer.body);
    if (!options.ok) return options;
    // The account's code channels, told with the start (a lookup tells none: issue 31).
    const factors = codeChannels(asObject(answer.body.consumer_session));
    return { ok: true, value: { options: options.value, factors } };
  }

  /**
   * Passkey sign-in, step two: the assertion (JSON) for the open challenge, with spec 001's
   * placeholder code; the session is then verified under a new secret.
   */
  async confirmPasskey(credential: string): Promise<WalletResult<null>> {
    const unstarted = this.#unstarted();
    if (unstarted !== null) return unstarted;
    const answer = await this.#session('consumers/sessions/confirm_verification', {
      type: 'WEBAUTHN',
      code: WEBAUTHN_PLACEHOLDER_CODE,
      webauthn_credential_data: credential,
    });
    return this.#confirmed(answer);
  }

  /**
   * A confirm_verification's answer (never retried here: the provider counts wrong answers).
   * Spec 001 §9: a refusal that carries no session state (no code: the provider could not say
   * why) is "Generic error"; an answer without the session is one too. No connection stays
   * api_connection_error, a refused code keeps its own code.
   */
  #confirmed(answer: ApiResult): WalletResult<null> {
    if (answer.ok && isJsonObject(answer.body.consumer_session)) {
      this.#verified(answer.body);
      return { ok: true, value: null };
    }
    if (!answer.ok && (answer.status === 0 || answer.error.code !== undefined)) {
      return failed(answer);
    }
    return { ok: false, error: { type: 'api_error', message: LINK_MESSAGES_EN.generic_error } };
  }

  /** Options for navigator.credentials.create(), in a session a one-time code verified. */
  async passkeyRegistrationOptions(): Promise<WalletResult<JsonObject>> {
    const answer = await this.#session('consumers/passkeys/registration_options', {});
    return answer.ok ? options(answer.body) : failed(answer);
  }

  /** Stores the passkey navigator.credentials.create() made (JSON) on the account. */
  async registerPasskey(credential: string): Promise<WalletResult<null>> {
    const answer = await this.#session('consumers/passkeys/register', { credential });
    return answer.ok ? { ok: true, value: null } : failed(answer);
  }

  /** Creates the account; its session may fill the new, empty wallet at once. */
  async signUp(details: WalletSignUp): Promise<WalletResult<null>> {
    this.#epoch += 1;
    this.#lookups.clear();
    const answer = await this.#api.post('consumers/accounts/sign_up', {
      email_address: details.email.trim(),
      ...(details.phone === undefined ? {} : { phone_number: details.phone }),
      ...(details.country === undefined ? {} : { country: details.country }),
      ...(details.legalName === undefined ? {} : { legal_name: details.legalName }),
      ...(details.locale === undefined ? {} : { locale: details.locale }),
      consent_action: details.consentAction,
      request_surface: REQUEST_SURFACES.paymentElement,
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session, asString(answer.body.publishable_key));
    // The session that made the account may fill its wallet: remembered like a verified one.
    this.#remember();
    return { ok: true, value: null };
  }

  /** The wallet's cards and bank accounts, the default first. */
  async listCards(): Promise<WalletResult<WalletCard[]>> {
    const answer = await this.#session('consumers/payment_details/list', {
      types: ['card', 'bank_account'],
    });
    if (!answer.ok) return failed(answer);
    const cards = listOf(answer.body.redacted_payment_details)
      .map(walletCard)
      .filter((card): card is WalletCard => card !== null);
    for (const card of cards) if (card.bankName !== null) this.#bankAccounts.add(card.id);
    cards.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return { ok: true, value: cards };
  }

  /**
   * A bank-linking session to add a bank account to the wallet (consumers/link_account_sessions):
   * the dialog opens with its id and client secret.
   */
  async startBankLinking(): Promise<WalletResult<{ id: string; clientSecret: string }>> {
    const answer = await this.#session('consumers/link_account_sessions', {});
    if (!answer.ok) return failed(answer);
    const id = asString(answer.body.id);
    const clientSecret = asString(answer.body.client_secret);
    if (id === undefined || clientSecret === undefined) {
      return {
        ok: false,
        error: { type: 'api_error', message: 'The wallet answered no bank-linking session.' },
      };
    }
    return { ok: true, value: { id, clientSecret } };
  }

  /**
   * Saves the account the shopper linked in that session as a wallet bank account (no numbers
   * pass here: the provider reads them from the linked account): the new payment details' id.
   */
  async addLinkedBankAccount(financialConnectionsAccount: string): Promise<WalletResult<string>> {
    const answer = await this.#session('consumers/payment_details', {
      type: 'bank_account',
      bank_account: { financial_connections_account: financialConnectionsAccount },
    });
    if (!answer.ok) return failed(answer);
    const id = asString(asObject(answer.body.redacted_payment_details).id);
    if (id === undefined) {
      return {
        ok: false,
        error: { type: 'api_error', message: 'The wallet answered no payment details.' },
      };
    }
    this.#bankAccounts.add(id);
    return { ok: true, value: id };
  }

  /**
   * The wallet's shipping addresses, the default first, in the Address Element's value shape
   * (`name`, `address.line1`…): what an Address Element may offer a verified shopper.
   */
  async listShippingAddresses(): Promise<WalletResult<WalletShippingAddress[]>> {
    const answer = await this.#session('consumers/shipping_addresses/list', {});
    if (!answer.ok) return failed(answer);
    const addresses = listOf(answer.body.shipping_addresses)
      .map(walletShippingAddress)
      .filter((entry): entry is WalletShippingAddress => entry !== null);
    addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return { ok: true, value: addresses };
  }

  /**
   * Shares a saved card into a PaymentMethod on this merchant: its id, to confirm with. A card
   * shares as a `link` method when `asLink`, otherwise as a card (passthrough); a bank account
   * always as us_bank_account.
   */
  async share(
    paymentDetailsId: string,
    asLink = false,
    cvc?: string,
  ): Promise<WalletResult<string>> {
    const shared = await this.sharePaymentMethod(paymentDetailsId, asLink, cvc);
    return shared.ok ? { ok: true, value: shared.value.id as string } : shared;
  }

  /**
   * The same share, answering the whole PaymentMethod (createPaymentMethod returns it). `cvc`:
   * the code the shopper typed again after a decline (spec 001 §4), for the card's check.
   * Spec 001 §8/§9: a fetch error is retried twice (a share is idempotent for the shopper); an
   * expired session (consumer_session_expired) is the session-expired error, every other
   * refusal the generic consumer api error.
   */
  async sharePaymentMethod(
    paymentDetailsId: string,
    asLink = false,
    cvc?: string,
  ): Promise<WalletResult<JsonObject>> {
    const bank = this.#bankAccounts.has(paymentDetailsId);
    const params = {
      id: paymentDetailsId,
      expected_payment_method_type: bank ? 'us_bank_account' : asLink ? 'link' : 'card',
      ...(cvc === undefined || bank ? {} : { payment_method_options: { card: { cvc } } }),
    };
    let answer = await this.#session('consumers/payment_details/share', params);
    for (let retry = 0; retry < SHARE_RETRIES && !answer.ok && answer.status === 0; retry += 1) {
      if (this.#secret === null) break;
      answer = await this.#session('consumers/payment_details/share', params);
    }
    if (!answer.ok) return { ok: false, error: shareError(answer) };
    const method = asObject(answer.body.payment_method);
    if (asString(method.id) === undefined) {
      return {
        ok: false,
        error: { type: 'api_error', message: 'The wallet answered no payment method.' },
      };
    }
    return { ok: true, value: method };
  }

  /**
   * Saves a card the shopper just paid with into the wallet (the sign-up while paying): the
   * raw details go from the controller to the provider only, as every card's do.
   */
  async saveCard(
    card: JsonObject,
    billing: JsonObject,
    email: string,
  ): Promise<WalletResult<null>> {
    const answer = await this.#session('consumers/payment_details', {
      type: 'card',
      card,
      billing_address: billing,
      billing_email_address: email,
      is_default: true,
    });
    return answer.ok ? { ok: true, value: null } : failed(answer);
  }

  /**
   * Saves a shipping address the shopper entered (in the Address Element's value shape) into
   * the wallet, for their next visit; the wallet's first becomes its default.
   */
  async addShippingAddress(shipping: {
    name: string;
    address: WalletShippingAddress['address'];
  }): Promise<WalletResult<null>> {
    const { address } = shipping;
    const answer = await this.#session('consumers/shipping_addresses', {
      address: {
        name: shipping.name,
        line_1: address.line1,
        ...(address.line2 ? { line_2: address.line2 } : {}),
        locality: address.city,
        ...(address.state ? { administrative_area: address.state } : {}),
        postal_code: address.postal_code,
        country_code: address.country,
      },
    });
    return answer.ok ? { ok: true, value: null } : failed(answer);
  }

  /**
   * Changes a saved card or bank account: a card's new expiry and/or it made the default
   * (spec 001's update-saved view). The caller lists the wallet again for the new state.
   */
  async updateDetails(
    id: string,
    change: { expMonth?: number; expYear?: number; isDefault?: true },
  ): Promise<WalletResult<null>> {
    const answer = await this.#session(`consumers/payment_details/${encodeURIComponent(id)}`, {
      ...(change.expMonth === undefined ? {} : { exp_month: change.expMonth }),
      ...(change.expYear === undefined ? {} : { exp_year: change.expYear }),
      ...(change.isDefault ? { is_default: true } : {}),
      request_surface: 'web_payment_element',
    });
    return answer.ok ? { ok: true, value: null } : failed(answer);
  }

  /** Removes a saved card or bank account from the wallet (spec 001's remove-saved view). */
  async removeDetails(id: string): Promise<WalletResult<null>> {
    const answer = await this.#session(
      `consumers/payment_details/${encodeURIComponent(id)}`,
      { request_surface: 'web_payment_element' },
      'DELETE',
    );
    if (!answer.ok) return failed(answer);
    this.#bankAccounts.delete(id);
    return { ok: true, value: null };
  }

  /**
   * Ends the session on the provider and forgets it here (the credential cache, every window
   * mirroring it, and the remembered login), whatever the provider answered.
   */
  async logOut(): Promise<void> {
    this.#epoch += 1;
    const email = activeCredentials(this.#cache)?.emailAddress ?? this.#shopper?.email;
    if (this.#secret !== null) await this.#session('consumers/sessions/log_out', {});
    this.#dispatch({ type: 'clearCredentials' });
    this.#lookups.clear();
    this.#shopper = null;
    if (email !== undefined && email !== '') await this.#logins?.forget(email);
  }

  /**
   * Spec 001 §4, sign-in with stored credentials: skipped when a shopper is already signed in
   * or a sign-in is under way. Each remembered login is looked up by its secret in turn (an
   * idle-expired one extended once and tried again); the first whose session is verified (or
   * is the sign-up's) becomes the signed-in shopper. A login the provider refuses is forgotten;
   * one that could not be asked (no connection) is kept. Answers whether a shopper signed in.
   */
  signInWithStoredCredentials(): Promise<boolean> {
    if (this.#logins === undefined || this.#shopper?.verified) return Promise.resolve(false);
    this.#signingIn ??= this.#signIn(this.#logins).finally(() => {
      this.#signingIn = null;
    });
    return this.#signingIn;
  }

  async #signIn(logins: LoginStore): Promise<boolean> {
    const epoch = this.#epoch;
    for (const login of await logins.getLogins()) {
      if (this.#epoch !== epoch) return false;
      const found = await this.#lookupByCredential(login.consumerSessionClientSecret);
      // The shopper typed an e-mail (or logged out) meanwhile: theirs wins.
      if (this.#epoch !== epoch) return false;
      if (found.ok) {
        const session = asObject(found.body.consumer_session);
        const usable =
          found.body.exists === true &&
          listOf(session.verification_sessions).some((entry) => {
            const { state, type } = asObject(entry);
            return state === 'VERIFIED' || (type === 'SIGNUP' && state === 'STARTED');
          });
        if (usable) {
          this.#take(session, login.consumerPublishableKey ?? undefined, true);
          this.#remember();
          return true;
        }
      } else if (found.status === 0) continue;
      await logins.forget(login.emailAddress);
    }
    return false;
  }

  /** A lookup by a stored secret (no e-mail), extended once and retried if it was idle. */
  async #lookupByCredential(secret: string): Promise<ApiResult> {
    const lookup = (current: string) =>
      this.#api.post('consumers/sessions/lookup', {
        credentials: { consumer_session_client_secret: current },
        request_surface: REQUEST_SURFACES.linkAuthenticationElement,
      });
    const first = await lookup(secret);
    if (first.ok || first.error.code !== CREDENTIALS_INVALID) return first;
    const renewed = await this.#extend(secret);
    return renewed === null ? first : lookup(renewed);
  }

  /** consumers/sessions/extend: the session's new secret, or null when it cannot be revived. */
  async #extend(secret: string): Promise<string | null> {
    const answer = await this.#api.post('consumers/sessions/extend', {
      credentials: { consumer_session_client_secret: secret },
    });
    return answer.ok
      ? (asString(asObject(answer.body.consumer_session).client_secret) ?? null)
      : null;
  }

  /**
   * A call in the active session. Spec 001 §4/§8: an expired secret
   * (consumer_session_credentials_invalid) extends the session once and retries once.
   */
  async #session(
    path: string,
    params: Record<string, unknown>,
    method: 'POST' | 'DELETE' = 'POST',
  ): Promise<ApiResult> {
    const secret = this.#secret;
    if (secret === null) return { ok: false, status: 0, error: SESSION_MISSING };
    const call = (current: string) => {
      const withCredentials = {
        ...params,
        credentials: { consumer_session_client_secret: current },
      };
      return method === 'DELETE'
        ? this.#api.delete(path, withCredentials)
        : this.#api.post(path, withCredentials);
    };
    const first = await call(secret);
    if (first.ok || path === 'consumers/sessions/log_out') return first;
    if (
      SESSION_EXPIRED_MESSAGE.test(first.error.message) &&
      first.error.code !== 'consumer_session_expired' &&
      path !== 'consumers/sessions/confirm_verification'
    ) {
      // Spec 001 §8: a consumer api error saying the session is expired is tried once more
      // (never a code's confirmation: the provider counts each answer it checks).
      return call(this.#secret ?? secret);
    }
    if (first.error.code !== CREDENTIALS_INVALID) return first;
    const renewed = await this.#extend(secret);
    const active = activeCredentials(this.#cache);
    if (renewed === null || active === null) return first;
    this.#dispatch({
      type: 'updateConsumerSessionClientSecret',
      emailAddress: active.emailAddress,
      consumerSessionClientSecret: renewed,
    });
    if (active.lifetime === 'persistent') this.#remember();
    return call(renewed);
  }

  /** A verification started in the active session: its cached lookup says so too. */
  #started(): void {
    this.#verifying = true;
    const active = activeCredentials(this.#cache);
    const cached =
      active === null
        ? undefined
        : this.#lookups.get(lookupCacheKey({ emailAddress: active.emailAddress }));
    if (cached !== undefined) cached.verifying = true;
  }

  /** LJS005 when there is a session but no verification started in it; else null. */
  #unstarted(): { ok: false; error: WireError } | null {
    if (this.#secret === null || this.#verifying) return null;
    return {
      ok: false,
      error: { type: 'invalid_request_error', code: 'LJS005', message: LINK_ERROR_CODES.LJS005 },
    };
  }

  /** After a code or passkey confirmation: the session, its auth secret, remembered. */
  #verified(body: JsonObject): void {
    this.#take(body.consumer_session, undefined);
    this.#verifying = false;
    this.#lookups.clear();
    const auth = asString(body.auth_session_client_secret);
    if (auth !== undefined && auth !== '')
      this.#dispatch({ type: 'setAuthSessionClientSecret', authSessionClientSecret: auth });
    if (this.#shopper?.verified) this.#remember();
  }

  /** Makes the active session's credentials persistent, in the cache and the storage frame. */
  #remember(): void {
    const active = activeCredentials(this.#cache);
    if (active === null) return;
    const login: RememberedLogin = {
      consumerSessionClientSecret: active.consumerSessionClientSecret,
      consumerPublishableKey: active.consumerPublishableKey,
      emailAddress: active.emailAddress,
      lifetime: 'persistent',
    };
    this.#dispatch({
      type: 'storeCredentials',
      credentials: { ...active, ...login },
      activate: true,
    });
    void this.#logins?.remember(login);
  }

  /**
   * Takes a session the provider answered: its secret becomes the active credentials (for its
   * e-mail), and its shopper the one the frames hear of. `trusted`: a remembered login's
   * session, signed in without a code here.
   */
  #take(session: Json | undefined, consumerPublishableKey?: string, trusted = false): void {
    const object = asObject(session);
    const secret = asString(object.client_secret);
    const email = asString(object.email_address) ?? this.#shopper?.email ?? '';
    if (secret !== undefined) {
      const known = activeCredentials(this.#cache);
      const same =
        known !== null && credentialCacheKey(known.emailAddress) === credentialCacheKey(email);
      const lifetime: CredentialLifetime = same ? known.lifetime : 'ephemeral';
      // The provider always answers the session's e-mail; without one nothing is kept.
      this.#dispatch({
        type: 'storeCredentials',
        credentials: {
          consumerSessionClientSecret: secret,
          consumerPublishableKey:
            consumerPublishableKey ?? (same ? known.consumerPublishableKey : null),
          emailAddress: email,
          lifetime,
        },
        activate: true,
      });
    }
    const verified =
      trusted ||
      listOf(object.verification_sessions).some(
        (entry) => asString(asObject(entry).state) === 'VERIFIED',
      );
    // A session answered with a code or passkey verification under way may confirm it.
    this.#verifying = listOf(object.verification_sessions).some((entry) => {
      const { state, type } = asObject(entry);
      return state === 'STARTED' && type !== 'SIGNUP';
    });
    this.#shopper = {
      email,
      redactedPhone: asString(object.redacted_formatted_phone_number) ?? null,
      verified,
    };
  }
}

/** The code a passkey confirmation carries in place of a one-time code (spec 001 §9). */
export const WEBAUTHN_PLACEHOLDER_CODE = '000001';

/** Spec 001 §8's `internal_error`: a provider answer the passkey ceremony cannot use. */
const internalError = (message: string): { ok: false; error: WireError } => ({
  ok: false,
  error: { type: 'api_error', code: 'internal_error', message },
});

function options(value: Json | undefined): WalletResult<JsonObject> {
  const object = asObject(value);
  if (typeof object.challenge === 'string') return { ok: true, value: object };
  return internalError('The wallet answered no passkey challenge.');
}

/**
 * Spec 001 §4: a WebAuthn start must answer a matching webauthn session (a started WEBAUTHN
 * verification in the consumer session) with a challenge and at least one passkey; anything
 * else is §8's `internal_error` (missing or non-WebAuthn session, no challenge, no passkeys).
 */
export function signInOptions(body: JsonObject): WalletResult<JsonObject> {
  const session = listOf(asObject(body.consumer_session).verification_sessions)
    .map(asObject)
    .find((entry) => entry.type === 'WEBAUTHN' && entry.state === 'STARTED');
  if (session === undefined) {
    return internalError('The wallet answered no WebAuthn verification session.');
  }
  const parameters = asObject(body.webauthn_fetch_parameters);
  if (typeof parameters.challenge !== 'string' || parameters.challenge === '') {
    return internalError('The wallet answered no passkey challenge.');
  }
  if (listOf(parameters.allowCredentials).length === 0) {
    return internalError('The wallet answered no passkey to sign in with.');
  }
  return { ok: true, value: parameters };
}

/** A JSON array's entries; none for anything else. */
const listOf = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);

/**
 * A refused call's error, as spec 001 §8 names them: no connection is api_connection_error,
 * an answer that is not JSON unexpected_error, anything else the provider's own error; with the
 * provider's HTTP status when it answered one (0: no answer).
 */
function failed(answer: Extract<ApiResult, { ok: false }>): {
  ok: false;
  error: WireError;
  status: number;
} {
  if (answer.unreadable) {
    return {
      ok: false,
      error: { ...answer.error, type: 'api_error', code: 'unexpected_error' },
      status: answer.status,
    };
  }
  return { ok: false, error: answer.error, status: answer.status };
}

/** A share's refusal (spec 001 §8): session expired, or generic; no connection stays itself. */
function shareError(answer: Extract<ApiResult, { ok: false }>): WireError {
  const error = failed(answer).error;
  // No connection, an unreadable answer and a refused card (its CVC) keep their own error.
  if (['api_connection_error', 'card_error'].includes(error.type)) return error;
  if (error.code === 'unexpected_error') return error;
  if (error.code === 'consumer_session_expired') {
    return {
      type: 'invalid_request_error',
      code: 'consumer_session_expired',
      message: CONTROLLER_MESSAGES_EN.consumer_session_expired,
    };
  }
  return { type: 'api_error', message: CONTROLLER_MESSAGES_EN.consumer_api_error };
}

function walletCard(entry: Json): WalletCard | null {
  const object = asObject(entry);
  const id = asString(object.id);
  if (object.type === 'BANK_ACCOUNT') {
    const bank = asObject(object.bank_account_details);
    const last4 = asString(bank.last4);
    if (id === undefined || last4 === undefined) return null;
    return {
      id,
      brand: 'unknown',
      last4,
      expMonth: 0,
      expYear: 0,
      isDefault: object.is_default === true,
      bankName: asString(bank.bank_name) ?? '',
      cvcFailed: false,
    };
  }
  const card = asObject(object.card_details);
  const last4 = asString(card.last4);
  if (id === undefined || last4 === undefined) return null;
  return {
    id,
    brand: asString(card.brand) ?? 'unknown',
    last4,
    expMonth: typeof card.exp_month === 'number' ? card.exp_month : 0,
    expYear: typeof card.exp_year === 'number' ? card.exp_year : 0,
    isDefault: object.is_default === true,
    bankName: null,
    cvcFailed: object.cvc_check === 'FAIL' || asObject(card.checks).cvc_check === 'FAIL',
  };
}

function walletShippingAddress(entry: Json): WalletShippingAddress | null {
  const object = asObject(entry);
  const address = asObject(object.address);
  const id = asString(object.id);
  const country = asString(address.country_code);
  if (id === undefined || country === undefined) return null;
  const text = (key: string) => asString(address[key]) ?? '';
  return {
    id,
    isDefault: object.is_default === true,
    name: text('name'),
    address: {
      line1: text('line_1'),
      line2: asString(address.line_2) ?? null,
      city: text('locality'),
      state: text('administrative_area'),
      postal_code: text('postal_code'),
      country,
    },
  };
}
