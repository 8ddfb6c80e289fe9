import { TEST_CARD_TABLE, type TestCardRow } from '@kassa/core';
import { describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, type TestResponse, useTestApi } from './testing/harness.js';

// Every pm_card_ and tok_ id of Stripe's testing page answers as its card does on Stripe.
const withIds = TEST_CARD_TABLE.flatMap((card) =>
  (card.ids ?? []).map((id) => [id, card] as const),
);
const methodIds = withIds.filter(([id]) => id.startsWith('pm_card_'));
const tokenIds = withIds.filter(([id]) => id.startsWith('tok_'));

const DOCUMENTED = [
  'pm_card_visa_chargeDeclined',
  'pm_card_visa_chargeDeclinedInsufficientFunds',
  'pm_card_visa_chargeDeclinedLostCard',
  'pm_card_visa_chargeDeclinedStolenCard',
  'pm_card_chargeDeclinedExpiredCard',
  'pm_card_chargeDeclinedIncorrectCvc',
  'pm_card_chargeDeclinedProcessingError',
  'pm_card_visa_chargeDeclinedVelocityLimitExceeded',
  'pm_card_chargeDeclinedFraudulent',
  'pm_card_chargeCustomerFail',
  'pm_card_radarBlock',
  'pm_card_riskLevelElevated',
  'pm_card_riskLevelHighest',
  'pm_card_createDispute',
  'pm_card_createDisputeProductNotReceived',
  'pm_card_createDisputeInquiry',
  'pm_card_us',
  'pm_card_gb',
  'pm_card_th_debit',
  'pm_card_mastercard_prepaid',
  'tok_visa',
  'tok_chargeDeclined',
  'tok_visa_chargeDeclinedFraudulent',
  'tok_chargeCustomerFail',
];

/** What confirming a payment with the card answers: its status, or its card error. */
async function expectPaymentOutcome(res: TestResponse, card: TestCardRow, id: string) {
  const body = await res.json();
  if (card.result === 'succeeded') {
    expect(res.status, id).toBe(200);
    expect(body.status, id).toBe('succeeded');
    return body;
  }
  if (card.result === 'requires_action') {
    expect(res.status, id).toBe(200);
    expect(body.status, id).toBe('requires_action');
    return body;
  }
  expect(res.status, id).toBe(402);
  expect(body.error, id).toMatchObject({
    type: 'card_error',
    code: card.code,
    decline_code: card.declineCode,
  });
  return body;
}

describe.each(STORE_KINDS)("Stripe's test ids on %s", (kind) => {
  const api = useTestApi(kind);
  const pay = (payment_method: string, extra: object = {}) =>
    api.post('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      payment_method,
      payment_method_types: ['card'],
      confirm: true,
      ...extra,
    });

  it('covers the ids of the testing page named here', () => {
    const ids = new Set(withIds.map(([id]) => id));
    expect(DOCUMENTED.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(methodIds)('confirms a payment with %s as Stripe does', async (id, card) => {
    const body = await expectPaymentOutcome(await pay(id), card, id);
    const method = body.payment_method ?? body.error?.payment_method;
    if (method?.card) {
      expect(method.card).toMatchObject({ country: card.country, funding: card.funding });
    }
  });

  it.each(tokenIds)(
    'makes a card PaymentMethod from %s that pays as its card',
    async (id, card) => {
      const created = await api.post('/v1/payment_methods', { type: 'card', card: { token: id } });
      expect(created.status, id).toBe(200);
      const method = await created.json();
      expect(method.card).toMatchObject({ country: card.country, funding: card.funding });
      await expectPaymentOutcome(await pay(method.id), card, id);
    },
  );

  it('lets a test token be used again, as Stripe does', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await api.post('/v1/payment_methods', {
        type: 'card',
        card: { token: 'tok_visa' },
      });
      expect(res.status).toBe(200);
    }
  });

  it('reports the risk level Radar gives each card on the charge', async () => {
    const elevated = await bodyOf(pay('pm_card_riskLevelElevated', { expand: ['latest_charge'] }));
    expect(elevated.latest_charge.outcome).toMatchObject({
      risk_level: 'elevated',
      type: 'authorized',
      network_status: 'approved_by_network',
    });
    const blocked = await bodyOf(pay('pm_card_radarBlock'));
    expect(blocked.error).toMatchObject({ code: 'card_declined', decline_code: 'fraudulent' });
    expect(blocked.error.message).toBe('Your card was declined.');
    const charge = await bodyOf(api.get(`/v1/charges/${blocked.error.charge}`));
    expect(charge.outcome).toMatchObject({
      network_status: 'not_sent_to_network',
      reason: 'highest_risk_level',
      risk_level: 'highest',
      seller_message: 'Stripe blocked this payment as too risky.',
      type: 'blocked',
    });
    const normal = await bodyOf(pay('pm_card_visa', { expand: ['latest_charge'] }));
    expect(normal.latest_charge.outcome.risk_level).toBe('normal');
  });

  it('attaches pm_card_chargeCustomerFail, then declines every charge', async () => {
    const customer = await bodyOf(api.post('/v1/customers', {}));
    const attached = await api.post('/v1/payment_methods/pm_card_chargeCustomerFail/attach', {
      customer: customer.id,
    });
    expect(attached.status).toBe(200);
    const method = await attached.json();
    const res = await pay(method.id, { customer: customer.id });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
  });

  it('sets up pm_card_chargeCustomerFail but refuses to attach a declining card', async () => {
    const setup = await api.post('/v1/setup_intents', {
      payment_method: 'pm_card_chargeCustomerFail',
      payment_method_types: ['card'],
      confirm: true,
    });
    expect(setup.status).toBe(200);
    expect((await setup.json()).status).toBe('succeeded');
    const customer = await bodyOf(api.post('/v1/customers', {}));
    const attach = await api.post('/v1/payment_methods/pm_card_visa_chargeDeclined/attach', {
      customer: customer.id,
    });
    expect(attach.status).toBe(402);
    expect((await attach.json()).error.decline_code).toBe('generic_decline');
  });

  it.each([
    ['pm_card_visa_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card'],
    ['pm_card_radarBlock', 'card_declined', 'fraudulent'],
  ])('answers 402 when a SetupIntent confirms %s', async (id, code, declineCode) => {
    const res = await api.post('/v1/setup_intents', {
      payment_method: id,
      payment_method_types: ['card'],
      confirm: true,
    });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toMatchObject({ code, decline_code: declineCode });
  });
});
