import type { ConsumerAccountRow, ConsumerSessionRow, VerificationRow } from './consumer-rows.js';

/** One verification of a consumer session as the wire shows it (spec 001 §3). */
export interface VerificationSessionObject {
  id: string;
  type: 'SMS' | 'EMAIL' | 'SIGNUP' | 'WEBAUTHN';
  state: 'STARTED' | 'VERIFIED';
  verification_token: null;
}

export interface ConsumerSessionObject {
  client_secret: string;
  email_address: string;
  redacted_formatted_phone_number: string | null;
  phone_number_country: string | null;
  unredacted_phone_number: null;
  verification_sessions: VerificationSessionObject[];
  /**
   * The one-time code channels the account can be sent (spec 001 §3), so the browser picks its
   * smart default (SMS when the account has a phone) and offers the other; none for a visitor.
   */
  available_verification_factors: ('SMS' | 'EMAIL')[];
  support_payment_details_types: string[];
}

export interface LookupObject {
  exists: boolean;
  consumer_session: ConsumerSessionObject;
  publishable_key: null;
  account_id: null;
  error_message: null;
  redacted_payment_details: null;
  shipping_addresses: null;
  displayable_payment_details: null;
  experiments: Record<string, never>;
  settings: {
    found_using_partial_cookie: false;
    full_name_collection_required: boolean;
    email_otp_requires_additional_info: false;
    email_otp_verify_phone_despite_sms_otp: false;
    has_passkey: boolean;
    has_previous_merchant_relationship: false;
    purchase_protections_holdback: false;
  };
}

const SUPPORTED_DETAILS = ['CARD', 'BANK_ACCOUNT'];

/** The last two digits, the rest as bullets: (•••) ••• ••42 becomes '•••• ••42' style. */
export function redactPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `(•••) ••• ••${digits.slice(-2)}`;
}

/**
 * A consumer session as the wallet client reads it. `contact: false` is the lookup's view: it
 * carries no contact data of the account (no masked phone, no country), so the answer for an
 * unknown e-mail and for a registered one differ only in `exists` and in the code channels a
 * registered account offers (whether it has a phone at all, as Stripe's lookup tells too: its
 * answer shows the masked phone the SMS code will go to).
 */
export function consumerSessionObject(
  secret: string,
  session: Pick<ConsumerSessionRow, 'email_key'>,
  account: ConsumerAccountRow | null,
  verifications: readonly VerificationRow[],
  contact: boolean,
  channels: ReadonlySet<string>,
): ConsumerSessionObject {
  return {
    client_secret: secret,
    email_address: account?.email ?? session.email_key,
    redacted_formatted_phone_number: contact && account?.phone ? redactPhone(account.phone) : null,
    phone_number_country: contact ? (account?.phone_country ?? null) : null,
    unredacted_phone_number: null,
    verification_sessions: verifications.flatMap((v) =>
      // A passkey being added is no verification of the session: not on the wire.
      v.state === 'CLOSED' || v.type === 'PASSKEY_REGISTRATION'
        ? []
        : [{ id: v.id, type: v.type, state: v.state, verification_token: null }],
    ),
    // The lookup's view (contact: false) tells no channels: they are told once a verification
    // starts, so every lookup answers alike apart from `exists` (issue 31).
    available_verification_factors: contact ? verificationFactors(account, channels) : [],
    support_payment_details_types: SUPPORTED_DETAILS,
  };
}

/**
 * The code channels of an account, among those the server can deliver (`channels`: 'sms',
 * 'email'): SMS only to a proven phone; a visitor's session has none.
 */
export function verificationFactors(
  account: ConsumerAccountRow | null,
  channels: ReadonlySet<string>,
): ('SMS' | 'EMAIL')[] {
  if (account === null) return [];
  const factors: ('SMS' | 'EMAIL')[] = [];
  if (account.phone && account.phone_verified && channels.has('sms')) factors.push('SMS');
  if (channels.has('email')) factors.push('EMAIL');
  return factors;
}

export function lookupObject(
  exists: boolean,
  session: ConsumerSessionObject,
  hasPasskey = false,
): LookupObject {
  return {
    exists,
    consumer_session: session,
    publishable_key: null,
    account_id: null,
    error_message: null,
    redacted_payment_details: null,
    shipping_addresses: null,
    displayable_payment_details: null,
    experiments: {},
    settings: {
      found_using_partial_cookie: false,
      // Whether a name is needed is decided at sign-up, for every e-mail alike.
      full_name_collection_required: false,
      email_otp_requires_additional_info: false,
      email_otp_verify_phone_despite_sms_otp: false,
      // Spec 001's lookup settings: whether the account can sign in with a passkey. A lookup by
      // e-mail answers false for every account (issue 31); start_verification tells it.
      has_passkey: hasPasskey,
      has_previous_merchant_relationship: false,
      purchase_protections_holdback: false,
    },
  };
}
