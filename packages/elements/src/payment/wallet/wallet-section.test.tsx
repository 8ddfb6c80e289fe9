import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../../testing/frame-harness.js';
import { typeInto } from '../../testing/typing.js';
import { PaymentElement } from '../payment-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const SESSION = {
  mode: 'payment',
  ordered_payment_method_types_and_wallets: ['card', 'link'],
  link_settings: { link_enabled: true },
};

const VISA = {
  id: 'csmrpd_visa',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  isDefault: false,
};
const MASTERCARD = {
  id: 'csmrpd_mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2033,
  isDefault: true,
};

const BANK = {
  id: 'csmrpd_bank',
  brand: 'unknown',
  last4: '6789',
  expMonth: 0,
  expYear: 0,
  isDefault: false,
  bankName: 'STRIPE TEST BANK',
};

const VERIFIED = { email: 'jenny@example.com', exists: true, cards: [VISA, MASTERCARD] };
const NEW_SHOPPER = { email: 'new@example.com', exists: false };

async function openWithWallet(wallet: object, groupOptions = {}): Promise<FrameHarness> {
  const frame = openFrame(PaymentElement, { elementType: 'payment' });
  harness = frame;
  await frame.init({}, groupOptions);
  await frame.broadcast('session', SESSION as never);
  await waitFor(() => expect(frame.events('ready')).toHaveLength(1));
  await frame.broadcast('wallet', wallet as never);
  return frame;
}

/** The wallet section is a lazy chunk: its first import can take over a second on a loaded machine. */
const CHUNK_WAIT = { timeout: 5_000 };

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

function fillValidCard(): void {
  typeInto(screen.getByLabelText('Card number') as HTMLInputElement, '4242424242424242');
  typeInto(screen.getByLabelText('Expiration date') as HTMLInputElement, '1240');
  typeInto(screen.getByLabelText('Security code') as HTMLInputElement, '123');
  typeInto(screen.getByLabelText('ZIP code') as HTMLInputElement, '94107');
}

