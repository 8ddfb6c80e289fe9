import type { AuthEvent } from '@kassa/core';
import {
  type CardMetadataRange,
  type FrameRequests,
  type JsonObject,
  LINK_SHEET_FRAME,
  type RequestHandlers,
  readRanges,
  SAVED_ADDRESS_CHANGE_REFUSED,
  SAVED_METHOD_DETACH_REFUSED,
  WALLET_REQUEST_REFUSED,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import type { FrameEntry, FrameRegistry } from './frame-registry.js';
import type { GroupState } from './group-state.js';
import {
  addWalletBank,
  advanceWallet,
  embeddedSignIn,
  groupWallet,
  publishWallet,
  walletView,
} from './link-wallet.js';
import type { ActionContext } from './next-action.js';
import { changeSavedAddress } from './saved-address.js';
import { detachSavedMethod } from './saved-method.js';
import { walletAvailability } from './wallet-availability.js';
import type { WalletClient, WalletResult } from './wallet-client.js';

const SHIPPING_ADDRESS_REFUSED = 'shipping-address comes from a shipping address form.';

/** The frames drawing an address form: the Address Element and the Shipping Address Element. */
const ADDRESS_FORMS: ReadonlySet<string> = new Set(['address', 'shippingAddress']);

/** A wallet step's answer to the frame, or its wire error thrown (the frame's request fails). */
function answered<T>(result: WalletResult<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/**
 * What element frames ask the controller over their port, one handler per action of
 * FrameRequests (their payloads already read by FRAME_PAYLOADS): `card-brand` (broadcast to the
 * frame's group so the split cvc field knows the brand) and `card-metadata` (the account ranges
 * of a BIN, cached per BIN for the controller's life; a failed lookup is an empty list and is
 * asked again next time) and `saved-method-detach` (the Payment Element's remove
 * control; the controller holds the customer session secret, the frame never sees it) and
 * `wallet` (the Link Authentication Element's lookup and one-time code: one wallet session per
 * group, whose secret stays here; the frame gets the shopper, and the group's Payment Element
 * the wallet view; the Payment Element's logout and its "Add a bank account").
 */
export function frameRequests(
  api: ApiClient,
  registry: () => FrameRegistry,
  group: (groupId: string) => GroupState | undefined,
  /** What the bank-linking dialog runs with (the loader's modal): the wallet's add-bank. */
  context: () => ActionContext = () => ({ api }),
  /** The merchant page's host, for the wallet's domain gate (elements/wallet-config). */
  referrerHost?: string,
): RequestHandlers<FrameRequests, FrameEntry> {
  const ranges = new Map<string, Promise<CardMetadataRange[]>>();
  const lookup = (bin: string): Promise<CardMetadataRange[]> => {
    const cached = ranges.get(bin);
    if (cached !== undefined) return cached;
    const pending = api.get('card-metadata', { bin_prefix: bin }).then((result) => {
      const list = result.ok ? result.body.card_metadata_list : undefined;
      if (Array.isArray(list)) return readRanges({ ranges: list });
      ranges.delete(bin);
      return [];
    });
    ranges.set(bin, pending);
    return pending;
  };
  return {
    'card-brand': async ({ brand }, frame) => {
      registry().broadcast(frame.groupId, 'card-brand', { brand });
      return null;
    },
    'card-metadata': async ({ binPrefix }) => ({ ranges: await lookup(binPrefix) }),
    'address-suggestions': async ({ query, country }, frame) => {
      if (!ADDRESS_FORMS.has(frame.elementType)) return { data: [] };
      const result = await api.get('elements/address_suggestions', {
        query,
        ...(country === undefined ? {} : { country }),
      });
      // No suggestions is no error for the shopper: they type the address themselves.
      return result.ok ? result.body : { data: [] };
    },
    'shipping-address': async (report, frame) => {
      const state = group(frame.groupId);
      // Only a shipping address form speaks for the group's shipping address.
      const shipping =
        frame.elementType === 'shippingAddress' ||
        (frame.elementType === 'address' && frame.mode === 'shipping');
      if (state === undefined || !shipping)
        throw { type: 'invalid_request_error', message: SHIPPING_ADDRESS_REFUSED };
      state.shippingAddress = report;
      registry().broadcast(frame.groupId, 'shipping-address', report);
      return null;
    },
    'saved-address-change': async ({ shipping, address }, frame) => {
      const state = group(frame.groupId);
      // Only the address forms list the customer's saved addresses.
      if (state === undefined || !ADDRESS_FORMS.has(frame.elementType))
        throw { type: 'invalid_request_error', message: SAVED_ADDRESS_CHANGE_REFUSED };
      return changeSavedAddress(api, state, shipping, address);
    },
    'saved-method-detach': async ({ paymentMethod }, frame) => {
      const state = group(frame.groupId);
      // Only the Payment Element lists saved methods; other frames have no business removing one.
      if (state === undefined || frame.elementType !== 'payment')
        throw { type: 'invalid_request_error', message: SAVED_METHOD_DETACH_REFUSED };
      return detachSavedMethod(api, state, paymentMethod);
    },
    wallet: async (request, frame): Promise<JsonObject> => {
      const state = group(frame.groupId);
      // The Link Authentication Element looks up and verifies; the Payment Element's wallet
      // section logs the shopper out, adds a bank account and changes the saved details it
      // shows, and looks up and verifies too where no Link Authentication Element is mounted
      // in the group (spec 001 §2's `embedded` sign-in). The Express Checkout Element's Link
      // sheet signs in the same way, with a code only.
      const allowed =
        state !== undefined &&
        (PAYMENT_WALLET_OPS.has(request.op)
          ? frame.elementType === 'payment'
          : frame.elementType === 'linkAuthentication' ||
            (frame.elementType === LINK_SHEET_FRAME && SHEET_WALLET_OPS.has(request.op)) ||
            (frame.elementType === 'payment' &&
              EMBEDDED_WALLET_OPS.has(request.op) &&
              embeddedSignIn(state, registry())));
      if (!allowed || state === undefined)
        throw { type: 'invalid_request_error', message: WALLET_REQUEST_REFUSED };
      // Spec 001 §6: an unavailable wallet offers no lookup (an e-mail is no account to the
      // Link Authentication Element: it asks nothing more) and so no code and no sign-up.
      if (!PAYMENT_WALLET_OPS.has(request.op)) {
        const availability = await walletAvailability(api, state, referrerHost);
        if (!availability.available) {
          if (request.op === 'lookup') {
            return { exists: false, unavailable: availability.reason, shopper: null };
          }
          throw { type: 'invalid_request_error', message: WALLET_UNAVAILABLE };
        }
      }
      const wallet = groupWallet(api, state);
      const publish = async (lookedUp: { email: string; exists: boolean } | null) =>
        publishWallet(registry(), state, await walletView(wallet, lookedUp));
      /** Spec 001 §4's transition, or the request refused with LJS006. */
      const advance = (event: AuthEvent) => {
        const refused = advanceWallet(state, event);
        if (refused !== null) throw refused;
      };
      /** A verification step's answer; the provider's block (rate_limit_exceeded) blocks. */
      const verifying = <T>(result: WalletResult<T>): T => {
        if (!result.ok && result.error.code === 'rate_limit_exceeded') {
          advanceWallet(state, { type: 'blocked' });
          publishWallet(registry(), state, state.walletView ?? null);
        }
        return answered(result);
      };
      /**
       * After a successful confirm (spec 001 §4 and §9): the saved details and addresses are
       * listed, and the wallet shows no sooner than LOGIN_MIN_WAIT_MS after it.
       */
      const loaded = async () => {
        const view = await afterMinimumWait(walletView(wallet, null));
        advance({ type: 'loaded', autofill: 'oneclick', sessionVerified: true });
        publishWallet(registry(), state, view);
      };
      if (request.op === 'logout') {
        await wallet.logOut();
        advanceWallet(state, { type: 'reset' });
        publishWallet(registry(), state, null, true);
        return { exists: true, shopper: null };
      }
      if (request.op === 'remove' || request.op === 'update') {
        const { op, id, ...change } = request;
        answered(
          await (op === 'remove' ? wallet.removeDetails(id) : wallet.updateDetails(id, change)),
        );
        await publish(null);
        return { exists: true, shopper: shopperJson(wallet) };
      }
      if (request.op === 'add-bank') {
        const added = answered(await addWalletBank(context(), wallet));
        // The section hears the wallet with the new account, then chooses it.
        if (added !== null) await publish(null);
        return { added, exists: true, shopper: shopperJson(wallet) };
      }
      if (request.op === 'lookup') {
        const before = wallet.shopper;
        // The Link sheet is the Express Checkout Element's: its lookups say so (spec 001).
        const surface =
          frame.elementType === LINK_SHEET_FRAME ? 'expressCheckoutElement' : undefined;
        const found = await wallet.lookup(request.email, surface);
        if (!found.ok) {
          // Spec 001 §4: a 403 on session creation gives none, any other failure unregistered.
          advanceWallet(state, { type: 'session-failed', status: found.status ?? 0 });
          publishWallet(registry(), state, state.walletView ?? null);
        }
        const { exists, hasPasskey, factors } = answered(found);
        // The signed-in shopper's own e-mail (a remembered login, filled in): the group has
        // their wallet view already, and a second one would reset the Payment Element's choice.
        const kept = before?.verified === true && wallet.shopper === before;
        if (!kept) {
          advance({ type: 'session-created', account: exists });
          if (wallet.shopper?.verified === true)
            advance({ type: 'loaded', autofill: 'oneclick', sessionVerified: true });
          await publish({ email: request.email.trim(), exists });
        }
        return { exists, hasPasskey, factors, shopper: shopperJson(wallet) };
      }
      // Passkeys: the options for the frame's ceremony, then the credential it made.
      if (request.op === 'passkey-start') {
        const { options, factors } = verifying(await wallet.passkeySignInOptions());
        advance({ type: 'verification' });
        publishWallet(registry(), state, state.walletView ?? null);
        return { options, factors };
      }
      if (request.op === 'passkey-options') {
        return { options: answered(await wallet.passkeyRegistrationOptions()) };
      }
      if (request.op === 'passkey-register') {
        answered(await wallet.registerPasskey(request.credential));
      } else if (request.op === 'passkey-confirm') {
        advance({ type: 'verification' });
        verifying(await wallet.confirmPasskey(request.credential));
        await loaded();
      } else if (request.op === 'start') {
        advance({ type: 'verification' });
        const started = verifying(await wallet.startVerification(request.channel, request.locale));
        // The Payment Element's own sign-in hears `verifying` (its verification view).
        publishWallet(registry(), state, state.walletView ?? null);
        // What the lookup no longer tells (issue 31), now that a verification started.
        return { exists: true, shopper: shopperJson(wallet), started: { ...started } };
      } else if (request.op === 'confirm') {
        advance({ type: 'verification' });
        verifying(await wallet.confirmVerification(request.channel, request.code));
        await loaded();
      }
      return { exists: true, shopper: shopperJson(wallet) };
    },
  };
}

/** A wallet request made while spec 001 §6's gates keep the wallet off (the frame offers none). */
const WALLET_UNAVAILABLE = 'The wallet is not available for this checkout.';

/** Spec 001 §9: the minimum wait after a login before the wallet is ready. */
export const LOGIN_MIN_WAIT_MS = 1000;

/** What `work` answers, once it has and `ms` have passed since the call (spec 001 §9). */
export async function afterMinimumWait<T>(work: Promise<T>, ms = LOGIN_MIN_WAIT_MS): Promise<T> {
  const [value] = await Promise.all([
    work,
    new Promise<void>((resolve) => setTimeout(resolve, ms)),
  ]);
  return value;
}

/** The sign-in requests the Payment Element makes itself where no LAE is mounted. */
const EMBEDDED_WALLET_OPS: ReadonlySet<string> = new Set([
  'lookup',
  'start',
  'confirm',
  'passkey-start',
  'passkey-confirm',
]);

/** The wallet requests the Link sheet makes: look the e-mail up, send and check a code. */
const SHEET_WALLET_OPS: ReadonlySet<string> = new Set(['lookup', 'start', 'confirm']);

/** The wallet requests the Payment Element's wallet section makes (the rest are the LAE's). */
const PAYMENT_WALLET_OPS: ReadonlySet<string> = new Set(['logout', 'add-bank', 'remove', 'update']);

function shopperJson(wallet: { shopper: WalletClient['shopper'] }) {
  const shopper = wallet.shopper;
  return shopper === null
    ? null
    : { email: shopper.email, redactedPhone: shopper.redactedPhone, verified: shopper.verified };
}
