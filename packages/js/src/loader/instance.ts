import { CLIENT_SECRET_FORM, parseClientSecret } from '@kassa/core';
import {
  type ChallengeClose,
  type ChallengeOpen,
  type ControllerAction,
  type ControllerRequests,
  RemoteError,
} from '@kassa/protocol';
import type { KassaElements } from '../types.js';
import type { ChallengeModal } from './challenge-modal.js';
import type { CheckoutHost } from './checkout-host.js';
import {
  checkClientSecret,
  confirmCall,
  confirmCardCall,
  type GroupLookup,
  type IntentKind,
  paymentMethodCall,
} from './confirm-args.js';
import { ControllerChannel } from './controller-channel.js';
import { deferred } from './deferred.js';
import { Element } from './element.js';
import { ElementsGroup, type GroupHost } from './elements-group.js';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';
import { toJson } from './json.js';
import { type CheckoutEntry, loadChallengeModal, loadCheckout } from './lazy-chunks.js';
import { MessageRouter } from './message-router.js';
import { type MethodConfirmName, methodConfirmCall } from './method-confirms.js';
import { PaymentRequest } from './payment-request.js';
import { nextActionUrl, returnUrlFor } from './redirect.js';
import { confirmationTokenCall, sourceCall, tokenCall } from './token-args.js';

export interface InstanceOptions {
  key: string;
  providerOrigin: string;
  locale?: string;
  apiVersion?: string;
  window: Window;
  /** Navigates the page (location.assign); replaced in tests. */
  navigate?: (url: string) => void;
}

type Result = Record<string, unknown>;

/** The supported methods of a Kassa instance; the unsupported ones are added by the factory. */
export class KassaClient implements GroupLookup {
  readonly #options: InstanceOptions;
  readonly #channel: ControllerChannel;
  readonly #router: MessageRouter;
  readonly #groups = new Map<string, ElementsGroup>();
  readonly #wrappers: unknown[] = [];
  /** The 3-D Secure modal, loaded with the first challenge (a chunk of its own: lazy-chunks.ts). */
  #challenge: Promise<ChallengeModal> | undefined;
  /** A pk_test_ key: the loader and the element frames log the messages they ignore. */
  readonly #testMode: boolean;
  /** What Checkout's lazy chunk gets from the instance, made on first use. */
  #checkoutHost: CheckoutHost | undefined;

