import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../../testing/frame-harness.js';
import { PaymentElement } from '../payment-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

function card(id: string, last4: string, expYear: number, brand = 'visa') {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    allow_redisplay: 'always',
    billing_details: { address: { postal_code: '10001' } },
    card: { brand, last4, exp_month: 4, exp_year: expYear },
  };
}

const VISA = card('pm_visa', '4242', 2099);
const SEPA = {
  id: 'pm_sepa',
  object: 'payment_method',
  type: 'sepa_debit',
  allow_redisplay: 'always',
  billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
  sepa_debit: { bank_code: '37040044', country: 'DE', last4: '3000' },
};
const ACH = {
  id: 'pm_ach',
  object: 'payment_method',
  type: 'us_bank_account',
  allow_redisplay: 'always',
  billing_details: { name: 'Jenny Rosen' },
  us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', routing_number: '110000000' },
};
const AMEX = card('pm_amex', '0005', 2098, 'amex');
const EXPIRED = card('pm_old', '1881', 2020);
const MASTERCARD = card('pm_mc', '4444', 2097, 'mastercard');

function session(methods: object[], features: object = {}, extra: object = {}) {
  return {
    mode: 'payment',
    setup_future_usage: null,
    ordered_payment_method_types_and_wallets: ['card'],
    customer: {
      id: 'cus_1',
      payment_methods: methods,
      default_payment_method: 'pm_amex',
      customer_session: {
        api_key: 'ek_test_1',
        components: {
          payment_element: {
            enabled: true,
            features: { payment_method_redisplay: 'enabled', ...features },
          },
        },
      },
    },
    ...extra,
  };
}

