/**
 * What the controller frame reads from others: the payloads of the loader's and the element
 * frames' requests, and the answers element frames give it. These messages cross a trust
 * boundary (any frame of the provider origin can post one, and the merchant page writes the
 * loader's), so each payload is read field by field before a handler sees it.
 */
import { INVALID_BIN_PREFIX_MESSAGE, isValidBinPrefix } from '@kassa/core';
import { CHECKOUT_SESSION_PATTERN } from './checkout.js';
import {
  asObject,
  isJsonObject,
  readObject,
  readString,
  readWireError,
  wireErrorJson,
} from './json.js';
import type { Json, WireError } from './messages.js';
import type {
  ConfirmRequest,
  ControllerRequests,
  ElementRequests,
  FrameRequests,
  PayloadReaders,
  ResultReaders,
  SourceRequest,
  WalletRequest,
} from './requests.js';

/** A merchant's integration mistake: the loader throws it as an IntegrationError. */
export function integrationError(message: string): WireError {
  return { type: 'integration_error', message };
}

function invalidRequest(message: string): WireError {
  return { type: 'invalid_request_error', message };
}

/** `payload[key]` as a non-empty string, or the integration error the loader throws. */
export function requireString(payload: Json, key: string): string {
  const value = readString(payload, key);
  if (value === undefined) throw integrationError(`Missing \`${key}\` in the request.`);
  return value;
}

const groupRef = (p: Json) => ({ groupId: requireString(p, 'groupId') });
const groupOptions = (p: Json) => ({ ...groupRef(p), options: readObject(p, 'options') });
const frameRef = (p: Json) => ({ ...groupRef(p), frameId: requireString(p, 'frameId') });
const clientSecretRef = (p: Json) => ({ clientSecret: readString(p, 'clientSecret') });

function confirmRequest(p: Json): ConfirmRequest {
  return {
    groupId: readString(p, 'groupId'),
    frameId: readString(p, 'frameId'),
    clientSecret: readString(p, 'clientSecret'),
    method: readString(p, 'method'),
    params: readObject(p, 'params'),
  };
}

function sourceRequest(p: Json): SourceRequest {
  return {
    groupId: readString(p, 'groupId'),
    frameId: readString(p, 'frameId'),
    data: readObject(p, 'data'),
  };
}

export const CONTROLLER_PAYLOADS: PayloadReaders<ControllerRequests> = {
  'elements-create': groupOptions,
  'elements-update': groupOptions,
  'elements-fetch-updates': groupRef,
  'elements-submit': groupRef,
  // The element type is checked by the handler, which knows the types a group may mount.
  'element-mount': (p) => {
    const mode = readString(p, 'mode');
    return {
      ...frameRef(p),
      elementType: readString(p, 'elementType') ?? '',
      ...(mode === 'shipping' || mode === 'billing' ? { mode } : {}),
      ...(asObject(p).linkNever === true ? { linkNever: true as const } : {}),
    };
  },
  'element-unmount': frameRef,
  'confirm-payment': confirmRequest,
  'confirm-setup': confirmRequest,
  'confirm-card-payment': confirmRequest,
  'confirm-card-setup': confirmRequest,
  'confirm-method-payment': confirmRequest,
  'confirm-method-setup': confirmRequest,
  'verify-microdeposits-payment': confirmRequest,
  'verify-microdeposits-setup': confirmRequest,
  'collect-bank-account': confirmRequest,
  'retrieve-payment-intent': clientSecretRef,
  'retrieve-setup-intent': clientSecretRef,
  'handle-next-action': clientSecretRef,
  'handle-card-action': clientSecretRef,
  'challenge-cancel': (p) => ({ challengeId: requireString(p, 'challengeId') }),
  'create-confirmation-token': (p) => ({ ...groupRef(p), params: readObject(p, 'params') }),
  'create-token': (p) => ({
    groupId: readString(p, 'groupId'),
    frameId: readString(p, 'frameId'),
    tokenType: readString(p, 'tokenType'),
    data: readObject(p, 'data'),
  }),
  'create-payment-method': (p) => ({
    ...groupRef(p),
    frameId: readString(p, 'frameId'),
    params: readObject(p, 'params'),
  }),
  'create-source': sourceRequest,
  'retrieve-source': sourceRequest,
  'wallet-payment': (p) => ({
    wallet: requireString(p, 'wallet'),
    card: requireString(p, 'card'),
    billingDetails: readObject(p, 'billingDetails'),
    paymentMethod: asObject(p).paymentMethod === true,
    token: asObject(p).token === true,
    source: asObject(p).source === true,
  }),
  'wallet-domains': (p) => ({ currency: requireString(p, 'currency') }),
  'create-radar-session': () => ({}),
  'payment-page': (p) => {
    const sessionId = requireString(p, 'sessionId');
    if (!CHECKOUT_SESSION_PATTERN.test(sessionId))
      throw integrationError('`sessionId` is not a Checkout Session id.');
    const op = readString(p, 'op');
    if (op !== 'retrieve' && op !== 'init' && op !== 'update' && op !== 'confirm')
      throw integrationError('`op` must be retrieve, init, update or confirm.');
    return { sessionId, op, params: readObject(p, 'params') };
  },
};

/** Refused when a `wallet` request is not one of its three steps, well formed. */
export const WALLET_REQUEST_REFUSED =
  'wallet needs op lookup with an email, start, confirm with a 6-digit code, logout, add-bank, passkey-start, passkey-options, passkey-confirm or passkey-register with a credential, remove with an id, or update with an id and a new expiry or isDefault.';

