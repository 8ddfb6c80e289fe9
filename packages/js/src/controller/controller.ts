import {
  CONTROLLER_PAYLOADS,
  type ConfirmRequest,
  type ControllerRequests,
  type FrameMount,
  frameTitle,
  integrationError,
  isElementType,
  isRequestAction,
  type Json,
  type JsonObject,
  PROTOCOL_VERSION,
  type RequestHandlers,
  runRequest,
  wireErrorJson,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { checkBankElement } from './bank-element.js';
import { collectBankAccount } from './bank-linking.js';
import { MESSAGES, unknownAction } from './catalogue.js';
import type { ChallengeRunner } from './challenge-runner.js';
import { confirmIntent, retrieveIntent } from './confirm.js';
import { createConfirmationToken } from './confirmation-token.js';
import { createSource, retrieveSource } from './create-source.js';
import { createToken } from './create-token.js';
import type { CredentialSync } from './credential-sync.js';
import { FrameRegistry } from './frame-registry.js';
import { frameRequests } from './frame-requests.js';
import {
  frameOptions,
  type GroupState,
  hasSessionOptions,
  newGroup,
  SESSION_KEYS,
  sessionOptions,
} from './group-state.js';
import { handleActions } from './handle-actions.js';
import type { IntentKind } from './intent-outcome.js';
import {
  linkEnabled,
  publishWallet,
  republishWallet,
  signInStored,
  walletBroadcast,
} from './link-wallet.js';
import type { LoginStore } from './login-storage.js';
import { verifyMicrodeposits } from './microdeposits.js';
import { errorResult } from './payload.js';
import { createPaymentMethod } from './payment-method.js';
import { paymentPage } from './payment-page.js';
import { RadarSessionCache } from './radar-session.js';
import { fetchSession } from './session.js';
import { type LocaleModuleImporter, loaderTexts } from './shopper-messages.js';
import { selectedMethodType } from './submit-selection.js';
import { runValidationGate } from './validation-gate.js';
import { walletDomains } from './wallet-domains.js';
import { walletPayment } from './wallet-payment.js';

export interface ControllerOptions {
  api: ApiClient;
  /** Sends a group event to the merchant page (e.g. 'update-end'). */
  emitGroupEvent: (groupId: string, event: string, payload: Json) => void;
  locale?: string;
  /** The merchant page's host name, sent with each session fetch (Stripe.js's referrer host). */
  referrerHost?: string;
  registry?: FrameRegistry;
  /** Shows 3-D Secure challenges (the loader's modal); without it they count as failures. */
  challenges?: ChallengeRunner;
  /** Told why a message was ignored (logged in test mode only). */
  debug?: (reason: string) => void;
  /** Loads a locale's texts by URL (replaced in unit tests, which have no provider). */
  importLocale?: LocaleModuleImporter;
  /**
   * Where the wallet remembers verified logins (the login-storage frame), made on first use:
   * only a group whose session offers the wallet asks it.
   */
  logins?: () => LoginStore;
  /** Mirrors the wallet's credential cache to the other controllers of the site. */
  credentialSync?: CredentialSync;
}

/** The public name of a one-type confirm (confirmSepaDebitPayment…) for its messages. */
function methodName(name: string | undefined): string {
  return name !== undefined && /^confirm[A-Za-z0-9]{1,40}$/.test(name)
    ? `stripe.${name}()`
    : 'stripe.confirmPayment()';
}

/** The controller's actions, answered by nonce to the loader. */
/** The frames whose coming or going changes what the group's Payment Element shows of Link. */
const WALLET_ENTRY_FRAMES: ReadonlySet<string> = new Set(['linkSignup', 'linkAuthentication']);

export class Controller {
  readonly registry: FrameRegistry;
  readonly #options: ControllerOptions;
  readonly #groups = new Map<string, GroupState>();
  /** Confirmations in flight by intent, so a double call never confirms twice. */
  readonly #inFlight = new Map<string, Promise<JsonObject>>();
  readonly #actions: RequestHandlers<ControllerRequests, void>;
  readonly #radar: RadarSessionCache;
  #logins: LoginStore | undefined;

  constructor(options: ControllerOptions) {
    this.#options = options;
    this.#radar = new RadarSessionCache(options.api);
    // Another window's credential action (a log-out in another tab) reaches every group here.
    options.credentialSync?.listen((action) => {
      for (const group of this.#groups.values()) {
        if (group.wallet?.mirror(action)) publishWallet(this.registry, group, null, true);
      }
    });
    this.registry =
      options.registry ??
      new FrameRegistry({
        onConnect: (frame) => this.#replay(frame.groupId, frame.frameId),
        debug: options.debug,
      });
    this.registry.useRequestHandlers(
      frameRequests(
        options.api,
        () => this.registry,
        (id) => this.#groups.get(id),
        () => this.#context(),
        options.referrerHost,
      ),
    );
    this.#actions = this.#handlers();
  }

  /** One handler per action of ControllerRequests: a missing one does not compile. */
  #handlers(): RequestHandlers<ControllerRequests, void> {
    const api = this.#options.api;
    return {
      'elements-create': (p) => this.#createGroup(p.groupId, p.options),
      'elements-update': (p) => this.#updateGroup(this.#group(p.groupId), p.options),
      'elements-fetch-updates': (p) => this.#refresh(this.#group(p.groupId)),
      'elements-submit': (p) => this.#submit(this.#group(p.groupId)),
      'element-mount': (p) => this.#mount(p),
      'element-unmount': async (p) => {
        const gone = this.registry.find(p.groupId, p.frameId);
        this.registry.unregister(p.groupId, p.frameId);
        // Without the Link signup element, the Payment Element offers its own sign-up again.
        const group = this.#groups.get(p.groupId);
        // Without the Link Authentication Element, the Payment Element signs the shopper in.
        if (WALLET_ENTRY_FRAMES.has(gone?.elementType ?? '') && group !== undefined)
          republishWallet(this.registry, group);
        return {};
      },
      'confirm-payment': (p) => this.#confirm('payment', 'stripe.confirmPayment()', p),
      'confirm-setup': (p) => this.#confirm('setup', 'stripe.confirmSetup()', p),
      'confirm-card-payment': (p) => this.#confirm('payment', 'stripe.confirmCardPayment()', p),
      'confirm-card-setup': (p) => this.#confirm('setup', 'stripe.confirmCardSetup()', p),
      'confirm-method-payment': (p) => this.#confirmMethod('payment', p),
      'confirm-method-setup': (p) => this.#confirmMethod('setup', p),
      'retrieve-payment-intent': (p) =>
        retrieveIntent(api, 'payment', 'stripe.retrievePaymentIntent()', p.clientSecret),
      'retrieve-setup-intent': (p) =>
        retrieveIntent(api, 'setup', 'stripe.retrieveSetupIntent()', p.clientSecret),
      'handle-next-action': (p) =>
        handleActions(this.#context(), 'stripe.handleNextAction()', p.clientSecret),
      'verify-microdeposits-payment': (p) =>
        verifyMicrodeposits(api, 'payment', p.clientSecret, p.params),
      'verify-microdeposits-setup': (p) =>
        verifyMicrodeposits(api, 'setup', p.clientSecret, p.params),
      'collect-bank-account': (p) => collectBankAccount(this.#context(), p),
      'handle-card-action': (p) =>
        handleActions(this.#context(), 'stripe.handleCardAction()', p.clientSecret, 'payment'),
      'challenge-cancel': async (p) => ({
        canceled: (await this.#options.challenges?.cancel(api, p.challengeId)) ?? false,
      }),
      'create-confirmation-token': (p) =>
        createConfirmationToken(this.#context(), this.#group(p.groupId), p.params),
      'create-token': (p) => createToken(this.#context(), this.#groups, p),
      'create-source': (p) => createSource(this.#context(), this.#groups, p),
      'retrieve-source': (p) => retrieveSource(this.#context(), p.data),
      'create-payment-method': (p) =>
        createPaymentMethod(this.#context(), {
          group: this.#group(p.groupId),
          frameId: p.frameId,
          params: p.params,
        }),
      'wallet-payment': (p) => walletPayment(api, p),
      'wallet-domains': (p) => walletDomains(api, this.#options.referrerHost, p),
      'create-radar-session': () => this.#radar.session(),
      'payment-page': (p) => paymentPage(api, p),
    };
  }

  /**
   * Runs an action the loader asked for; throws a wire error (serialised back by nonce) when it
   * fails. The payload is read before any handler sees it: it comes from the merchant page.
   */
  async handle(action: string, payload: Json): Promise<Json> {
    if (!isRequestAction(CONTROLLER_PAYLOADS, action))
      throw { type: 'invalid_request_error', message: unknownAction(action) };
    return await runRequest(CONTROLLER_PAYLOADS, this.#actions, action, payload, undefined);
  }

  #context() {
    return {
      api: this.#options.api,
      registry: this.registry,
      challenges: this.#options.challenges,
      locale: this.#options.locale,
      importLocale: this.#options.importLocale,
      referrerHost: this.#options.referrerHost,
    };
  }

  /** The texts the loader shows (frame titles) in the group's locale, else the instance's. */
  #loaderTexts(group: GroupState) {
    const { locale } = group.options;
    return loaderTexts(
      typeof locale === 'string' ? locale : this.#options.locale,
      this.#options.importLocale,
    );
  }

  #group(groupId: string): GroupState {
    const group = this.#groups.get(groupId);
    if (group === undefined) throw integrationError(MESSAGES.groupNotFound);
    return group;
  }

  async #createGroup(id: string, options: JsonObject): Promise<JsonObject> {
    const group = newGroup(id, options);
    const { logins, credentialSync } = this.#options;
    group.walletOptions = {
      // The storage frame opens on the first group that asks it, not before.
      ...(logins === undefined ? {} : { logins: lazyLogins(() => (this.#logins ??= logins())) }),
      ...(credentialSync === undefined
        ? {}
        : { onAction: (action) => credentialSync.post(action) }),
    };
    this.#groups.set(id, group);
    // A group with neither a client secret nor a mode has no session to ask for (the server
    // answers 400): its card fields do without one, as Stripe's do.
    return hasSessionOptions(group) ? this.#refresh(group) : {};
  }

  async #updateGroup(group: GroupState, changes: JsonObject): Promise<JsonObject> {
    const before = group.options;
    group.options = { ...before, ...changes };
    this.registry.broadcast(
      group.id,
      'group-update',
      frameOptions(group.options, this.#options.locale),
    );
    const needsSession = SESSION_KEYS.some(
      (key) => key in changes && JSON.stringify(changes[key]) !== JSON.stringify(before[key]),
    );
    // A new locale renames the group's frames: their titles, by frame, in that locale.
    const titles: JsonObject = {};
    if ('locale' in changes) {
      const texts = await this.#loaderTexts(group);
      for (const frame of this.registry.frames(group.id))
        titles[frame.frameId] = frameTitle(frame.elementType, texts);
    }
    const answer = needsSession ? await this.#refresh(group) : {};
    if (!needsSession) this.#options.emitGroupEvent(group.id, 'update-end', {});
    return 'locale' in changes ? { ...answer, titles } : answer;
  }

  /** Fetches the session, pushes it to the group's frames and tells the page ('update-end'). */
  async #refresh(group: GroupState): Promise<JsonObject> {
    const result = await fetchSession(this.#options.api, {
      ...sessionOptions(group, this.#options.locale),
      referrerHost: this.#options.referrerHost,
    });
    if ('error' in result) {
      const error = wireErrorJson(result.error);
      group.sessionError = error;
      // Each element's frame emits `loaderror` on this (the loader passes no group event on).
      this.registry.broadcast(group.id, 'session-error', error);
      return { error };
    }
    group.session = result.session;
    group.sessionError = null;
    this.registry.broadcast(group.id, 'session', result.session);
    republishWallet(this.registry, group);
    this.#options.emitGroupEvent(group.id, 'update-end', {});
    // A returning shopper's remembered login, in the background: the elements are ready first.
    signInStored(this.#options.api, this.registry, group);
    return {};
  }

  async #submit(group: GroupState): Promise<JsonObject> {
    const { error } = await runValidationGate(this.registry, this.registry.frames(group.id));
    group.recentlyValidated = error === null;
    if (error !== null) return errorResult(error);
    return { selectedPaymentMethod: await selectedMethodType(this.registry, group) };
  }

  /** Registers the frame; answers its title in the group's locale (the loader's is English). */
  async #mount(payload: FrameMount): Promise<JsonObject> {
    const { elementType } = payload;
    if (!isElementType(elementType)) throw integrationError(MESSAGES.frameNotFound);
    const group = this.#group(payload.groupId);
    const mode =
      payload.mode === 'shipping' || payload.mode === 'billing' ? payload.mode : undefined;
    // Before the frame registers: a wallet view sent from here on knows the wallet is off.
    if (elementType === 'payment' && payload.linkNever === true) group.linkNever = true;
    this.registry.register(group.id, payload.frameId, elementType, mode);
    // A Link signup element's sign-up replaces the Payment Element's own box.
    if (elementType === 'linkSignup') republishWallet(this.registry, group);
    // A Link Authentication Element takes the sign-in over from the Payment Element.
    if (WALLET_ENTRY_FRAMES.has(elementType)) republishWallet(this.registry, group);
    // The Payment Element cannot render without a session. A group made without session
    // options asked for none (its card fields need none); asking now tells the frame why it
    // cannot load. Any other group's request is already under way or answered: asking again
    // would fire a second loaderror.
    const asked = hasSessionOptions(group);
    if (
      elementType === 'payment' &&
      !asked &&
      group.session === null &&
      group.sessionError === null
    ) {
      this.#refresh(group).catch(() => {});
    }
    return { title: frameTitle(elementType, await this.#loaderTexts(group)) };
  }

  /** A frame that connects gets the group's current state, whatever it missed before. */
  #replay(groupId: string, frameId: string): void {
    const group = this.#groups.get(groupId);
    const frame = this.registry.find(groupId, frameId);
    if (group === undefined || frame?.port == null) return;
    const send = (event: string, data: Json) =>
      frame.port?.postMessage({ kassa: PROTOCOL_VERSION, type: 'broadcast', event, payload: data });
    send('group-update', frameOptions(group.options, this.#options.locale));
    // A frame that missed the end of loading would wait for it (skeleton, no `ready`) forever.
    // After a failed refresh the group has both, as the frames that were there heard them: the
    // session it still shows, then the failure.
    if (group.session !== null) send('session', group.session);
    if (group.sessionError !== null) send('session-error', group.sessionError);
    if (group.shippingAddress !== null) send('shipping-address', group.shippingAddress);
    // The wallet section of a Payment Element mounted after the shopper was looked up.
    // Where no Link Authentication Element is mounted, the Payment Element's e-mail entry.
    const wallet = linkEnabled(group) ? walletBroadcast(group, this.registry) : null;
    if (wallet !== null) send('wallet', wallet);
  }

  /** confirmSepaDebitPayment…: with a bank element, only the type's own (iban for SEPA…). */
  async #confirmMethod(kind: IntentKind, payload: ConfirmRequest): Promise<JsonObject> {
    const method = methodName(payload.method);
    checkBankElement(this.registry, method, payload.groupId, payload.frameId, payload.params);
    return this.#confirm(kind, method, payload);
  }

  #confirm(kind: IntentKind, method: string, payload: ConfirmRequest): Promise<JsonObject> {
    const { groupId, clientSecret, frameId, params } = payload;
    const group = groupId === undefined ? undefined : this.#groups.get(groupId);
    if (groupId !== undefined && group === undefined)
      throw integrationError(MESSAGES.groupNotFound);
    const input = { kind, method, clientSecret, group, frameId, params };
    const key = `${kind}:${input.clientSecret ?? group?.options.clientSecret ?? ''}`;
    const running = this.#inFlight.get(key);
    if (running !== undefined) return running;
    if (group !== undefined) group.confirming += 1;
    const promise = confirmIntent(this.#context(), input).finally(() => {
      this.#inFlight.delete(key);
      if (group !== undefined) group.confirming -= 1;
    });
    this.#inFlight.set(key, promise);
    return promise;
  }
}

/** A LoginStore whose real one is made on its first call. */
function lazyLogins(make: () => LoginStore): LoginStore {
  return {
    getLogins: () => make().getLogins(),
    remember: (login) => make().remember(login),
    forget: (email) => make().forget(email),
  };
}