/** The frame with the session loaded, once it says `ready` (the picker is a lazy chunk). */
async function openWith(data: object): Promise<FrameHarness> {
  const frame = openFrame(PaymentElement, { elementType: 'payment' });
  harness = frame;
  await frame.init({}, {});
  await frame.broadcast('session', data as never);
  await waitFor(() => expect(frame.events('ready')).toHaveLength(1));
  return frame;
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('saved payment methods in the Payment Element', () => {
  it('is ready only once the saved cards show', async () => {
    await openWith(session([VISA]));
    expect(screen.getByRole('group', { name: 'Saved payment methods' })).toBeTruthy();
  });

  it('lists the saved cards with the default one selected and the card form closed', async () => {
    await openWith(session([VISA, AMEX]));
    expect(screen.getByRole('group', { name: 'Saved payment methods' })).toBeTruthy();
    expect((radio(/0005/) as HTMLInputElement).checked).toBe(true);
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Expires 04/99')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('marks an expired card and never selects it', async () => {
    await openWith(session([EXPIRED, VISA], {}, {}));
    expect((radio(/1881/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Expired')).toBeTruthy();
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(true);
  });

  it('opens the new-card form when every saved card has expired', async () => {
    await openWith(session([EXPIRED]));
    expect((radio('New card') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('is complete with a saved card and collects only its id', async () => {
    const frame = await openWith(session([VISA]));
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: true });
    expect(resultOf(await frame.request('collect'))).toEqual({ saved_payment_method: 'pm_visa' });
  });

  it('sends a complete change event carrying the chosen saved method', async () => {
    const frame = await openWith(session([VISA, AMEX]));
    act(() => fireEvent.click(radio(/4242/)));
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'card', payment_method: VISA },
    });
  });

  it('asks to save a new card when the session allows it, and says how on collect', async () => {
    const frame = await openWith(session([VISA], { payment_method_save: 'enabled' }));
    act(() => fireEvent.click(radio('New card')));
    const box = screen.getByRole('checkbox', { name: 'Save payment details for future purchases' });
    act(() => fireEvent.click(box));
    const collected = resultOf(await frame.request('collect'));
    expect(collected).toMatchObject({ type: 'card', save_payment_method: true });
  });

  it.each([
    ['the session does not enable saving', session([VISA])],
    [
      'the element sets up a card (setup mode)',
      session([], { payment_method_save: 'enabled' }, { mode: 'setup' }),
    ],
  ])('shows no save box when %s', async (_, data) => {
    await openWith(data);
    if (screen.queryByRole('radio', { name: 'New card' }))
      act(() => fireEvent.click(radio('New card')));
    // The new-card form is what the box would sit under: without it, no box proves nothing.
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('collects a new card without the save request while the box is unticked', async () => {
    const frame = await openWith(session([], { payment_method_save: 'enabled' }));
    const collected = resultOf(await frame.request('collect')) as Record<string, unknown>;
    expect(collected.type).toBe('card');
    expect(collected).not.toHaveProperty('save_payment_method');
  });

  it('removes a card after the shopper confirms, through the controller', async () => {
    const frame = await openWith(session([VISA, AMEX]));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 0005' })));
    const step = screen.getByRole('group', { name: 'Remove this card?' });
    expect(document.activeElement?.textContent).toBe('Remove');
    act(() => fireEvent.click(step.querySelector('button') as HTMLButtonElement));
    const asked = await frame.reply('saved-method-detach', { paymentMethod: { id: 'pm_amex' } });
    expect(asked).toEqual({ paymentMethod: 'pm_amex' });
    expect(screen.queryByRole('radio', { name: /0005/ })).toBeNull();
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(true);
    expect(frame.events('savedpaymentmethodremove')).toEqual([
      { elementType: 'payment', success: true, payment_method: AMEX },
    ]);
  });

  it('removes two cards whose removals overlap, and the first answer leaves the second step', async () => {
    const frame = await openWith(session([VISA, AMEX, MASTERCARD]));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 0005' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 4242' })));
    const step = screen.getByRole('group', { name: 'Remove this card?' });
    act(() => fireEvent.click(step.querySelector('button') as HTMLButtonElement));
    expect(await frame.reply('saved-method-detach', { paymentMethod: null })).toEqual({
      paymentMethod: 'pm_amex',
    });
    // Still waiting for its answer: the second step is still there, busy.
    expect(
      (
        screen
          .getByRole('group', { name: 'Remove this card?' })
          .querySelector('button') as HTMLButtonElement | null
      )?.disabled,
    ).toBe(true);
    expect(await frame.reply('saved-method-detach', { paymentMethod: null })).toEqual({
      paymentMethod: 'pm_visa',
    });
    expect(screen.queryByRole('radio', { name: /0005/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /4242/ })).toBeNull();
    expect((radio(/4444/) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Remove this card?' })).toBeNull();
  });

  it('leaves focus where the shopper moved it in the remove step when the element re-renders', async () => {
    const frame = await openWith(session([VISA, AMEX]));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 0005' })));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    act(() => cancel.focus());
    await frame.broadcast('group-update', { locale: 'en' });
    expect(document.activeElement).toBe(cancel);
  });

  it('keeps the card and says so when the controller refuses the removal', async () => {
    const frame = await openWith(session([VISA]));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 4242' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    await frame.replyError('saved-method-detach', {
      type: 'invalid_request_error',
      message: 'This customer session does not allow removing payment methods.',
    });
    expect(screen.getByText('Could not remove the card.').getAttribute('role')).toBe('alert');
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(true);
    expect(frame.events('savedpaymentmethodremove')).toEqual([
      {
        elementType: 'payment',
        success: false,
        error: 'This customer session does not allow removing payment methods.',
        payment_method: VISA,
      },
    ]);
  });

  it('keeps the card when the shopper cancels the removal', async () => {
    const frame = await openWith(session([VISA]));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 4242' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('group', { name: 'Remove this card?' })).toBeNull();
    // Focus goes back to the Remove button the step came from, not to the frame's body.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove •••• 4242' }));
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(true);
    expect(
      frame.fromPort.some((m) => m.type === 'port-request' && m.action === 'saved-method-detach'),
    ).toBe(false);
  });

  it('offers no removal of the last card when payment_method_remove_last is disabled', async () => {
    await openWith(session([VISA], { payment_method_remove_last: 'disabled' }));
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('shows nothing saved unless payment_method_redisplay is enabled', async () => {
    await openWith(session([VISA], { payment_method_redisplay: 'disabled' }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('lists saved bank accounts (SEPA, US) beside the cards, each named by its method', async () => {
    await openWith(
      session(
        [SEPA, VISA, ACH],
        {},
        {
          ordered_payment_method_types_and_wallets: ['card', 'sepa_debit', 'us_bank_account'],
        },
      ),
    );
    expect(radio(/3000/).closest('label')?.textContent).toBe('•••• 3000SEPA Direct Debit');
    expect(radio(/6789/).closest('label')?.textContent).toBe('•••• 6789US bank account');
    // A bank account never expires: it is usable and the first one starts chosen.
    expect((radio(/3000/) as HTMLInputElement).disabled).toBe(false);
    expect((radio(/3000/) as HTMLInputElement).checked).toBe(true);
  });

  it('pays with a chosen saved SEPA account: its id collected, its type in the change event', async () => {
    const frame = await openWith(
      session(
        [VISA, SEPA],
        {},
        { ordered_payment_method_types_and_wallets: ['card', 'sepa_debit'] },
      ),
    );
    act(() => fireEvent.click(radio(/3000/)));
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'sepa_debit', payment_method: SEPA },
    });
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: true });
    expect(resultOf(await frame.request('collect'))).toEqual({ saved_payment_method: 'pm_sepa' });
  });

  it('removes a saved SEPA account like a card', async () => {
    const frame = await openWith(
      session(
        [SEPA, VISA],
        {},
        { ordered_payment_method_types_and_wallets: ['card', 'sepa_debit'] },
      ),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 3000' })));
    // The step names what is removed: a bank account, not a card.
    expect(screen.getByRole('group', { name: 'Remove this bank account?' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Remove this card?' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    expect(await frame.reply('saved-method-detach', { paymentMethod: { id: 'pm_sepa' } })).toEqual({
      paymentMethod: 'pm_sepa',
    });
    expect(screen.queryByRole('radio', { name: /3000/ })).toBeNull();
    expect((radio(/4242/) as HTMLInputElement).checked).toBe(true);
  });

  it('says when a saved bank account could not be removed', async () => {
    const frame = await openWith(
      session([SEPA], {}, { ordered_payment_method_types_and_wallets: ['card', 'sepa_debit'] }),
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove •••• 3000' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
    await frame.replyError('saved-method-detach', {
      type: 'invalid_request_error',
      message: 'This customer session does not allow removing payment methods.',
    });
    expect(screen.getByText('Could not remove the bank account.').getAttribute('role')).toBe(
      'alert',
    );
    expect((radio(/3000/) as HTMLInputElement).checked).toBe(true);
  });

  it('leaves out a listed method without details to show', async () => {
    await openWith(session([{ id: 'pm_link', type: 'link', link: {} }, VISA]));
    expect(
      screen.getAllByRole('radio').map((input) => input.closest('label')?.textContent),
    ).toEqual([expect.stringContaining('4242'), 'New card']);
  });

  it('offers the save box under a save-eligible method (SEPA) but not under one that is not (P24)', async () => {
    const frame = await openWith(
      session(
        [],
        { payment_method_save: 'enabled' },
        {
          currency: 'eur',
          ordered_payment_method_types_and_wallets: ['card', 'sepa_debit', 'p24'],
        },
      ),
    );
    const box = 'Save payment details for future purchases';
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'SEPA Direct Debit' })).toBeTruthy(),
    );
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' })));
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: box })));
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'Przelewy24' })));
    expect(screen.queryByRole('checkbox', { name: box })).toBeNull();
    // Ticked under SEPA, the box does not save the P24 payment it cannot save.
    const p24 = resultOf(await frame.request('collect')) as Record<string, unknown>;
    expect(p24.type).toBe('p24');
    expect(p24).not.toHaveProperty('save_payment_method');
    act(() => fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' })));
    expect((screen.getByRole('checkbox', { name: box }) as HTMLInputElement).checked).toBe(true);
    const sepa = resultOf(await frame.request('collect')) as Record<string, unknown>;
    expect(sepa).toMatchObject({ type: 'sepa_debit', save_payment_method: true });
  });
});
