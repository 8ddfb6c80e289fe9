import { describe, expect, it } from 'vitest';
import type { FrameEntry } from './frame-registry.js';
import { type GroupState, newGroup } from './group-state.js';
import { framesView, markWalletFailure, payableView, sharesAsLink } from './link-wallet.js';

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

describe("the wallet view the group's frames hear", () => {
  const group = (session: object) => ({ ...newGroup('g1', {}), session: session as never });
  const frames = (...types: string[]) => ({
    frames: () => types.map((elementType) => ({ elementType }) as FrameEntry),
  });
  const BANKS = {
    ordered_payment_method_types_and_wallets: ['card', 'us_bank_account', 'link'],
    link_settings: { link_enabled: true, link_funding_sources: ['CARD', 'BANK_ACCOUNT'] },
  };
  const CARDS = {
    ordered_payment_method_types_and_wallets: ['card', 'link'],
    link_settings: { link_enabled: true, link_funding_sources: ['CARD'] },
  };

  it('lets a shopper with an account add a bank account where the session funds it', () => {
    expect(framesView(VIEW, group(BANKS), frames('payment'))).toEqual({
      ...VIEW,
      canAddBank: true,
    });
    expect(framesView(VIEW, group(CARDS), frames('payment'))).toEqual({ ...VIEW, cards: [CARD] });
    const signUp = { email: 'new@example.com', exists: false };
    expect(framesView(signUp, group(BANKS), frames('payment'))).toEqual(signUp);
    // A +disable_bank@ test shopper is offered no bank funding.
    const noBanks = { ...VIEW, email: 'jenny+disable_bank@example.com' };
    expect(framesView(noBanks, group(BANKS), frames('payment'))).toEqual(noBanks);
  });

  it('marks the sign-up as taken by a Link signup element of the group', () => {
    const signUp = { email: 'new@example.com', exists: false };
    expect(framesView(signUp, group(CARDS), frames('payment', 'linkSignup'))).toEqual({
      ...signUp,
      signUpElsewhere: true,
    });
    expect(framesView(signUp, group(CARDS), frames('payment', 'linkAuthentication'))).toEqual(
      signUp,
    );
  });

  it('carries the wallet cards that failed in the group (spec 001 §4), not for insufficient_funds', () => {
    const paying = group(CARDS);
    const decline = (decline_code: string) => ({
      type: 'card_error',
      code: 'card_declined',
      decline_code,
      message: 'Your card was declined.',
    });
    markWalletFailure(paying, 'csmrpd_visa', decline('insufficient_funds'));
    expect(framesView(VIEW, paying, frames('payment'))).toEqual({ ...VIEW, cards: [CARD] });
    markWalletFailure(paying, 'csmrpd_visa', decline('generic_decline'));
    markWalletFailure(paying, 'csmrpd_visa', decline('lost_card'));
    markWalletFailure(paying, 'csmrpd_other', {
      type: 'card_error',
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(framesView(VIEW, paying, frames('payment'))).toEqual({
      ...VIEW,
      cards: [CARD],
      failed: ['csmrpd_visa', 'csmrpd_other'],
    });
    // Another group's wallet view is its own.
    expect(framesView(VIEW, group(CARDS), frames('payment')).failed).toBeUndefined();
  });
});
