import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from '../../i18n/load-locale.js';
import { type FrameHarness, openFrame, resultOf } from '../../testing/frame-harness.js';
import { typeInto } from '../../testing/typing.js';
import { PaymentElement } from '../payment-element.js';
import { readWallet, walletConfirmFailed } from './wallet-state.js';

// Spec 001 §4/§5/§8: a wallet card's failed payment, shown in the Payment Element's section.

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
  isDefault: true,
};
const MASTERCARD = {
  id: 'csmrpd_mc',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2033,
  isDefault: false,
};
const EXPIRED = {
  id: 'csmrpd_old',
  brand: 'amex',
  last4: '0005',
  expMonth: 1,
  expYear: 2020,
  isDefault: false,
};
const BANK = { ...MASTERCARD, id: 'csmrpd_bank', brand: 'unknown', bankName: 'STRIPE TEST BANK' };
const VERIFIED = { email: 'jenny@example.com', exists: true, cards: [VISA, MASTERCARD] };
const CHUNK_WAIT = { timeout: 5_000 };

const GENERIC = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const FUNDS = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: 'Your card has insufficient funds.',
};
const LOST = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'lost_card',
  message: 'Your card was declined.',
};

async function openWithWallet(wallet: object, groupOptions = {}): Promise<FrameHarness> {
  const frame = openFrame(PaymentElement, { elementType: 'payment' });
  harness = frame;
  await frame.init({}, groupOptions);
  await frame.broadcast('session', SESSION as never);
  await waitFor(() => expect(frame.events('ready')).toHaveLength(1));
  await frame.broadcast('wallet', wallet as never);
  await screen.findAllByRole('radio', {}, CHUNK_WAIT);
  return frame;
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('a wallet card whose payment fails', () => {
  it('shows a generic decline in the wallet’s words under the card, and asks for its CVC again', async () => {
    const frame = await openWithWallet(VERIFIED);
    await frame.request('confirm-error', GENERIC);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your saved card was declined. Enter its security code to try again, or choose another way to pay.',
    );
    // The card form stays hidden: the error is the section's, not the form's.
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const cvc = screen.getByLabelText('Security code') as HTMLInputElement;
    // Without the code the element is incomplete, and validate says so at the CVC field.
    const checked = resultOf(await frame.request('validate')) as {
      complete: boolean;
      error: { code: string };
    };
    expect(checked.complete).toBe(false);
    expect(checked.error.code).toBe('incomplete_cvc');
    await waitFor(() => expect(document.activeElement).toBe(cvc));
    expect(cvc.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    // With the code typed again, it pays: the share will carry it.
    typeInto(cvc, '123');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_visa',
      link_payment_details_cvc: '123',
    });
    expect(frame.events('change').at(-1)).toMatchObject({
      complete: true,
      value: { type: 'link' },
    });
  });

  it('shows another decline’s own message, marks the card failed, and needs no CVC', async () => {
    const frame = await openWithWallet(VERIFIED);
    await frame.request('confirm-error', LOST);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_visa',
    });
    // Another card chosen: the failed one is marked for later display, its alert gone.
    act(() => fireEvent.click(radio(/Mastercard ending in 4444/)));
    expect(screen.queryByRole('alert')).toBeNull();
    const visaRow = radio(/Visa ending in 4242/).closest('label') as HTMLElement;
    expect(within(visaRow).getByText(/Declined/)).toBeTruthy();
  });

  it('does not mark a card failed for insufficient_funds, nor reopen it', async () => {
    const frame = await openWithWallet(VERIFIED);
    await frame.request('confirm-error', FUNDS);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your card has insufficient funds.',
    );
    expect(screen.queryByLabelText('Security code')).toBeNull();
    act(() => fireEvent.click(radio(/Mastercard ending in 4444/)));
    const visaRow = radio(/Visa ending in 4242/).closest('label') as HTMLElement;
    expect(within(visaRow).queryByText(/Declined/)).toBeNull();
  });

  it('keeps the marks the controller sends for the group', async () => {
    await openWithWallet({ ...VERIFIED, failed: ['csmrpd_mc'] });
    const row = radio(/Mastercard ending in 4444/).closest('label') as HTMLElement;
    expect(row.textContent).toContain('Expires 03/33 · Declined');
  });

  it('asks for the CVC of a card whose security-code check failed (spec 001 §5)', async () => {
    const frame = await openWithWallet({ ...VERIFIED, cards: [{ ...VISA, cvcFailed: true }] });
    const cvc = screen.getByLabelText('Security code') as HTMLInputElement;
    expect(screen.queryByRole('alert')).toBeNull();
    expect(frame.events('change').at(-1)).toMatchObject({ complete: false });
    const checked = resultOf(await frame.request('validate')) as { error: { code: string } };
    expect(checked.error.code).toBe('incomplete_cvc');
    typeInto(cvc, '12a34');
    expect(cvc.value).toBe('1234');
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_visa',
      link_payment_details_cvc: '1234',
    });
  });

  it('shows an expired card with its error; chosen, it cannot pay until updated', async () => {
    const frame = await openWithWallet({ ...VERIFIED, cards: [VISA, EXPIRED] });
    const row = radio(/American Express ending in 0005/).closest('label') as HTMLElement;
    expect(within(row).getByText('Your card has expired.')).toBeTruthy();
    act(() => fireEvent.click(radio(/American Express ending in 0005/)));
    const checked = resultOf(await frame.request('validate')) as {
      complete: boolean;
      error: { code: string; message: string };
    };
    expect(checked).toMatchObject({
      complete: false,
      error: { code: 'expired_card', message: 'Your card has expired.' },
    });
    // Focus goes to its Edit button: the update-saved view takes a new expiry.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })),
    );
  });

  it('reads the wallet variant in the shopper’s language', async () => {
    await loadLocale('fr');
    const frame = await openWithWallet(VERIFIED, { locale: 'fr' });
    await frame.request('confirm-error', GENERIC);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre carte enregistrée a été refusée. Saisissez son code de sécurité pour réessayer, ou choisissez un autre moyen de paiement.',
    );
  });
});