  constructor(options: InstanceOptions) {
    this.#options = options;
    this.#testMode = options.key.startsWith('pk_test_');
    this.#router = new MessageRouter(
      options.providerOrigin,
      this.#testMode ? (reason) => console.debug(`[kassa] ignored a message: ${reason}`) : () => {},
    );
    this.#channel = new ControllerChannel({
      onChallenge: (message) => this.#showChallenge(message),
      document: options.window.document,
      providerOrigin: options.providerOrigin,
      merchantOrigin: options.window.location.origin,
      key: options.key,
      locale: options.locale,
      apiVersion: options.apiVersion,
      onGroupEvent: (groupId, event) => this.#groups.get(groupId)?.receiveGroupEvent(event),
    });
    this.#router.setController(this.#channel);
    this.#router.listen(options.window);
  }

  groupOf(value: unknown): ElementsGroup | null {
    if (value instanceof ElementsGroup && this.#groups.get(value.id) === value) return value;
    if (value instanceof Element) {
      for (const group of this.#groups.values()) if (group.owns(value)) return group;
    }
    return null;
  }

  isForeign(value: unknown): boolean {
    return value instanceof ElementsGroup || value instanceof Element;
  }

  /** Runs a controller action; integration errors are thrown, everything else is a result. */
  async #call<A extends ControllerAction>(
    action: A,
    payload: ControllerRequests[A]['payload'],
  ): Promise<Result> {
    try {
      return await this.#channel.request(action, payload);
    } catch (error) {
      if (error instanceof RemoteError) {
        if (error.wire.type === 'integration_error') throw new IntegrationError(error.wire.message);
        return { error: error.wire };
      }
      return { error: { type: 'api_connection_error', message: (error as Error).message } };
    }
  }

  elements(options?: unknown): KassaElements {
    const host: GroupHost = {
      document: this.#options.window.document,
      providerOrigin: this.#options.providerOrigin,
      merchantOrigin: this.#options.window.location.origin,
      controllerId: this.#channel.id,
      testMode: this.#testMode,
      locale: this.#options.locale,
      call: (action, payload) => this.#call(action, payload),
      frames: this.#router,
      paymentRequest: (options) => this.paymentRequest(options),
    };
    const group = new ElementsGroup(host, options);
    this.#groups.set(group.id, group);
    return group;
  }

  confirmPayment(options: unknown): Promise<Result> {
    return this.#confirm('payment', 'stripe.confirmPayment', options);
  }

  confirmSetup(options: unknown): Promise<Result> {
    return this.#confirm('setup', 'stripe.confirmSetup', options);
  }

  #confirm(kind: IntentKind, method: string, options: unknown): Promise<Result> {
    const call = confirmCall(this, method, kind, options);
    const returnUrl = call.redirect === 'always' ? (call.returnUrl ?? null) : null;
    return this.#call(`confirm-${kind}`, call.payload).then((result) =>
      this.#follow(kind, result, returnUrl),
    );
  }

  /**
   * Sends the page where the intent's next action says (redirect_to_url), or to the return_url
   * once a confirm with redirect 'always' is done; otherwise answers the result.
   */
  #follow(kind: IntentKind, result: Result, returnUrl: string | null): Promise<Result> {
    const intent = result[kind === 'payment' ? 'paymentIntent' : 'setupIntent'] as
      | Result
      | undefined;
    if (intent === undefined) return Promise.resolve(result);
    const target =
      nextActionUrl(intent) ?? (returnUrl !== null ? returnUrlFor(returnUrl, kind, intent) : null);
    if (target === null) return Promise.resolve(result);
    this.#navigate(target);
    // The page is leaving; like Stripe.js, the promise does not settle on a redirect.
    return new Promise<Result>(() => {});
  }

  confirmCardPayment(clientSecret: unknown, data?: unknown): Promise<Result> {
    const payload = confirmCardCall(
      this,
      'stripe.confirmCardPayment',
      'payment',
      clientSecret,
      data,
    );
    return this.#call('confirm-card-payment', payload);
  }

  confirmCardSetup(clientSecret: unknown, data?: unknown): Promise<Result> {
    const payload = confirmCardCall(this, 'stripe.confirmCardSetup', 'setup', clientSecret, data);
    return this.#call('confirm-card-setup', payload);
  }

  /** Runs the next action (3-D Secure, redirect) of an intent the shop confirmed on its server. */
  handleNextAction(options: unknown): Promise<Result> {
    const { clientSecret } = expectObject('stripe.handleNextAction', 'options', options);
    const secret = parseClientSecret(clientSecret);
    if (secret === null) {
      throw invalidArgument(
        'stripe.handleNextAction',
        'clientSecret',
        `a client secret of the form ${CLIENT_SECRET_FORM}`,
        clientSecret,
      );
    }
    const kind = secret.type === 'payment_intent' ? 'payment' : 'setup';
    return this.#call('handle-next-action', { clientSecret: secret.clientSecret }).then((result) =>
      this.#follow(kind, result, null),
    );
  }

  /** confirmSepaDebitPayment, confirmIdealPayment…: see method-confirms.ts. */
  confirmWithMethod(
    name: MethodConfirmName,
    clientSecret: unknown,
    data?: unknown,
    options?: unknown,
  ): Promise<Result> {
    const call = methodConfirmCall(this, name, clientSecret, data, options);
    return this.#call(`confirm-method-${call.kind}`, call.payload).then((result) =>
      call.handleActions ? this.#follow(call.kind, result, null) : result,
    );
  }

  verifyMicrodepositsForPayment(clientSecret: unknown, data?: unknown): Promise<Result> {
    return this.#verifyMicrodeposits('payment', clientSecret, data);
  }

  verifyMicrodepositsForSetup(clientSecret: unknown, data?: unknown): Promise<Result> {
    return this.#verifyMicrodeposits('setup', clientSecret, data);
  }

  /** The amounts (in cents) or the descriptor code of the microdeposits the shopper received. */
  #verifyMicrodeposits(kind: IntentKind, clientSecret: unknown, data: unknown): Promise<Result> {
    const method = `stripe.verifyMicrodepositsFor${kind === 'payment' ? 'Payment' : 'Setup'}`;
    const secret = checkClientSecret(method, kind, clientSecret);
    const params = toJson(expectObject(method, 'data', data, true), method);
    return this.#call(`verify-microdeposits-${kind}`, { clientSecret: secret, params });
  }

  collectBankAccountForPayment(options: unknown): Promise<Result> {
    return this.#collectForIntent('payment', options);
  }

  collectBankAccountForSetup(options: unknown): Promise<Result> {
    return this.#collectForIntent('setup', options);
  }

  /**
   * The bank-linking dialog for an intent: `params.payment_method_type` 'us_bank_account' and the
   * account holder's name (payment_method_data.billing_details.name), as Stripe.js requires.
   */
  #collectForIntent(kind: IntentKind, options: unknown): Promise<Result> {
    const name = `collectBankAccountFor${kind === 'payment' ? 'Payment' : 'Setup'}`;
    const method = `stripe.${name}`;
    const given = expectObject(method, 'options', options);
    const clientSecret = checkClientSecret(method, kind, given.clientSecret);
    const params = expectObject(method, 'params', given.params);
    if (params.payment_method_type !== 'us_bank_account') {
      throw invalidArgument(
        method,
        'params.payment_method_type',
        "'us_bank_account'",
        params.payment_method_type,
      );
    }
    const data = expectObject(method, 'params.payment_method_data', params.payment_method_data);
    const billing = expectObject(
      method,
      'params.payment_method_data.billing_details',
      data.billing_details,
    );
    if (typeof billing.name !== 'string' || billing.name === '') {
      throw invalidArgument(
        method,
        'params.payment_method_data.billing_details.name',
        'a non-empty string',
        billing.name,
      );
    }
    const expand = given.expand;
    return this.#call('collect-bank-account', {
      clientSecret,
      method: name,
      params: toJson({ ...params, ...(expand === undefined ? {} : { expand }) }, method),
    });
  }

  collectBankAccountToken(options: unknown): Promise<Result> {
    return this.#collectForSession('collectBankAccountToken', options, ['token']);
  }

  collectFinancialConnectionsAccounts(options: unknown): Promise<Result> {
    return this.#collectForSession('collectFinancialConnectionsAccounts', options, []);
  }

  /** The dialog with the merchant's Financial Connections session (its client secret). */
  #collectForSession(name: string, options: unknown, extra: string[]): Promise<Result> {
    const method = `stripe.${name}`;
    const { clientSecret } = expectObject(method, 'options', options);
    if (typeof clientSecret !== 'string' || clientSecret === '') {
      throw invalidArgument(
        method,
        'clientSecret',
        'a Financial Connections session client secret',
        clientSecret,
      );
    }
    return this.#call('collect-bank-account', { clientSecret, method: name, params: {} }).then(
      (result) => {
        // Stripe.js's result spells out the fields it leaves absent.
        for (const field of ['financialConnectionsSession', ...extra])
          if (!(field in result)) result[field] = undefined;
        return result;
      },
    );
  }

  handleCardAction(clientSecret: unknown): Promise<Result> {
    const secret = checkClientSecret('stripe.handleCardAction', 'payment', clientSecret);
    return this.#call('handle-card-action', { clientSecret: secret });
  }

  /**
   * Opens or closes the 3-D Secure modal; a page it may not show fails the authentication, as
   * does a modal whose chunk cannot be loaded (the next challenge tries again). The messages
   * wait for the chunk in the order they came, so a close never overtakes its open.
   */
  #showChallenge(message: ChallengeOpen | ChallengeClose): void {
    const cancel = (challengeId: string) => void this.#call('challenge-cancel', { challengeId });
    // Nothing is open before the modal has been loaded: a close then has nothing to do.
    if (this.#challenge === undefined && message.type === 'challenge-close') return;
    if (this.#challenge === undefined) {
      const { window: win, providerOrigin } = this.#options;
      this.#challenge = loadChallengeModal(providerOrigin).then(
        (chunk) => new chunk.ChallengeModal(win, providerOrigin, cancel),
      );
    }
    const modal = this.#challenge;
    modal.then(
      (challenge) => {
        if (message.type === 'challenge-close') challenge.close(message.challengeId);
        else if (!challenge.open(message.challengeId, message.url, message.title))
          cancel(message.challengeId);
      },
      (error: unknown) => {
        if (this.#challenge === modal) this.#challenge = undefined;
        if (message.type === 'challenge-close') return;
        console.error('[kassa] the 3D Secure window could not be loaded', error);
        cancel(message.challengeId);
      },
    );
  }

  retrievePaymentIntent(clientSecret: unknown): Promise<Result> {
    const secret = checkClientSecret('stripe.retrievePaymentIntent', 'payment', clientSecret);
    return this.#call('retrieve-payment-intent', { clientSecret: secret });
  }

  /** A Radar Session for the merchant's server to pass on as radar_options[session]. */
  createRadarSession(): Promise<Result> {
    return this.#call('create-radar-session', {});
  }

  retrieveSetupIntent(clientSecret: unknown): Promise<Result> {
    const secret = checkClientSecret('stripe.retrieveSetupIntent', 'setup', clientSecret);
    return this.#call('retrieve-setup-intent', { clientSecret: secret });
  }

  createPaymentMethod(options: unknown): Promise<Result> {
    return this.#call('create-payment-method', paymentMethodCall(this, options));
  }

  createConfirmationToken(options: unknown): Promise<Result> {
    return this.#call('create-confirmation-token', confirmationTokenCall(this, options));
  }

  createToken(type: unknown, data?: unknown): Promise<Result> {
    return this.#call('create-token', tokenCall(this, type, data));
  }

  createSource(source: unknown, data?: unknown): Promise<Result> {
    return this.#call('create-source', sourceCall(this, 'stripe.createSource', source, data));
  }

  retrieveSource(source: unknown): Promise<Result> {
    return this.#call('retrieve-source', sourceCall(this, 'stripe.retrieveSource', source));
  }

  /** A wallet payment request (see payment-request.ts); its options are checked here. */
  paymentRequest(options: unknown): PaymentRequest {
    const win = this.#options.window;
    return new PaymentRequest(
      {
        window: win,
        providerOrigin: this.#options.providerOrigin,
        testMode: this.#testMode,
        locale: this.#options.locale,
        router: this.#router,
        call: (action, payload) => this.#call(action, payload),
      },
      options,
    );
  }

  #navigate(url: string): void {
    (this.#options.navigate ?? ((to) => this.#options.window.location.assign(to)))(url);
  }

  createEmbeddedCheckoutPage(options: unknown): Promise<unknown> {
    return this.#checkout('createEmbeddedCheckoutPage', options);
  }

  /** The name Stripe.js gave createEmbeddedCheckoutPage before (react-stripe-js 2 to 5 call it). */
  initEmbeddedCheckout(options: unknown): Promise<unknown> {
    return this.#checkout('initEmbeddedCheckout', options);
  }

  /** The older Stripe.js redirect to a session's hosted page. */
  redirectToCheckout(options: unknown): Promise<unknown> {
    return this.#checkout('redirectToCheckout', options);
  }

  /** Elements with a Checkout Session: synchronous in Stripe.js, so a stand-in (deferred.ts). */
  initCheckoutElementsSdk(options: unknown): unknown {
    return deferred(this.#checkout('initCheckoutElementsSdk', options));
  }

  /** The name Stripe.js gave initCheckoutElementsSdk before (react-stripe-js 3 to 5 call it). */
  initCheckout(options: unknown): unknown {
    return deferred(this.#checkout('initCheckout', options));
  }

  /** Checkout lives in a lazy chunk of its own (lazy-chunks.ts, checkout-chunk.ts). */
  #checkout(name: CheckoutEntry, options: unknown): Promise<unknown> {
    const { window, providerOrigin, key } = this.#options;
    this.#checkoutHost ??= {
      window,
      providerOrigin,
      key,
      testMode: this.#testMode,
      navigate: (url) => this.#navigate(url),
      call: (action, payload) => this.#call(action, payload),
      stripe: this,
    };
    const host = this.#checkoutHost;
    return loadCheckout(providerOrigin).then((chunk) =>
      (chunk[name] as (host: CheckoutHost, options: unknown) => Promise<unknown>)(host, options),
    );
  }

  registerAppInfo(info: unknown): void {
    const wrapper = expectObject('stripe.registerAppInfo', 'wrapperLibrary', info);
    if (typeof wrapper.name !== 'string' || wrapper.name === '') {
      throw new IntegrationError(
        'Invalid value for stripe.registerAppInfo(): expected `name` to be a non-empty string.',
      );
    }
    this.#wrappers.push(wrapper);
  }

  /** Called by @stripe/stripe-js's loadStripe with its name and version. */
  _registerWrapper(wrapper: unknown): void {
    this.#wrappers.push(wrapper);
  }
}
