import {
  type AuthEvent,
  type AuthState,
  authTransition,
  declineMarksSavedPaymentFailed,
  LINK_ERROR_CODES,
  testBankFundingMarker,
} from '@kassa/core';
import {
  asObject,
  isJsonObject,
  type Json,
  type JsonObject,
  readObject,
  type WireError,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { runDialog } from './bank-linking.js';
import type { FrameRegistry } from './frame-registry.js';
import type { GroupState } from './group-state.js';
import type { ActionContext } from './next-action.js';
import type { CollectedChoice } from './saved-method.js';
import { walletAvailability } from './wallet-availability.js';
import { WalletClient, type WalletResult } from './wallet-client.js';

/** The consent action sent with a sign-up made by ticking the Payment Element's box. */
export const SIGN_UP_CONSENT_ACTION = 'checkbox_v0';

/** The group's wallet client: one wallet session per elements group, its secret kept here. */
export function groupWallet(api: ApiClient, group: GroupState): WalletClient {
  group.wallet ??= new WalletClient(api, group.walletOptions);
  return group.wallet;
}

/**
 * Once per group whose session offers the wallet: looks for a login the shopper's browser
 * remembers (the login-storage frame), and signs in with it as a code would have (spec 001 §4,
 * "Sign-in with stored credentials"): the group's frames hear the wallet view (saved cards,
 * addresses, the e-mail). Without login storage (no storage frame, or tests) nothing happens.
 */
export function signInStored(api: ApiClient, registry: FrameRegistry, group: GroupState): void {
  if (group.storedSignIn !== undefined || group.walletOptions?.logins === undefined) return;
  if (!linkEnabled(group)) return;
  const wallet = groupWallet(api, group);
  group.storedSignIn = wallet.signInWithStoredCredentials().then(
    async (signedIn) => {
      if (!signedIn) return;
      // Spec 001 §4: a stored credential loads the session one-click verified.
      advanceWallet(group, { type: 'session-created', account: true });
      advanceWallet(group, { type: 'loaded', autofill: 'oneclick', sessionVerified: true });
      publishWallet(registry, group, await walletView(wallet, null));
    },
    () => {},
  );
}

/** Whether the group's session offers the wallet (`link` among its payment method types). */
export function linkEnabled(group: GroupState): boolean {
  return readObject(group.session, 'link_settings').link_enabled === true;
}

/**
 * What the Payment Element's wallet section shows (the `wallet` broadcast): a verified shopper's
 * e-mail and saved cards (brand, last4, expiry, default first; never more) and shipping
 * addresses (for an Address Element of the group), or an e-mail with
 * no account, which the element may offer to sign up while paying. Null for anything else (an
 * account not verified yet, a logged-out one): the element then shows no wallet at all.
 */
export async function walletView(
  wallet: WalletClient,
  lookedUp: { email: string; exists: boolean } | null,
): Promise<JsonObject | null> {
  if (lookedUp !== null && !lookedUp.exists) return { email: lookedUp.email, exists: false };
  const shopper = wallet.shopper;
  if (shopper === null || !shopper.verified) return null;
  const [cards, addresses] = await Promise.all([
    wallet.listCards(),
    wallet.listShippingAddresses(),
  ]);
  return {
    email: shopper.email,
    exists: true,
    // For an Address Element of the group: the wallet's addresses, the default first.
    shippingAddresses: addresses.ok ? addresses.value.map((entry) => ({ ...entry })) : [],
    cards: cards.ok
      ? cards.value.map((card) => ({
          id: card.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          isDefault: card.isDefault,
          bankName: card.bankName,
          cvcFailed: card.cvcFailed,
        }))
      : [],
  };
}

/**
 * The wallet view without the bank accounts the session's intent cannot be paid with: a
 * wallet bank account shares as us_bank_account, which pays only an intent that takes it.
 */
export function payableView(view: JsonObject, session: JsonObject | null): JsonObject {
  const types = session?.ordered_payment_method_types_and_wallets;
  if (Array.isArray(types) && types.includes('us_bank_account')) return view;
  if (!Array.isArray(view.cards)) return view;
  return {
    ...view,
    cards: view.cards.filter((card) => !isJsonObject(card) || typeof card.bankName !== 'string'),
  };
}

/**
 * The wallet view as the group's frames are sent it: only the bank accounts the session's
 * intent can be paid with; `canAddBank` when the session funds the wallet with bank accounts
 * (link_funding_sources has BANK_ACCOUNT) for a shopper with an account whose test e-mail does
 * not turn bank funding off; `signUpElsewhere`
 * when a Link signup element is mounted in the group, so that the Payment Element does not
 * offer its own sign-up box too (one sign-up path per payment, as Stripe shows it).
 */
export function framesView(
  view: JsonObject,
  group: GroupState,
  registry: Pick<FrameRegistry, 'frames'>,
): JsonObject {
  const payable = payableView(view, group.session);
  const funding = readObject(group.session, 'link_settings').link_funding_sources;
  // A +disable_bank@ test shopper has no bank funding (spec 001 §5): the provider refuses it too.
  const canAddBank =
    view.exists === true &&
    Array.isArray(funding) &&
    funding.includes('BANK_ACCOUNT') &&
    !(typeof view.email === 'string' && testBankFundingMarker(view.email) === 'disable_bank');
  const signUpElsewhere = registry
    .frames(group.id)
    .some((frame) => frame.elementType === 'linkSignup');
  const failed = group.walletFailed ?? [];
  return {
    ...payable,
    ...(failed.length > 0 ? { failed: [...failed] } : {}),
    ...(canAddBank ? { canAddBank: true } : {}),
    ...(signUpElsewhere ? { signUpElsewhere: true } : {}),
  };
}

/**
 * A confirm with a wallet card failed (spec 001 §4): the card is marked failed in the group for
 * later display (core's rule: insufficient_funds marks none). The element that paid shows the
 * error itself (confirm-error); later wallet views carry the marks.
 */
export function markWalletFailure(
  group: GroupState | undefined,
  id: string,
  error: WireError,
): void {
  if (group === undefined || !declineMarksSavedPaymentFailed(error.decline_code ?? error.code))
    return;
  const failed = group.walletFailed ?? [];
  if (!failed.includes(id)) group.walletFailed = [...failed, id];
}

/** Tells the group's frames the wallet again (a Link signup element came or went). */
export function republishWallet(registry: FrameRegistry, group: GroupState): void {
  if (!linkEnabled(group)) return;
  const payload = walletBroadcast(group, registry);
  // No wallet after none: the Payment Element loads its wallet chunk on its first view only.
  if (payload === null && group.walletSent === undefined) return;
  group.walletSent = payload === null ? undefined : JSON.stringify(payload);
  registry.broadcast(group.id, 'wallet', payload);
}

/**
 * Whether the group's Payment Element signs the shopper in itself (spec 001 §2's `embedded`
 * authentication integration): the session offers the wallet and no Link Authentication
 * Element is mounted in the group (one mounted later takes over).
 */
export function embeddedSignIn(
  group: GroupState,
  registry: Pick<FrameRegistry, 'frames'>,
): boolean {
  return (
    linkEnabled(group) &&
    // A Payment Element made with wallets.link 'never' (spec 001 §6) asks for no wallet.
    group.linkNever !== true &&
    !registry.frames(group.id).some((frame) => frame.elementType === 'linkAuthentication')
  );
}

/** Whether the session's only payment method is the wallet (`link`, no card). */
export function linkOnly(group: GroupState): boolean {
  const types = group.session?.ordered_payment_method_types_and_wallets;
  return Array.isArray(types) && types.length > 0 && types.every((type) => type === 'link');
}

/**
 * What the group's frames are sent as the wallet: the wallet view (framesView) with the
 * group's authentication state (`auth`); where the Payment Element signs the shopper in
 * (embeddedSignIn), `entry` until the shopper is verified (the element asks for the e-mail),
 * and `linkOnly` for a session the wallet alone pays. Null: no wallet to show.
 */
export function walletBroadcast(
  group: GroupState,
  registry: Pick<FrameRegistry, 'frames'>,
): JsonObject | null {
  const view = group.walletView;
  const auth = group.walletAuth ?? 'none';
  const entry = embeddedSignIn(group, registry) && view?.exists !== true;
  if (view == null && !entry) return null;
  return {
    ...(view == null ? {} : framesView(view, group, registry)),
    auth,
    ...(entry ? { entry: true } : {}),
    ...(entry && linkOnly(group) ? { linkOnly: true } : {}),
  };
}

/**
 * Moves the group's authentication state (spec 001 §4) with core's reducer; answers the
 * LJS006 wire error for an event its state does not allow (the request is refused).
 */
export function advanceWallet(group: GroupState, event: AuthEvent): WireError | null {
  const moved = authTransition(group.walletAuth ?? 'none', event);
  if (!moved.ok) return { type: 'invalid_request_error', ...moved.error };
  group.walletAuth = moved.state;
  return null;
}

/** The group's authentication state (none before any lookup). */
export function walletAuth(group: GroupState): AuthState {
  return group.walletAuth ?? 'none';
}

/**
 * The wallet section's "Add a bank account": a bank-linking session of the wallet, the dialog in
 * the loader's modal, then the linked account saved in the wallet. Answers the new payment
 * details' id, or null when the shopper closed the dialog without linking an account.
 */
export async function addWalletBank(
  ctx: ActionContext,
  wallet: WalletClient,
): Promise<WalletResult<string | null>> {
  const started = await wallet.startBankLinking();
  if (!started.ok) return started;
  const { id, clientSecret } = started.value;
  if (!(await runDialog(ctx, id, clientSecret))) return { ok: true, value: null };
  const after = await ctx.api.get('link_account_sessions/session', { client_secret: clientSecret });
  if (!after.ok) return { ok: false, error: after.error };
  const accounts = readObject(readObject(after.body, 'session'), 'accounts').data;
  const first = Array.isArray(accounts) ? asObject(accounts[0]).id : undefined;
  if (typeof first !== 'string') return { ok: true, value: null };
  return wallet.addLinkedBankAccount(first);
}

/**
 * Keeps the group's wallet view (for frames that connect later) and tells its frames, when the
 * session offers the wallet. `wallet-logout` tells the Link Authentication Element that the
 * shopper logged out in the Payment Element.
 */
export function publishWallet(
  registry: FrameRegistry,
  group: GroupState,
  view: JsonObject | null,
  loggedOut = false,
): void {
  group.walletView = view;
  if (!linkEnabled(group)) return;
  const payload = walletBroadcast(group, registry);
  const sent = payload === null ? undefined : JSON.stringify(payload);
  // No wallet after none, nor the same one again (it would reset the element's section): the
  // Payment Element loads its wallet chunk on its first view only.
  if (sent !== group.walletSent) {
    group.walletSent = sent;
    registry.broadcast(group.id, 'wallet', payload);
  }
  if (loggedOut) registry.broadcast(group.id, 'wallet-logout', null);
}

/**
 * Whether a wallet card shares as a `link` PaymentMethod (as Stripe's Link pays) rather than a
 * card: when the session's intent lists `link` among its payment method types. A deferred
 * session (no intent yet) shares a card: the merchant's server makes the intent later, maybe
 * with automatic payment methods, which leave `link` out in Kassa, and a card pays any intent
 * that takes cards, where a `link` method would be refused.
 */
export function sharesAsLink(group: GroupState): boolean {
  const intent = readObject(group.session, 'payment_intent');
  const setup = readObject(group.session, 'setup_intent');
  const types = (Object.keys(intent).length > 0 ? intent : setup).payment_method_types;
  return Array.isArray(types) && types.includes('link');
}

/**
 * A wallet card chosen in the Payment Element pays as a PaymentMethod of this merchant (a
 * `link` one where the intent takes it, sharesAsLink), shared from the wallet just before the
 * confirm (its details stay on the provider). Answers the error that stops the confirm, if any.
 */
export async function shareWalletCard(
  group: GroupState | undefined,
  choice: CollectedChoice,
): Promise<WireError | null> {
  if (choice.walletCard === null) return null;
  const shopper = group?.wallet?.shopper;
  if (group?.wallet === undefined || shopper == null || !shopper.verified) {
    return { type: 'invalid_request_error', code: 'LJS002', message: LINK_ERROR_CODES.LJS002 };
  }
  const shared = await group.wallet.share(
    choice.walletCard,
    sharesAsLink(group),
    choice.walletCvc ?? undefined,
  );
  if (!shared.ok) return shared.error;
  choice.savedId = shared.value;
  return null;
}

/**
 * createPaymentMethod({elements}) with a wallet card chosen: the PaymentMethod it is shared
 * into, `link` where the session's intent takes it (sharesAsLink), as Stripe answers. Refused
 * with LJS002 without a verified wallet session.
 */
export async function walletPaymentMethod(
  group: GroupState,
  paymentDetailsId: string,
  /** The card's security code typed again after a decline, if the section asked for it. */
  cvc: string | null = null,
): Promise<{ ok: true; value: JsonObject } | { ok: false; error: WireError }> {
  const shopper = group.wallet?.shopper;
  if (group.wallet === undefined || shopper == null || !shopper.verified) {
    return {
      ok: false,
      error: { type: 'invalid_request_error', code: 'LJS002', message: LINK_ERROR_CODES.LJS002 },
    };
  }
  return group.wallet.sharePaymentMethod(paymentDetailsId, sharesAsLink(group), cvc ?? undefined);
}

/**
 * The sign-up while paying (spec 001 §1): once the card has paid, the wallet account is made
 * with the Link Authentication Element's e-mail (or the Link signup element's) and the shopper's
 * phone, name and country, and the card saved in it as its default. A failure is the wallet's, never the payment's: it is
 * logged (spec 001 §4, "wallet errors are logged") and the payment's result stands.
 */
export async function signUpAfterPayment(
  api: ApiClient,
  group: GroupState | undefined,
  choice: CollectedChoice,
  locale: string | undefined,
  referrerHost?: string,
): Promise<void> {
  const signUp = choice.walletSignUp;
  if (signUp === null || group === undefined) return;
  // Spec 001 §6: an unavailable wallet makes no account (a Link signup element's box included).
  if (!(await walletAvailability(api, group, referrerHost)).available) {
    console.warn('[kassa] the wallet is not available for this checkout: no sign-up.');
    return;
  }
  const billing = readObject(choice.data, 'billing_details');
  const text = (key: string) => (typeof signUp[key] === 'string' ? signUp[key] : undefined);
  // A Link signup element of the group answers its own e-mail (and the phone's country).
  const email = text('email') ?? (typeof billing.email === 'string' ? billing.email : '');
  const card = choice.data.card;
  if (email === '' || !isJsonObject(card)) return;
  const wallet = groupWallet(api, group);
  const made = await wallet.signUp({
    email,
    phone: text('phone'),
    country: text('country'),
    legalName: text('name'),
    consentAction: SIGN_UP_CONSENT_ACTION,
    locale,
  });
  // Spec 001 §4: a sign-up gives unverified (a new account's session, whatever came before).
  if (made.ok && advanceWallet(group, { type: 'signed-up' }) !== null) {
    advanceWallet(group, { type: 'reset' });
    advanceWallet(group, { type: 'signed-up' });
  }
  const address = readObject(billing, 'address');
  const saved = made.ok
    ? await wallet.saveCard(
        card,
        {
          ...(text('name') === undefined ? {} : { name: text('name') as string }),
          ...(typeof address.postal_code === 'string' ? { postal_code: address.postal_code } : {}),
          country_code:
            typeof address.country === 'string' ? address.country : (text('country') ?? 'US'),
        },
        email,
      )
    : made;
  if (!saved.ok) console.warn('[kassa] the wallet sign-up failed:', saved.error.message);
}

/** Two shipping addresses are the same place when every part matches, case and spaces aside. */
function placeKey(name: Json | undefined, address: Json | undefined): string {
  const parts = asObject(address);
  const text = (value: Json | undefined) =>
    (typeof value === 'string' ? value : '').trim().toLowerCase();
  return [name, parts.line1, parts.line2, parts.city, parts.state, parts.postal_code, parts.country]
    .map(text)
    .join('\n');
}

/**
 * After a paid confirm by a verified wallet shopper, a shipping address they entered in the
 * Address Element (none of the wallet's) is saved to the wallet for their next visit (spec 001:
 * saved shipping addresses), and the group's frames hear the wallet with it. Like the sign-up,
 * a failure is the wallet's, never the payment's: it is logged and the payment's result stands.
 */
export async function saveWalletShippingAfterPayment(
  registry: FrameRegistry,
  group: GroupState | undefined,
  choice: CollectedChoice,
): Promise<void> {
  const shipping = choice.shipping;
  const wallet = group?.wallet;
  if (group === undefined || shipping === null || wallet === undefined) return;
  if (wallet.shopper === null || !wallet.shopper.verified) return;
  const known = await wallet.listShippingAddresses();
  if (!known.ok) return;
  const key = placeKey(shipping.name, shipping.address);
  if (known.value.some((entry) => placeKey(entry.name, entry.address) === key)) return;
  const address = asObject(shipping.address);
  const text = (value: Json | undefined) => (typeof value === 'string' ? value : '');
  if (text(address.country) === '') return;
  const saved = await wallet.addShippingAddress({
    name: text(shipping.name),
    address: {
      line1: text(address.line1),
      line2: text(address.line2) || null,
      city: text(address.city),
      state: text(address.state),
      postal_code: text(address.postal_code),
      country: text(address.country),
    },
  });
  if (!saved.ok) {
    console.warn('[kassa] saving the shipping address to the wallet failed:', saved.error.message);
    return;
  }
  publishWallet(registry, group, await walletView(wallet, null));
}