describe('walletConfirmFailed (core’s decline rules)', () => {
  const wallet = readWallet({ ...VERIFIED, cards: [VISA, MASTERCARD, BANK] });
  if (wallet === null) throw new Error('no wallet');

  it('reopens only the listed decline codes for the CVC', () => {
    for (const code of [
      'expired_card',
      'incorrect_zip',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'incorrect_cvc',
      'invalid_cvc',
      'generic_decline',
    ]) {
      const change = walletConfirmFailed(wallet, 'csmrpd_visa', { ...LOST, decline_code: code });
      expect(change.cvcFor).toBe('csmrpd_visa');
    }
    expect(walletConfirmFailed(wallet, 'csmrpd_visa', LOST).cvcFor).toBeNull();
    expect(
      walletConfirmFailed(wallet, 'csmrpd_visa', {
        type: 'card_error',
        code: 'incorrect_cvc',
        message: 'x',
      }).cvcFor,
    ).toBe('csmrpd_visa');
  });

  it('never asks a bank account for a CVC, and marks all but insufficient_funds', () => {
    expect(walletConfirmFailed(wallet, 'csmrpd_bank', GENERIC)).toMatchObject({
      cvcFor: null,
      failed: ['csmrpd_bank'],
    });
    expect(walletConfirmFailed(wallet, 'csmrpd_visa', FUNDS).failed).toEqual([]);
    expect(walletConfirmFailed(wallet, 'csmrpd_visa', LOST)).toMatchObject({
      failed: ['csmrpd_visa'],
      failure: { id: 'csmrpd_visa', code: 'card_declined', declineCode: 'lost_card' },
    });
  });
});