/** A wallet payment detail's id, as the provider makes them. */
const WALLET_DETAIL_ID = /^[A-Za-z0-9_]{1,100}$/;

/** The longest passkey credential (JSON) a frame may send: real ones are a few kilobytes. */
export const MAX_PASSKEY_CREDENTIAL_LENGTH = 32_768;

function readWalletRequest(p: Json): WalletRequest {
  const op = readString(p, 'op');
  const channel = readString(p, 'channel') === 'SMS' ? 'SMS' : 'EMAIL';
  if (op === 'lookup') {
    const email = readString(p, 'email');
    if (email !== undefined && email.length <= 800) return { op, email };
  } else if (op === 'start') {
    const locale = readString(p, 'locale');
    // No channel (or an unknown one): the provider's default.
    const asked = readString(p, 'channel');
    const chosen: { channel?: 'SMS' | 'EMAIL' } =
      asked === 'SMS' || asked === 'EMAIL' ? { channel: asked } : {};
    return locale === undefined || locale.length > 35
      ? { op, ...chosen }
      : { op, ...chosen, locale };
  } else if (op === 'confirm') {
    const code = readString(p, 'code');
    if (code !== undefined && /^\d{6}$/.test(code)) return { op, channel, code };
  } else if (
    op === 'logout' ||
    op === 'add-bank' ||
    op === 'passkey-start' ||
    op === 'passkey-options'
  ) {
    return { op };
  } else if (op === 'remove' || op === 'update') {
    const id = readString(p, 'id');
    if (id !== undefined && WALLET_DETAIL_ID.test(id)) {
      if (op === 'remove') return { op, id };
      const update = readWalletUpdate(p);
      if (update !== null) return { op, id, ...update };
    }
  } else if (op === 'passkey-confirm' || op === 'passkey-register') {
    const credential = readString(p, 'credential');
    if (
      credential !== undefined &&
      credential.length > 0 &&
      credential.length <= MAX_PASSKEY_CREDENTIAL_LENGTH
    ) {
      return { op, credential };
    }
  }
  throw invalidRequest(WALLET_REQUEST_REFUSED);
}

/**
 * An update's changes: a whole expiry (month 1–12, a four-digit year) and/or `isDefault`;
 * null when it changes nothing or half an expiry.
 */
function readWalletUpdate(
  p: Json,
): { expMonth?: number; expYear?: number; isDefault?: true } | null {
  const { expMonth, expYear, isDefault } = asObject(p);
  const month =
    Number.isInteger(expMonth) && (expMonth as number) >= 1 && (expMonth as number) <= 12;
  const year =
    Number.isInteger(expYear) && (expYear as number) >= 2000 && (expYear as number) <= 2099;
  const expiry =
    month && year ? { expMonth: expMonth as number, expYear: expYear as number } : null;
  if (expiry === null && (expMonth !== undefined || expYear !== undefined)) return null;
  if (isDefault !== undefined && isDefault !== true) return null;
  if (expiry === null && isDefault === undefined) return null;
  return { ...expiry, ...(isDefault === true ? { isDefault } : {}) };
}

/** Refused when the payload or the frame asking cannot remove a saved method. */
export const SAVED_METHOD_DETACH_REFUSED =
  'saved-method-detach needs a paymentMethod, from a Payment Element.';

/** Refused when the frame asking to change a saved address is no Address Element. */
export const SAVED_ADDRESS_CHANGE_REFUSED =
  'saved-address-change comes from an Address Element of a group with a customer session.';

export const FRAME_PAYLOADS: PayloadReaders<FrameRequests> = {
  'card-brand': (p) => {
    const brand = readString(p, 'brand');
    if (brand === undefined) throw invalidRequest('card-brand needs a brand.');
    return { brand };
  },
  'card-metadata': (p) => {
    const binPrefix = readString(p, 'binPrefix') ?? '';
    if (!isValidBinPrefix(binPrefix)) throw invalidRequest(INVALID_BIN_PREFIX_MESSAGE);
    return { binPrefix };
  },
  'saved-method-detach': (p) => {
    const paymentMethod = readString(p, 'paymentMethod');
    if (paymentMethod === undefined) throw invalidRequest(SAVED_METHOD_DETACH_REFUSED);
    return { paymentMethod };
  },
  'saved-address-change': (p) => {
    const shipping = asObject(p).shipping;
    if (shipping !== null && !isJsonObject(shipping))
      throw invalidRequest('saved-address-change needs a shipping object, or null to remove it.');
    const { address } = asObject(p);
    return typeof address === 'string' ? { shipping, address } : { shipping };
  },
  'shipping-address': (p) => {
    const { complete, value } = asObject(p);
    if (typeof complete !== 'boolean' || !isJsonObject(value))
      throw invalidRequest('shipping-address needs complete and a value object.');
    return { complete, value };
  },
  'address-suggestions': (p) => {
    const query = readString(p, 'query');
    if (query === undefined || query.length > 200)
      throw invalidRequest('address-suggestions needs a query of at most 200 characters.');
    const country = readString(p, 'country');
    return country === undefined ? { query } : { query, country };
  },
  wallet: readWalletRequest,
};

/**
 * Element answers. A `validate` answer that is no object says nothing is wrong (as a frame
 * with nothing to check would); an error without a type and message is no error.
 */
export const ELEMENT_RESULTS: ResultReaders<ElementRequests> = {
  validate: (answer) => {
    const error = readWireError(asObject(answer).error);
    return {
      complete: asObject(answer).complete !== false,
      error: error === undefined ? null : wireErrorJson(error),
    };
  },
  collect: asObject,
  'confirm-error': () => null,
};
