import type { Json as WireJson } from '@kassa/protocol';
import type { CheckoutSdk } from './checkout-sdk.js';
import type { Contact } from './checkout-session.js';

// The actions `checkout.loadActions()` answers (Stripe.js's StripeCheckoutLoadActionsSuccess):
// each changes the session through `POST /v1/payment_pages/:id` and answers
// `{type: 'success', session}` or `{type: 'error', error: {message, code}}`; confirm() pays
// through `/confirm` with the Payment Element's method and the session's expected amount.

type Json = Record<string, unknown>;
type Failure = { type: 'error'; error: Json & { message: string; code: string | null } };

const failure = (message: string, code: string | null = null, extra: Json = {}): Failure => ({
  type: 'error',
  error: { message, code, ...extra },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Stripe's wire parameters of a contact (nulls left out). */
function contactParams(contact: Contact): { name?: string; address: Record<string, string> } {
  const address: Record<string, string> = {};
  for (const [key, value] of Object.entries(contact.address ?? {}))
    if (typeof value === 'string' && value !== '') address[key] = value;
  return {
    ...(typeof contact.name === 'string' && contact.name !== '' ? { name: contact.name } : {}),
    address,
  };
}

function isContact(value: unknown): value is Contact {
  const address = (value as Json | null)?.address as Json | undefined;
  return typeof address === 'object' && address !== null && typeof address.country === 'string';
}

function errorOf(answer: Json): Json {
  return (answer.error ?? {}) as Json;
}

function withSession(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}

export function checkoutActions(sdk: CheckoutSdk) {
  const { host, sessionId } = sdk;

  /** Posts an update; the session changes (and its listeners hear) only when it succeeds. */
  async function update(params: WireJson) {
    sdk.local.busy = true;
    try {
      const answer = await host.call('payment-page', {
        sessionId,
        op: 'update',
        params: params as Record<string, WireJson>,
      });
      const page = answer.paymentPage as Json | undefined;
      if (page === undefined)
        return failure(String(errorOf(answer).message ?? 'The update failed.'));
      sdk.local.busy = false;
      sdk.changed(page);
      return { type: 'success' as const, session: sdk.session() };
    } finally {
      sdk.local.busy = false;
    }
  }

  async function read(): Promise<Json | null> {
    const answer = await host.call('payment-page', { sessionId, op: 'retrieve', params: {} });
    const page = answer.paymentPage as Json | undefined;
    if (page !== undefined) sdk.changed(page);
    return page ?? null;
  }

  const paymentFailed = (error: Json) => {
    const message = String(error.message ?? 'Your payment could not be completed.');
    sdk.local.lastPaymentError = { message };
    sdk.changed();
    return failure(message, 'paymentFailed', {
      paymentFailed: { declineCode: (error.decline_code as string | undefined) ?? null },
    });
  };

  async function confirm(raw?: unknown) {
    const args = (typeof raw === 'object' && raw !== null ? raw : {}) as Json;
    const page = sdk.page;
    if (page === null || page.status !== 'open')
      return failure('This Checkout Session is no longer open.');
    const session = sdk.session();
    const email = typeof args.email === 'string' ? args.email : session.email;
    if (email === null) return failure('Enter an email address to confirm the payment.');
    const phone = typeof args.phoneNumber === 'string' ? args.phoneNumber : session.phoneNumber;
    const shipping = isContact(args.shippingAddress)
      ? args.shippingAddress
      : session.shippingAddress;
    const billing = isContact(args.billingAddress) ? args.billingAddress : session.billingAddress;
    const total = session.total.total.minorUnitsAmount;
    let paymentMethod = typeof args.paymentMethod === 'string' ? args.paymentMethod : undefined;
    if (paymentMethod === undefined && !(total === 0 && page.mode === 'payment')) {
      const express = args.expressCheckoutConfirmEvent !== undefined;
      if (sdk.element('payment') === null && !express)
        return failure('Create and mount a Payment Element before calling confirm().');
      const group = sdk.group();
      if (!express) {
        const submitted = (await group.submit()) as Json;
        if (submitted.error) return failure(String(errorOf(submitted).message));
      }
      const billingDetails: WireJson = {
        email,
        ...(phone === null ? {} : { phone }),
        ...(billing === null ? {} : contactParams(billing)),
      };
      const created = await host.stripe.createPaymentMethod({
        elements: group,
        params: { billing_details: billingDetails },
      });
      const method = created.paymentMethod as Json | undefined;
      if (method === undefined) return failure(String(errorOf(created).message));
      paymentMethod = String(method.id);
    }
    const returnUrl = typeof args.returnUrl === 'string' ? args.returnUrl : undefined;
    const params: Record<string, WireJson> = {
      email,
      ...(page.mode === 'payment' ? { expected_amount: total } : {}),
      ...(paymentMethod === undefined ? {} : { payment_method: paymentMethod }),
      ...(returnUrl === undefined ? {} : { return_url: withSession(returnUrl, sessionId) }),
      ...(phone === null ? {} : { phone }),
      ...(shipping === null ? {} : { shipping: contactParams(shipping) }),
      ...(billing === null ? {} : { billing_address: contactParams(billing).address }),
      ...(args.savePaymentMethod === true ? { save_payment_method: true } : {}),
    };
    sdk.local.busy = true;
    sdk.changed();
    let confirmed: Json;
    try {
      confirmed = await host.call('payment-page', { sessionId, op: 'confirm', params });
    } finally {
      sdk.local.busy = false;
    }
    let after = confirmed.paymentPage as Json | undefined;
    if (after === undefined) return paymentFailed(errorOf(confirmed));
    sdk.local.lastPaymentError = null;
    sdk.changed(after);
    const intent = (after.payment_intent ?? after.setup_intent) as Json | null | undefined;
    if (intent?.status === 'requires_action') {
      // 3-D Secure in the modal, or the page leaves for a redirect method (never settles).
      const handled = await host.stripe.handleNextAction({ clientSecret: intent.client_secret });
      after = (await read()) ?? after;
      if (handled.error && after.status === 'open') return paymentFailed(errorOf(handled));
    }
    if (after.status !== 'complete') {
      const latest = (after.payment_intent ?? after.setup_intent) as Json | null | undefined;
      return paymentFailed((latest?.last_payment_error ?? latest?.last_setup_error ?? {}) as Json);
    }
    const target = returnUrl ?? (typeof after.return_url === 'string' ? after.return_url : null);
    if (args.redirect !== 'if_required' && target !== null) {
      host.navigate(withSession(target, sessionId));
      return new Promise<never>(() => {});
    }
    return { type: 'success' as const, session: sdk.session() };
  }

  return {
    getSession: () => sdk.session(),
    updateEmail(email: unknown) {
      if (typeof email !== 'string' || email.trim() === '')
        return Promise.resolve(failure('Enter an email address.', 'incompleteEmail'));
      if (!EMAIL.test(email.trim()))
        return Promise.resolve(failure('Your email address is invalid.', 'invalidEmail'));
      return update({ email: email.trim() });
    },
    updatePhoneNumber: (phone: unknown) =>
      update({ phone: typeof phone === 'string' ? phone : '' }),
    updateIndividualName: (name: unknown) => update({ name: typeof name === 'string' ? name : '' }),
    async updateBusinessName(name: unknown) {
      sdk.local.businessName = typeof name === 'string' && name !== '' ? name : null;
      sdk.changed();
      return { type: 'success' as const, session: sdk.session() };
    },
    updateShippingAddress(contact: unknown) {
      if (contact === null) return update({ shipping_address: '' });
      if (!isContact(contact))
        return Promise.resolve(failure('The shipping address needs at least a country.'));
      return update({ shipping_address: contactParams(contact) });
    },
    async updateBillingAddress(contact: unknown) {
      if (contact !== null && !isContact(contact))
        return failure('The billing address needs at least a country.');
      sdk.local.billingAddress = contact;
      sdk.changed();
      return { type: 'success' as const, session: sdk.session() };
    },
    updateShippingOption: (id: unknown) => update({ shipping_rate: String(id) }),
    updateLineItemQuantity(args: unknown) {
      const { lineItem, quantity } = (args ?? {}) as Json;
      if (typeof lineItem !== 'string' || typeof quantity !== 'number')
        return Promise.resolve(failure('Pass {lineItem, quantity}: a line item id and a number.'));
      return update({ updated_line_item_quantity: { line_item_id: lineItem, quantity } });
    },
    async updateTaxIdInfo(info: unknown) {
      sdk.local.taxIdInfo = (info ?? null) as typeof sdk.local.taxIdInfo;
      sdk.changed();
      return { type: 'success' as const, session: sdk.session() };
    },
    async applyPromotionCode(code: unknown) {
      const result = await update({ promotion_code: String(code) });
      return result.type === 'error' ? failure(result.error.message, 'invalidCode') : result;
    },
    removePromotionCode: () => update({ promotion_code: '' }),
    async runServerUpdate(userFunction: unknown) {
      if (typeof userFunction !== 'function')
        return failure(
          'runServerUpdate() needs a function that updates the session on your server.',
        );
      sdk.local.busy = true;
      try {
        await userFunction();
      } catch (error) {
        return failure(error instanceof Error ? error.message : 'The server update failed.');
      } finally {
        sdk.local.busy = false;
      }
      const page = await read();
      return page === null
        ? failure('The Checkout Session could not be read again.')
        : { type: 'success' as const, session: sdk.session() };
    },
    async validateElements() {
      if (sdk.element('payment') === null)
        return failure('No elements to validate.', 'no_elements', { validation_errors: [] });
      const submitted = (await sdk.group().submit()) as Json;
      if (!submitted.error) return { type: 'success' as const, session: sdk.session() };
      const message = String(errorOf(submitted).message);
      return failure(message, 'validation_error', {
        validation_errors: [{ message, element: 'payment' }],
      });
    },
    addOptionalLineItem: async () => failure('Optional line items are not supported by Kassa yet.'),
    removeOptionalLineItem: async () =>
      failure('Optional line items are not supported by Kassa yet.'),
    confirm,
  };
}
