import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeStripe, fakeStripe, paymentPageFixture } from '../testing/checkout-fixtures.js';
import { CheckoutApp } from './checkout-app.js';
import type { CheckoutParams } from './checkout-params.js';
import { CheckoutTextsContext, makeTexts } from './checkout-texts.js';
import type { ApiReply, LineItem, PageApi, PaymentPage } from './payment-page.js';

afterEach(cleanup);

/** The text an element's aria-describedby points at (what a screen reader says on focus). */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const HOSTED: CheckoutParams = {
  ui: 'hosted',
  sessionId: 'cs_test_a1B2c3D4e5F6g7H8',
  apiKey: 'pk_test_abc',
};

interface Harness {
  api: PageApi & { calls: { kind: string; params?: Record<string, unknown> }[] };
  stripe: FakeStripe;
  navigate: ReturnType<typeof vi.fn>;
}

const ok = (body: PaymentPage): ApiReply<PaymentPage> => ({ ok: true, body });

function open(
  page: PaymentPage,
  script: {
    confirm?: (params: Record<string, unknown>) => ApiReply<PaymentPage>;
    update?: (params: Record<string, unknown>) => ApiReply<PaymentPage>;
    load?: () => PaymentPage;
    stripe?: FakeStripe;
  } = {},
): Harness {
  const calls: Harness['api']['calls'] = [];
  const api = {
    calls,
    load: async () => {
      calls.push({ kind: 'load' });
      return ok(script.load ? script.load() : page);
    },
    update: async (params: Record<string, unknown>) => {
      calls.push({ kind: 'update', params });
      return script.update ? script.update(params) : ok(page);
    },
    confirm: async (params: Record<string, unknown>) => {
      calls.push({ kind: 'confirm', params });
      return script.confirm ? script.confirm(params) : ok(page);
    },
  };
  const stripe = script.stripe ?? fakeStripe();
  const navigate = vi.fn();
  render(
    <CheckoutTextsContext.Provider value={makeTexts()}>
      <CheckoutApp
        params={HOSTED}
        api={api}
        initial={page}
        loadStripe={async () => stripe}
        navigate={navigate}
        returnUrl="http://localhost/c/pay/cs_test_a1B2c3D4e5F6g7H8#frag"
        embedded={null}
        loadEvents={async () => [{ id: 'evt_1', type: 'checkout.session.completed', created: 1 }]}
      />
    </CheckoutTextsContext.Provider>,
  );
  return { api, stripe, navigate };
}

const payButton = () => screen.getByTestId('checkout-pay');
const ready = () => waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));

const paid = (page: PaymentPage): PaymentPage => ({
  ...page,
  status: 'complete',
  payment_status: 'paid',
  payment_intent: {
    id: 'pi_1',
    object: 'payment_intent',
    status: 'succeeded',
    client_secret: 'pi_1_secret_x',
  },
});

