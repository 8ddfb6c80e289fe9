import { describe, expect, it } from 'vitest';
import type { GroupState } from './group-state.js';
import { payableView, sharesAsLink } from './link-wallet.js';

const CARD = { id: 'csmrpd_visa', brand: 'visa', last4: '4242', bankName: null };
const BANK = { id: 'csmrpd_bank', brand: 'unknown', last4: '6789', bankName: 'STRIPE TEST BANK' };
const VIEW = { email: 'jenny@example.com', exists: true, cards: [CARD, BANK] };

describe('the wallet view a Payment Element is sent', () => {
  it('keeps the wallet bank accounts for an intent that takes us_bank_account', () => {
    const session = {
      ordered_payment_method_types_and_wallets: ['card', 'us_bank_account', 'link'],
    };
    expect(payableView(VIEW, session)).toEqual(VIEW);
  });

  it('drops them, keeping the cards, for an intent that does not', () => {
    const session = { ordered_payment_method_types_and_wallets: ['card', 'link'] };
    expect(payableView(VIEW, session)).toEqual({ ...VIEW, cards: [CARD] });
    expect(payableView(VIEW, null)).toEqual({ ...VIEW, cards: [CARD] });
  });

  it('leaves a view without cards (a shopper without an account) as it is', () => {
    const signUp = { email: 'new@example.com', exists: false };
    expect(payableView(signUp, { ordered_payment_method_types_and_wallets: ['card'] })).toEqual(
      signUp,
    );
  });
});

describe('what a wallet card is shared as', () => {
  const withSession = (session: Record<string, unknown>) => ({ session }) as unknown as GroupState;

  it('is a link method where the session’s PaymentIntent or SetupIntent lists link', () => {
    const paying = { payment_intent: { payment_method_types: ['card', 'link'] } };
    expect(sharesAsLink(withSession({ ...paying, setup_intent: null }))).toBe(true);
    const saving = { payment_intent: null, setup_intent: { payment_method_types: ['link'] } };
    expect(sharesAsLink(withSession(saving))).toBe(true);
  });

  it('is a card where the intent does not list link, or no intent exists yet (deferred)', () => {
    const cardOnly = { payment_intent: { payment_method_types: ['card'] }, setup_intent: null };
    expect(sharesAsLink(withSession(cardOnly))).toBe(false);
    const deferred = {
      payment_intent: null,
      setup_intent: null,
      ordered_payment_method_types_and_wallets: ['card', 'link'],
    };
    expect(sharesAsLink(withSession(deferred))).toBe(false);
  });
});