describe("the Payment Element's wallet section", () => {
  it('shows a verified shopper the wallet cards, the default one chosen, and no card form', async () => {
    await openWithWallet(VERIFIED);
    await screen.findByRole('group', { name: 'Your saved cards (jenny@example.com)' }, CHUNK_WAIT);
    expect(radio(/Mastercard ending in 4444/).checked).toBe(true);
    expect(radio(/Visa ending in 4242/).checked).toBe(false);
    expect(screen.getByText('Default · Expires 03/33')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('pays with the chosen wallet card: complete, collected by id, change type link', async () => {
    const frame = await openWithWallet(VERIFIED);
    await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
    act(() => fireEvent.click(radio(/Visa ending in 4242/)));
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_visa',
    });
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'link' },
    });
  });

  it('lists a wallet bank account beside the cards (bank and last4, no expiry) and pays with it', async () => {
    const frame = await openWithWallet({ ...VERIFIED, cards: [MASTERCARD, BANK] });
    // A bank account beside the cards: the list is of payment methods.
    await screen.findByRole(
      'group',
      { name: 'Your saved payment methods (jenny@example.com)' },
      CHUNK_WAIT,
    );
    expect(screen.queryByRole('group', { name: /Your saved cards/ })).toBeNull();
    const bank = radio(/STRIPE TEST BANK ending in 6789/);
    expect(bank.checked).toBe(false);
    const row = bank.closest('label') as HTMLLabelElement;
    expect(row.textContent).not.toMatch(/Expires/);
    // No card brand icon on a bank row; the card rows keep theirs.
    expect(row.querySelector('svg')).toBeNull();
    const cardRow = radio(/Mastercard ending in 4444/).closest('label') as HTMLLabelElement;
    expect(cardRow.querySelector('svg')).not.toBeNull();
    act(() => fireEvent.click(bank));
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_bank',
    });
    expect(frame.events('change').at(-1)).toMatchObject({ value: { type: 'link' } });
    // The way back from the card form names payment methods, not cards, with a bank listed.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pay another way' })));
    expect(screen.getByRole('button', { name: 'Use a saved payment method' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a saved card' })).toBeNull();
  });

  it('pays another way with the card form, and goes back to the saved cards', async () => {
    const frame = await openWithWallet(VERIFIED);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Pay another way' })));
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Your saved cards/ })).toBeNull();
    const back = screen.getByRole('button', { name: 'Use a saved card' });
    expect(document.activeElement).toBe(back);
    expect(frame.events('change').at(-1)).toMatchObject({ value: { type: 'card' } });
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: false });
    act(() => fireEvent.click(back));
    expect(radio(/Mastercard ending in 4444/).checked).toBe(true);
    expect(document.activeElement).toBe(radio(/Mastercard ending in 4444/));
  });

  it('logs out through the controller, once the shopper confirms, and falls back to the card form', async () => {
    const frame = await openWithWallet(VERIFIED);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
    const confirm = screen.getByRole('group', {
      name: 'Log out of your saved details (jenny@example.com)?',
    });
    act(() =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Log out' }) as HTMLElement),
    );
    expect(await frame.reply('wallet', { exists: true, shopper: null })).toEqual({ op: 'logout' });
    await frame.broadcast('wallet', null);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(resultOf(await frame.request('collect'))).toMatchObject({ type: 'card' });
  });

  it('offers a new shopper to sign up while paying, and asks for a valid phone', async () => {
    const frame = await openWithWallet(NEW_SHOPPER);
    const box = (await screen.findByRole(
      'checkbox',
      { name: 'Save my details for a faster checkout next time' },
      CHUNK_WAIT,
    )) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.queryByLabelText('Phone')).toBeNull();
    fillValidCard();
    expect(resultOf(await frame.request('collect'))).not.toHaveProperty('link_signup');

    act(() => fireEvent.click(box));
    expect(screen.getByText(/wallet account is created for new@example.com/)).toBeTruthy();
    const validated = resultOf(await frame.request('validate')) as { complete: boolean };
    expect(validated.complete).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('Check the phone number.');
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
    // Leaving the empty field keeps the error the submit showed.
    act(() => fireEvent.blur(screen.getByLabelText('Phone')));
    expect(screen.getByRole('alert').textContent).toBe('Check the phone number.');

    typeInto(screen.getByLabelText('Phone') as HTMLInputElement, '(201) 555-0123');
    typeInto(screen.getByLabelText('Full name (optional)') as HTMLInputElement, ' Jenny Rosen ');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      type: 'card',
      card: { number: '4242424242424242' },
      link_signup: { phone: '+12015550123', country: 'US', name: 'Jenny Rosen' },
    });
  });

  it("shows the card's errors first, the phone's with them", async () => {
    const frame = await openWithWallet(NEW_SHOPPER);
    act(() =>
      fireEvent.click(
        screen.getByRole('checkbox', { name: 'Save my details for a faster checkout next time' }),
      ),
    );
    const validated = resultOf(await frame.request('validate')) as {
      complete: boolean;
      error: { code: string };
    };
    expect(validated).toMatchObject({ complete: false, error: { code: 'incomplete_number' } });
    expect(screen.getByText('Check the phone number.')).toBeTruthy();
  });

  it('offers to add a bank account only where the session funds the wallet with banks', async () => {
    await openWithWallet(VERIFIED);
    await screen.findByRole('button', { name: 'Pay another way' }, CHUNK_WAIT);
    expect(screen.queryByRole('button', { name: 'Add a bank account' })).toBeNull();
  });

  it('adds a bank account through the controller and pays with the new account', async () => {
    const frame = await openWithWallet({ ...VERIFIED, canAddBank: true });
    const add = await screen.findByRole('button', { name: 'Add a bank account' }, CHUNK_WAIT);
    act(() => fireEvent.click(add));
    expect((add as HTMLButtonElement).disabled).toBe(true);
    // The controller broadcasts the wallet with the new account, then answers its id.
    const asked = frame.reply('wallet', { added: 'csmrpd_bank', exists: true });
    await frame.broadcast('wallet', {
      ...VERIFIED,
      canAddBank: true,
      cards: [VISA, MASTERCARD, BANK],
    });
    expect(await asked).toEqual({ op: 'add-bank' });
    await waitFor(() => expect(radio(/STRIPE TEST BANK ending in 6789/).checked).toBe(true));
    expect(document.activeElement).toBe(radio(/STRIPE TEST BANK ending in 6789/));
    expect(screen.getByRole('group', { name: /Your saved payment methods/ })).toBeTruthy();
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_bank',
    });
  });

  it('leaves the choice as it was when the dialog is closed, and tells a failure', async () => {
    const frame = await openWithWallet({ ...VERIFIED, canAddBank: true });
    const add = await screen.findByRole('button', { name: 'Add a bank account' }, CHUNK_WAIT);
    act(() => fireEvent.click(add));
    await frame.reply('wallet', { added: null, exists: true });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(radio(/Mastercard ending in 4444/).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fireEvent.click(add));
    await frame.replyError('wallet', { type: 'invalid_request_error', message: 'refused' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your bank account could not be added. Try again.',
    );
    expect(radio(/Mastercard ending in 4444/).checked).toBe(true);
  });

  it('offers to add a bank account in the add-new view of a wallet without saved details', async () => {
    const frame = await openWithWallet({ ...VERIFIED, cards: [], canAddBank: true });
    const add = await screen.findByRole('button', { name: 'Add a bank account' }, CHUNK_WAIT);
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    act(() => fireEvent.click(add));
    const asked = frame.reply('wallet', { added: 'csmrpd_bank', exists: true });
    await frame.broadcast('wallet', { ...VERIFIED, canAddBank: true, cards: [BANK] });
    await asked;
    await waitFor(() => expect(radio(/STRIPE TEST BANK ending in 6789/).checked).toBe(true));
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows no sign-up box of its own beside a Link signup element, and again without it', async () => {
    const frame = await openWithWallet({ ...NEW_SHOPPER, signUpElsewhere: true });
    await screen.findByLabelText('Card number');
    // The chunk has loaded and drawn nothing: no box, and nothing added to the card.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('checkbox', { name: /Save my details/ })).toBeNull();
    fillValidCard();
    expect(resultOf(await frame.request('collect'))).not.toHaveProperty('link_signup');
    // The Link signup element destroyed: the controller tells the wallet without the flag.
    await frame.broadcast('wallet', NEW_SHOPPER as never);
    const box = await screen.findByRole('checkbox', { name: /Save my details/ }, CHUNK_WAIT);
    act(() => fireEvent.click(box));
    typeInto(screen.getByLabelText('Phone') as HTMLInputElement, '(201) 555-0123');
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      link_signup: { phone: '+12015550123' },
    });
    // A Link signup element mounted again after the box was ticked: its sign-up only.
    await frame.broadcast('wallet', { ...NEW_SHOPPER, signUpElsewhere: true } as never);
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: /Save my details/ })).toBeNull(),
    );
    expect(resultOf(await frame.request('collect'))).not.toHaveProperty('link_signup');
  });

  it('speaks the locale of the group', async () => {
    await openWithWallet({ ...VERIFIED, cards: [VISA, BANK], canAddBank: true }, { locale: 'de' });
    await screen.findByRole('button', { name: 'Anders bezahlen' }, CHUNK_WAIT);
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bankkonto hinzufügen' })).toBeTruthy();
    expect(
      screen.getByRole('group', {
        name: 'Ihre gespeicherten Zahlungsmethoden (jenny@example.com)',
      }),
    ).toBeTruthy();
  });

  describe("spec 001's logout, remove-saved and update-saved views", () => {
    const wallet = (name: string) => screen.getByRole('group', { name });
    const chosenRadio = () => radio(/Mastercard ending in 4444/);

    it('asks before logging out; Cancel goes back with focus on Log out', async () => {
      const frame = await openWithWallet(VERIFIED);
      await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Log out' })));
      expect(screen.queryByRole('group', { name: /Your saved cards/ })).toBeNull();
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      expect(document.activeElement).toBe(cancel);
      act(() => fireEvent.click(cancel));
      expect(chosenRadio().checked).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
      expect(frame.fromPort.some((message) => JSON.stringify(message).includes('logout'))).toBe(
        false,
      );
    });

    it('removes the chosen card once confirmed; the new wallet shows without it', async () => {
      const frame = await openWithWallet(VERIFIED);
      await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
      const remove = screen.getByRole('button', { name: 'Remove' });
      // The button says which card it removes to a screen reader (its description).
      expect(remove.getAttribute('aria-describedby')).toBe('wallet-card-csmrpd_mc');
      act(() => fireEvent.click(remove));
      const confirm = wallet('Remove Mastercard ending in 4444 from your saved details?');
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
      act(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
      expect(await frame.reply('wallet', { exists: true, shopper: null })).toEqual({
        op: 'remove',
        id: 'csmrpd_mc',
      });
      await frame.broadcast('wallet', { ...VERIFIED, cards: [{ ...VISA, isDefault: true }] });
      expect(radio(/Visa ending in 4242/).checked).toBe(true);
      expect(screen.queryByRole('radio', { name: /Mastercard/ })).toBeNull();
      expect(document.activeElement).toBe(radio(/Visa ending in 4242/));
    });

    it('says so when the provider refuses a removal, and keeps the question', async () => {
      const frame = await openWithWallet(VERIFIED);
      await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove' })));
      const confirm = wallet('Remove Mastercard ending in 4444 from your saved details?');
      act(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' })));
      await frame.replyError('wallet', {
        type: 'invalid_request_error',
        code: 'consumer_session_credentials_invalid',
        message: 'The consumer session credentials are invalid or have expired.',
      });
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Your saved details could not be changed. Try again.',
      );
      expect(within(confirm).getByRole('button', { name: 'Remove' })).toBeTruthy();
    });

    it('updates a card: its expiry checked as the card form checks it, made the default', async () => {
      const frame = await openWithWallet(VERIFIED);
      await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
      act(() => fireEvent.click(radio(/Visa ending in 4242/)));
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      wallet('Update Visa ending in 4242');
      const expiry = screen.getByLabelText('Expiration date') as HTMLInputElement;
      expect(expiry.value).toBe('12 / 34');
      expect(document.activeElement).toBe(expiry);
      typeInto(expiry, '0120');
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      expect(screen.getByRole('alert').textContent).toBe(
        "Your card's expiration year is in the past.",
      );
      expect(expiry.getAttribute('aria-invalid')).toBe('true');

      typeInto(expiry, '0732');
      expect(screen.queryByRole('alert')).toBeNull();
      act(() => fireEvent.click(screen.getByRole('checkbox', { name: 'Make this my default' })));
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      expect(await frame.reply('wallet', { exists: true, shopper: null })).toEqual({
        op: 'update',
        id: 'csmrpd_visa',
        expMonth: 7,
        expYear: 2032,
        isDefault: true,
      });
    });

    it('saves nothing it was not asked to change: no call, back to the list', async () => {
      const frame = await openWithWallet(VERIFIED);
      await screen.findByRole('group', { name: /Your saved cards/ }, CHUNK_WAIT);
      // The default card: no "make default" box, and its expiry left as it was.
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      expect(screen.queryByRole('checkbox', { name: 'Make this my default' })).toBeNull();
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      expect(chosenRadio().checked).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
      expect(frame.fromPort.some((message) => JSON.stringify(message).includes('update'))).toBe(
        false,
      );
    });

    it('updates a bank account only by making it the default (it has no expiry)', async () => {
      const frame = await openWithWallet({ ...VERIFIED, cards: [MASTERCARD, BANK] });
      await screen.findByRole('group', { name: /Your saved payment methods/ }, CHUNK_WAIT);
      act(() => fireEvent.click(radio(/STRIPE TEST BANK/)));
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Edit' })));
      expect(screen.queryByLabelText('Expiration date')).toBeNull();
      const box = screen.getByRole('checkbox', { name: 'Make this my default' });
      expect(document.activeElement).toBe(box);
      act(() => fireEvent.click(box));
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      expect(await frame.reply('wallet', { exists: true, shopper: null })).toEqual({
        op: 'update',
        id: 'csmrpd_bank',
        isDefault: true,
      });
    });

    it('speaks the group’s locale in these views', async () => {
      await openWithWallet(VERIFIED, { locale: 'de' });
      const edit = await screen.findByRole('button', { name: 'Bearbeiten' }, CHUNK_WAIT);
      act(() => fireEvent.click(edit));
      expect(
        screen.getByRole('group', { name: 'Mastercard mit Endziffern 4444 aktualisieren' }),
      ).toBeTruthy();
    });
  });
});