describe('the hosted Checkout page', () => {
  it('shows the account, the order with its totals and a back link to cancel_url', async () => {
    open(paymentPageFixture());
    expect(screen.getByRole('link', { name: /Back to Kassa Demo Shop/ }).getAttribute('href')).toBe(
      'https://shop.example/cart',
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Tote bag')).toBeTruthy();
    expect(within(summary).getByText('$20.00 each')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toContain('$40.00');
    expect(screen.getByText('Test mode')).toBeTruthy();
    await ready();
    expect(payButton().textContent).toContain('Pay $40.00');
  });

  it('creates a deferred Elements group with the session methods and manual creation', async () => {
    const { stripe } = open(paymentPageFixture({ payment_method_types: ['card', 'link'] }));
    await ready();
    expect(stripe.groupOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 4000,
      currency: 'usd',
      paymentMethodTypes: ['card', 'link'],
      paymentMethodCreation: 'manual',
    });
    expect(stripe.created.map((c) => c.type)).toEqual(['payment', 'expressCheckout']);
    // The wallet buttons have a group of their own: a group's submit() checks all its frames.
    expect(stripe.groupOptions).toHaveLength(2);
  });

  it.each([
    ['donate', 'Donate'],
    ['book', 'Book'],
    ['subscribe', 'Subscribe'],
    ['pay', 'Pay $40.00'],
  ] as const)('labels the button for submit_type %s', async (submitType, label) => {
    open(paymentPageFixture({ submit_type: submitType }));
    await ready();
    expect(payButton().textContent).toContain(label);
  });

  it('says Save in setup mode, with a setup group', async () => {
    const { stripe } = open(paymentPageFixture({ mode: 'setup', line_item_group: null }));
    await ready();
    expect(payButton().textContent).toContain('Save');
    expect(stripe.groupOptions[0]).toMatchObject({ mode: 'setup' });
    expect(stripe.groupOptions[0]).not.toHaveProperty('amount');
  });

  it('changes a quantity through the update endpoint and within adjustable_quantity', async () => {
    const page = paymentPageFixture();
    const group = page.line_item_group as NonNullable<PaymentPage['line_item_group']>;
    const [item] = group.line_items as [LineItem];
    const three = {
      ...page,
      line_item_group: {
        ...group,
        subtotal: 6000,
        total: 6000,
        line_items: [{ ...item, quantity: 3, subtotal: 6000, total: 6000 }],
      },
    };
    const { api, stripe } = open(page, { update: () => ok(three) });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Tote bag' }));
    await waitFor(() =>
      expect(screen.getByTestId('checkout-total').textContent).toContain('$60.00'),
    );
    expect(api.calls.find((c) => c.kind === 'update')?.params).toEqual({
      updated_line_item_quantity: { line_item_id: 'li_1', quantity: 3 },
    });
    // The maximum is 3: no more steps up.
    expect(
      (screen.getByRole('button', { name: 'Increase quantity of Tote bag' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await waitFor(() => expect(stripe.updates).toContainEqual({ amount: 6000 }));
    expect(screen.getByText('Total updated: $60.00')).toBeTruthy();
  });

  it('refuses to pay without an email, focusing the field that says why', async () => {
    const { api, stripe } = open(paymentPageFixture());
    await ready();
    fireEvent.click(payButton());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe('This field is required.');
    expect(stripe.calls).toEqual([]);
    expect(api.calls.some((c) => c.kind === 'confirm')).toBe(false);
  });

  it('pays: createPaymentMethod, confirm with expected_amount, then success_url', async () => {
    const page = paymentPageFixture({ customer_email: 'jenny@example.com' });
    let confirmed = false;
    const { api, stripe, navigate } = open(page, {
      confirm: () => {
        confirmed = true;
        return ok(paid(page));
      },
      load: () => (confirmed ? paid(page) : page),
    });
    await ready();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jenny@example.com');
    expect(screen.getByLabelText('Email').hasAttribute('readonly')).toBe(true);
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(page.success_url));
    expect(stripe.calls).toEqual(['submit', 'createPaymentMethod']);
    expect(api.calls.find((c) => c.kind === 'confirm')?.params).toMatchObject({
      payment_method: 'pm_card_1',
      expected_amount: 4000,
      email: 'jenny@example.com',
      return_url: 'http://localhost/c/pay/cs_test_a1B2c3D4e5F6g7H8#frag',
      expected_payment_method_type: 'card',
    });
    expect(screen.getByRole('status').textContent).toContain('Redirecting…');
  });

  it('shows a decline once, in the alert, and stays open', async () => {
    const page = paymentPageFixture({ customer_email: 'jenny@example.com' });
    const { api } = open(page, {
      confirm: () => ({
        ok: false,
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    });
    await ready();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your card was declined.'),
    );
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(1);
    expect(api.calls.filter((c) => c.kind === 'confirm')).toHaveLength(1);
    expect(payButton().textContent).toContain('Pay $40.00');
  });

  it('hands a requires_action intent to handleNextAction (3-D Secure), then reads the page', async () => {
    const page = paymentPageFixture({ customer_email: 'jenny@example.com' });
    const acting = {
      ...page,
      payment_intent: {
        id: 'pi_3ds',
        object: 'payment_intent' as const,
        status: 'requires_action',
        client_secret: 'pi_3ds_secret_y',
      },
    };
    let authenticated = false;
    const stripe = fakeStripe({
      handleNextAction: async () => {
        authenticated = true;
        return { paymentIntent: { status: 'succeeded' } };
      },
    });
    const { navigate } = open(page, {
      stripe,
      confirm: () => ok(acting),
      load: () => (authenticated ? paid(page) : page),
    });
    await ready();
    fireEvent.click(payButton());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(stripe.calls).toContain('handleNextAction:pi_3ds_secret_y');
  });

  it('requires the terms of service and sends the consent', async () => {
    const page = paymentPageFixture({
      customer_email: 'jenny@example.com',
      consent_collection: { terms_of_service: 'required' },
    });
    const { api } = open(page, { confirm: () => ok(paid(page)) });
    await ready();
    fireEvent.click(payButton());
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the terms of service of Kassa Demo Shop.',
    });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(description(box)).toBe('Accept the terms of service to continue.');
    fireEvent.click(box);
    fireEvent.click(payButton());
    await waitFor(() => expect(api.calls.some((c) => c.kind === 'confirm')).toBe(true));
    expect(api.calls.find((c) => c.kind === 'confirm')?.params).toMatchObject({
      consent: { terms_of_service: 'accepted' },
    });
  });

  it('checks custom fields by Stripe constraints and sends their values', async () => {
    const page = paymentPageFixture({
      customer_email: 'jenny@example.com',
      custom_fields: [
        {
          key: 'engraving',
          type: 'text',
          label: { type: 'custom', custom: 'Engraving' },
          optional: true,
          text: { maximum_length: 10 },
        },
        {
          key: 'pin',
          type: 'numeric',
          label: { type: 'custom', custom: 'Door code' },
          optional: false,
          numeric: { minimum_length: 4, maximum_length: 6 },
        },
        {
          key: 'size',
          type: 'dropdown',
          label: { type: 'custom', custom: 'Size' },
          optional: false,
          dropdown: {
            options: [
              { label: 'Small', value: 'S' },
              { label: 'Large', value: 'L' },
            ],
          },
        },
      ],
    });
    const { api } = open(page, { confirm: () => ok(paid(page)) });
    await ready();
    expect(screen.getByLabelText('Engraving (optional)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Door code'), { target: { value: '12a4' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Door code')));
    expect(description(screen.getByLabelText('Door code'))).toBe('Enter numbers only.');
    expect(description(screen.getByLabelText('Size'))).toBe('This field is required.');
    fireEvent.change(screen.getByLabelText('Door code'), { target: { value: '12' } });
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(description(screen.getByLabelText('Door code'))).toBe(
        'Enter between 4 and 6 characters.',
      ),
    );
    fireEvent.change(screen.getByLabelText('Door code'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'L' } });
    fireEvent.click(payButton());
    await waitFor(() => expect(api.calls.some((c) => c.kind === 'confirm')).toBe(true));
    expect(api.calls.find((c) => c.kind === 'confirm')?.params?.custom_fields).toEqual({
      1: { key: 'pin', value: '1234' },
      2: { key: 'size', value: 'L' },
    });
  });

  it('collects shipping with the Address Element, lets the shopper choose a rate', async () => {
    const page = paymentPageFixture({
      customer_email: 'jenny@example.com',
      shipping_address_collection: { allowed_countries: ['FR', 'DE'] },
      shipping_options: [
        { shipping_rate: { id: 'shr_free', display_name: 'Standard' }, shipping_amount: 0 },
        { shipping_rate: { id: 'shr_fast', display_name: 'Express' }, shipping_amount: 1500 },
      ],
      line_item_group: {
        ...(paymentPageFixture().line_item_group as NonNullable<PaymentPage['line_item_group']>),
        shipping_rate: 'shr_free',
      },
    });
    const { api, stripe } = open(page, { confirm: () => ok(paid(page)) });
    await ready();
    expect(stripe.created[0]).toMatchObject({
      type: 'address',
      options: { mode: 'shipping', allowedCountries: ['FR', 'DE'] },
    });
    expect((screen.getByRole('radio', { name: /Standard/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.kind === 'update')?.params).toEqual({
        shipping_rate: 'shr_fast',
      }),
    );
    fireEvent.click(payButton());
    await waitFor(() => expect(api.calls.some((c) => c.kind === 'confirm')).toBe(true));
    expect(api.calls.find((c) => c.kind === 'confirm')?.params).toMatchObject({
      shipping: {
        name: 'Jenny Rosen',
        address: { line1: '1 Main St', city: 'Paris', country: 'FR' },
      },
      shipping_rate: 'shr_free',
    });
  });

  it('pays with a saved card of the customer without creating a method', async () => {
    const page = paymentPageFixture({
      customer_email: 'jenny@example.com',
      customer: 'cus_1',
      saved_payment_methods: [
        { id: 'pm_saved', type: 'card', card: { brand: 'visa', last4: '4242' } },
      ],
    });
    const { api, stripe } = open(page, { confirm: () => ok(paid(page)) });
    await ready();
    expect(
      (screen.getByRole('radio', { name: 'Visa ending in 4242' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(payButton());
    await waitFor(() => expect(api.calls.some((c) => c.kind === 'confirm')).toBe(true));
    expect(api.calls.find((c) => c.kind === 'confirm')?.params).toMatchObject({
      payment_method: 'pm_saved',
    });
    expect(stripe.calls).not.toContain('createPaymentMethod');
  });

  it('shows the expired state with the recovery link', () => {
    open(
      paymentPageFixture({
        status: 'expired',
        after_expiration: { recovery: { enabled: true, url: 'https://shop.example/recover' } },
      }),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'This checkout session has expired' }),
    );
    expect(screen.getByRole('link', { name: 'Start a new checkout' }).getAttribute('href')).toBe(
      'https://shop.example/recover',
    );
    expect(screen.queryByTestId('checkout-pay')).toBeNull();
  });

  it('shows no recovery link for an expired session without recovery', () => {
    open(paymentPageFixture({ status: 'expired', after_expiration: null }));
    screen.getByRole('heading', { name: 'This checkout session has expired' });
    expect(screen.queryByRole('link', { name: 'Start a new checkout' })).toBeNull();
  });

  it("shows the account's icon and paints the page in its colours", () => {
    open(
      paymentPageFixture({
        account_settings: {
          display_name: 'Jenny Rosen Coffee',
          icon_url: 'https://shop.example/icon.png',
          primary_color: '#0a2540',
          accent_color: '#635bff',
        },
      }),
    );
    const back = screen.getByRole('link', { name: /Back to Jenny Rosen Coffee/ });
    expect(back.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/icon.png');
    // The icon is decoration beside the name, never a second announcement of it.
    expect(back.querySelector('img')?.getAttribute('alt')).toBe('');
    const root = back.closest('.Checkout') as HTMLElement;
    expect(root.style.getPropertyValue('--checkout-brand')).toBe('#0a2540');
    expect(root.style.getPropertyValue('--checkout-on-brand')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--checkout-accent')).toBe('#635bff');
  });

  it('shows a thank-you view when a complete session has nowhere to go', () => {
    open(paid(paymentPageFixture({ redirect_on_completion: 'never' })));
    expect(screen.getByTestId('checkout-complete').textContent).toContain(
      'Your payment of $40.00 to Kassa Demo Shop is complete.',
    );
  });

  it('keeps the diagnostics panel closed by default and opens its subviews (test mode)', async () => {
    open(paymentPageFixture());
    const toggle = screen.getByRole('button', { name: 'Developer diagnostics (test mode)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('payment_status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'What it allows' }));
    expect(screen.getByRole('table', { name: 'Payment method types' }).textContent).toContain(
      'accepts any currency',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recent events' }));
    await waitFor(() => expect(screen.getByText('checkout.session.completed')).toBeTruthy());
  });

  it('has no diagnostics panel in live mode', async () => {
    open(paymentPageFixture({ livemode: true }));
    await act(async () => undefined);
    expect(screen.queryByText('Developer diagnostics (test mode)')).toBeNull();
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it('shows the invalid-link state without params', () => {
    render(
      <CheckoutApp
        params={null}
        api={{} as PageApi}
        initial={null}
        loadStripe={async () => fakeStripe()}
        navigate={() => undefined}
        returnUrl=""
        embedded={null}
        loadEvents={async () => null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
  });
});
