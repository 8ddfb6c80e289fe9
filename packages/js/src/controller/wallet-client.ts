import {
  asObject,
  asString,
  type Json,
  type JsonObject,
  type WalletShippingAddress,
  type WireError,
} from '@kassa/protocol';
import type { ApiClient, ApiResult } from './api-client.js';

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
}

export type WalletResult<T> = { ok: true; value: T } | { ok: false; error: WireError };

export type CodeChannel = 'EMAIL' | 'SMS';

/** A lookup: whether the account exists, has a passkey, and the code channels it can be sent. */
export interface WalletLookup {
  exists: boolean;
  hasPasskey: boolean;
  factors: CodeChannel[];
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

/**
 * The wallet (spec 001) as the controller uses it, with the publishable key: look a shopper up
 * by e-mail, prove the account with a one-time code, sign up, list the saved cards and share one
 * into a card PaymentMethod for this merchant. It holds the consumer session's secret, which the
 * provider rotates on every verification; that secret stays in the controller: frames only ever
 * see a WalletShopper and WalletCards.
 */
export class WalletClient {
  readonly #api: ApiClient;
  #secret: string | null = null;
  #shopper: WalletShopper | null = null;
  /** Listed bank accounts' ids: they share as us_bank_account, every other detail as card. */
  readonly #bankAccounts = new Set<string>();

  constructor(api: ApiClient) {
    this.#api = api;
  }

  /** The shopper the current session is for, or null before a lookup or after a log-out. */
  get shopper(): WalletShopper | null {
    return this.#shopper;
  }

  /**
   * Looks an e-mail up. `exists` false: no account (the session kept is one a sign-up can
   * use). A new lookup replaces the previous session, as a new e-mail in the field does.
   */
  async lookup(email: string): Promise<WalletResult<WalletLookup>> {
    const answer = await this.#api.post('consumers/sessions/lookup', {
      email_address: email.trim(),
      email_source: 'user_action',
      request_surface: 'web_link_authentication_in_payment_element',
    });
    if (!answer.ok) return failed(answer);
    const exists = answer.body.exists === true;
    this.#take(answer.body.consumer_session);
    if (!exists) this.#shopper = null;
    const hasPasskey = exists && asObject(answer.body.settings).has_passkey === true;
    const factors = exists ? codeChannels(asObject(answer.body.consumer_session)) : [];
    return { ok: true, value: { exists, hasPasskey, factors } };
  }

  /** Sends a new one-time code (the previous one stops working). */
  async startVerification(type: CodeChannel, locale?: string): Promise<WalletResult<null>> {
    const answer = await this.#session('consumers/sessions/start_verification', {
      type,
      ...(locale === undefined ? {} : { locale }),
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    return { ok: true, value: null };
  }

  /** Checks the shopper's code; the session is then verified under a new secret. */
  async confirmVerification(type: CodeChannel, code: string): Promise<WalletResult<null>> {
    const answer = await this.#session('consumers/sessions/confirm_verification', {
      type,
      code: code.trim(),
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    return { ok: true, value: null };
  }

  /**
   * Passkey sign-in, step one (start_verification type WEBAUTHN): a fresh single-use challenge
   * and the account's passkeys, as options for navigator.credentials.get().
   */
  async passkeySignInOptions(): Promise<WalletResult<JsonObject>> {
    const answer = await this.#session('consumers/sessions/start_verification', {
      type: 'WEBAUTHN',
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    return signInOptions(answer.body);
  }

  /**
   * Passkey sign-in, step two: the assertion (JSON) for the open challenge, with spec 001's
   * placeholder code; the session is then verified under a new secret.
   */
  async confirmPasskey(credential: string): Promise<WalletResult<null>> {
    const answer = await this.#session('consumers/sessions/confirm_verification', {
      type: 'WEBAUTHN',
      code: WEBAUTHN_PLACEHOLDER_CODE,
      webauthn_credential_data: credential,
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
    return { ok: true, value: null };
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
    const answer = await this.#api.post('consumers/accounts/sign_up', {
      email_address: details.email.trim(),
      ...(details.phone === undefined ? {} : { phone_number: details.phone }),
      ...(details.country === undefined ? {} : { country: details.country }),
      ...(details.legalName === undefined ? {} : { legal_name: details.legalName }),
      ...(details.locale === undefined ? {} : { locale: details.locale }),
      consent_action: details.consentAction,
      request_surface: 'web_payment_element',
    });
    if (!answer.ok) return failed(answer);
    this.#take(answer.body.consumer_session);
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
  async share(paymentDetailsId: string, asLink = false): Promise<WalletResult<string>> {
    const shared = await this.sharePaymentMethod(paymentDetailsId, asLink);
    return shared.ok ? { ok: true, value: shared.value.id as string } : shared;
  }

  /** The same share, answering the whole PaymentMethod (createPaymentMethod returns it). */
  async sharePaymentMethod(
    paymentDetailsId: string,
    asLink = false,
  ): Promise<WalletResult<JsonObject>> {
    const answer = await this.#session('consumers/payment_details/share', {
      id: paymentDetailsId,
      expected_payment_method_type: this.#bankAccounts.has(paymentDetailsId)
        ? 'us_bank_account'
        : asLink
          ? 'link'
          : 'card',
    });
    if (!answer.ok) return failed(answer);
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

  /** Ends the session on the provider and forgets it here, whatever the provider answered. */
  async logOut(): Promise<void> {
    if (this.#secret !== null) await this.#session('consumers/sessions/log_out', {});
    this.#secret = null;
    this.#shopper = null;
  }

  #session(
    path: string,
    params: Record<string, unknown>,
    method: 'POST' | 'DELETE' = 'POST',
  ): Promise<ApiResult> {
    const secret = this.#secret;
    if (secret === null) return Promise.resolve({ ok: false, status: 0, error: SESSION_MISSING });
    const withCredentials = {
      ...params,
      credentials: { consumer_session_client_secret: secret },
    };
    return method === 'DELETE'
      ? this.#api.delete(path, withCredentials)
      : this.#api.post(path, withCredentials);
  }

  #take(session: Json | undefined): void {
    const object = asObject(session);
    const secret = asString(object.client_secret);
    if (secret !== undefined) this.#secret = secret;
    const verified = listOf(object.verification_sessions).some(
      (entry) => asString(asObject(entry).state) === 'VERIFIED',
    );
    this.#shopper = {
      email: asString(object.email_address) ?? this.#shopper?.email ?? '',
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

function failed(answer: Extract<ApiResult, { ok: false }>): { ok: false; error: WireError } {
  return { ok: false, error: answer.error };
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
