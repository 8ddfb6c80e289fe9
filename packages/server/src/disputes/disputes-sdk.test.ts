// Stripe's dispute cards: the payment succeeds, then its issuer disputes it. The Dispute, its
// events and /v1/disputes (list, retrieve, update, close) through the official `stripe` SDK, on
// both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('disputes on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'disputes');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const pay = (payment_method: string, amount = 4200) =>
    stripe.paymentIntents.create({ amount, currency: 'eur', payment_method, confirm: true });

  const disputesOf = async (intent: Stripe.PaymentIntent) =>
    (await stripe.disputes.list({ payment_intent: intent.id })).data;

  const eventsAbout = async (id: string) => {
    const events = await stripe.events.list({ limit: 100 });
    return events.data
      .filter((event) => (event.data.object as { id?: string }).id === id)
      .map((event) => event.type)
      .reverse();
  };

  it('disputes a pm_card_createDispute payment as fraudulent once it succeeds', async () => {
    const intent = await pay('pm_card_createDispute');
    expect(intent.status).toBe('succeeded');
    const [dispute, ...more] = await disputesOf(intent);
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 4200,
      currency: 'eur',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      network_reason_code: '10.4',
      enhanced_eligibility_types: [],
      // The chargeback withdraws the amount and the euro dispute fee (balance/pricing.ts).
      balance_transactions: [
        expect.objectContaining({
          object: 'balance_transaction',
          amount: -4200,
          fee: 2000,
          net: -6200,
          type: 'adjustment',
          reporting_category: 'dispute',
          status: 'available',
        }),
      ],
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', case_type: 'chargeback', network_reason_code: '10.4' },
      },
      evidence: { uncategorized_text: null, customer_name: null, enhanced_evidence: {} },
      evidence_details: { has_evidence: false, past_due: false, submission_count: 0 },
    });
    expect(dispute?.id).toMatch(/^dp_/);
    expect(dispute?.evidence_details.due_by).toBeGreaterThan(dispute?.created ?? 0);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.disputed).toBe(true);
    expect(await eventsAbout(dispute?.id ?? '')).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
    ]);
    expect(await stripe.disputes.retrieve(dispute?.id ?? '')).toEqual(dispute);
  });

  it.each([
    [
      'pm_card_createDisputeProductNotReceived',
      'product_not_received',
      'needs_response',
      'chargeback',
    ],
    ['pm_card_createDisputeInquiry', 'fraudulent', 'warning_needs_response', 'inquiry'],
    ['pm_card_createCe3EligibleDispute', 'fraudulent', 'needs_response', 'chargeback'],
    ['pm_card_createComplianceDispute', 'noncompliant', 'needs_response', 'compliance'],
    ['pm_card_createMastercardComplianceDispute', 'noncompliant', 'needs_response', 'compliance'],
  ])('disputes a %s payment: %s, %s', async (id, reason, status, caseType) => {
    const intent = await pay(id);
    const [dispute] = await disputesOf(intent);
    expect(dispute).toMatchObject({
      reason,
      status,
      payment_method_details: { card: { case_type: caseType } },
    });
  });

  it('names the enhanced evidence a dispute is eligible for', async () => {
    const [ce3] = await disputesOf(await pay('pm_card_createCe3EligibleDispute'));
    expect(ce3?.enhanced_eligibility_types).toEqual(['visa_compelling_evidence_3']);
    const [mastercard] = await disputesOf(await pay('pm_card_createMastercardComplianceDispute'));
    expect(mastercard?.enhanced_eligibility_types).toEqual(['mastercard_compliance']);
    expect(mastercard?.payment_method_details?.card?.brand).toBe('mastercard');
  });

  it('withdraws no funds for an inquiry, and leaves its payment refundable', async () => {
    const [inquiry] = await disputesOf(await pay('pm_card_createDisputeInquiry'));
    expect(inquiry?.is_charge_refundable).toBe(true);
    expect(await eventsAbout(inquiry?.id ?? '')).toEqual(['charge.dispute.created']);
  });

  it('disputes a pm_card_createMultipleDisputes payment twice at once; deciding one opens no other', async () => {
    const intent = await pay('pm_card_createMultipleDisputes');
    const disputes = await disputesOf(intent);
    expect(disputes).toHaveLength(2);
    for (const dispute of disputes) {
      expect(dispute).toMatchObject({
        charge: intent.latest_charge,
        reason: 'fraudulent',
        status: 'needs_response',
        amount: 4200,
      });
      expect(await eventsAbout(dispute.id)).toEqual([
        'charge.dispute.created',
        'charge.dispute.funds_withdrawn',
      ]);
    }
    expect(new Set(disputes.map((d) => d.id)).size).toBe(2);
    const [first] = disputes;
    await stripe.disputes.update(first?.id ?? '', {
      evidence: { uncategorized_text: 'winning_evidence' },
    });
    expect(await disputesOf(intent)).toHaveLength(2);
    const fromNumber = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000404000079', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(await disputesOf(await pay(fromNumber.id))).toHaveLength(2);
  });

  it('disputes the card numbers and tokens as their ids, and no other card', async () => {
    const fromNumber = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000000259', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(await disputesOf(await pay(fromNumber.id))).toHaveLength(1);
    const fromToken = await stripe.paymentMethods.create({
      type: 'card',
      card: { token: 'tok_createDispute' },
    });
    expect(await disputesOf(await pay(fromToken.id))).toHaveLength(1);
    expect(await disputesOf(await pay('pm_card_visa'))).toEqual([]);
  });

  it('disputes nothing while the payment is only authorised, then the captured payment', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1000,
      currency: 'usd',
      payment_method: 'pm_card_createDispute',
      capture_method: 'manual',
      confirm: true,
    });
    expect(intent.status).toBe('requires_capture');
    expect(await disputesOf(intent)).toEqual([]);
    const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 600 });
    expect(captured.status).toBe('succeeded');
    const [dispute] = await disputesOf(intent);
    expect(dispute).toMatchObject({ amount: 600, status: 'needs_response' });
    expect((await stripe.charges.retrieve(captured.latest_charge as string)).disputed).toBe(true);
  });

  it('saves evidence, then submits it; winning evidence wins the dispute', async () => {
    const [dispute] = await disputesOf(await pay('pm_card_createDispute'));
    const id = dispute?.id ?? '';
    const saved = await stripe.disputes.update(id, {
      evidence: { customer_name: 'Jenny Rosen', product_description: 'A mug' },
      metadata: { order: '1234' },
    });
    expect(saved).toMatchObject({
      status: 'needs_response',
      metadata: { order: '1234' },
      evidence: { customer_name: 'Jenny Rosen', product_description: 'A mug' },
      evidence_details: { has_evidence: false, submission_count: 0 },
    });
    const won = await stripe.disputes.update(id, {
      evidence: { uncategorized_text: 'winning_evidence' },
      submit: true,
    });
    expect(won).toMatchObject({
      status: 'won',
      evidence: { customer_name: 'Jenny Rosen', uncategorized_text: 'winning_evidence' },
      evidence_details: { has_evidence: true, submission_count: 1, submission_method: 'manual' },
    });
    expect(await eventsAbout(id)).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.updated',
      'charge.dispute.updated',
      'charge.dispute.closed',
      'charge.dispute.funds_reinstated',
    ]);
    // Closed: evidence is refused, metadata still changes.
    const late = await refusal(stripe.disputes.update(id, { evidence: { customer_name: 'x' } }));
    expect(late).toMatchObject({ statusCode: 400, param: 'evidence' });
    const tagged = await stripe.disputes.update(id, { metadata: { order: '', note: 'won' } });
    expect(tagged.metadata).toEqual({ note: 'won' });
  });

  it('loses on losing evidence, and waits for review on any other', async () => {
    const [losing] = await disputesOf(await pay('pm_card_createDispute'));
    const lost = await stripe.disputes.update(losing?.id ?? '', {
      evidence: { uncategorized_text: 'losing_evidence' },
      submit: true,
    });
    expect(lost.status).toBe('lost');
    const [plain] = await disputesOf(await pay('pm_card_createDispute'));
    const review = await stripe.disputes.update(plain?.id ?? '', {
      evidence: { uncategorized_text: 'Delivered on time.' },
      submit: true,
    });
    expect(review.status).toBe('under_review');
    const [inquiry] = await disputesOf(await pay('pm_card_createDisputeInquiry'));
    const reviewed = await stripe.disputes.update(inquiry?.id ?? '', { submit: true });
    expect(reviewed).toMatchObject({ status: 'warning_under_review', is_charge_refundable: false });
  });

  it('closes: a chargeback is lost, an inquiry closes, and a closed one is refused', async () => {
    const [chargeback] = await disputesOf(await pay('pm_card_createDispute'));
    const closed = await stripe.disputes.close(chargeback?.id ?? '');
    expect(closed.status).toBe('lost');
    expect(await eventsAbout(closed.id)).toEqual([
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.closed',
    ]);
    const again = await refusal(stripe.disputes.close(closed.id));
    expect(again).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
    const [inquiry] = await disputesOf(await pay('pm_card_createDisputeInquiry'));
    expect((await stripe.disputes.close(inquiry?.id ?? '')).status).toBe('warning_closed');
  });

  it('lists disputes newest first, by charge, and expands the charge', async () => {
    const first = await pay('pm_card_createDispute');
    const second = await pay('pm_card_createDisputeProductNotReceived');
    const page = await stripe.disputes.list({ limit: 2 });
    expect(page.data.map((dispute) => dispute.payment_intent)).toEqual([second.id, first.id]);
    const byCharge = await stripe.disputes.list({ charge: first.latest_charge as string });
    expect(byCharge.data).toHaveLength(1);
    const expanded = await stripe.disputes.retrieve(byCharge.data[0]?.id ?? '', {
      expand: ['charge'],
    });
    expect((expanded.charge as Stripe.Charge).id).toBe(first.latest_charge);
  });

  it('answers 404 for an unknown dispute, and refuses unknown evidence fields', async () => {
    const missing = await refusal(stripe.disputes.retrieve('dp_nope'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const [dispute] = await disputesOf(await pay('pm_card_createDispute'));
    const unknown = await refusal(
      stripe.disputes.update(dispute?.id ?? '', {
        evidence: { not_a_field: 'x' } as Stripe.DisputeUpdateParams.Evidence,
      }),
    );
    expect(unknown).toMatchObject({ statusCode: 400 });
  });

  it('refuses to refund a charged-back payment, but refunds one under inquiry or won', async () => {
    const chargedBack = await pay('pm_card_createDispute');
    const refused = await refusal(stripe.refunds.create({ payment_intent: chargedBack.id }));
    expect(refused).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      code: 'charge_disputed',
      message: `Charge ${chargedBack.latest_charge} has been charged back; cannot issue a refund.`,
    });
    const inquiry = await pay('pm_card_createDisputeInquiry');
    const refund = await stripe.refunds.create({ payment_intent: inquiry.id });
    expect(refund.status).toBe('succeeded');
    const won = await pay('pm_card_createDispute');
    const [dispute] = await disputesOf(won);
    await stripe.disputes.update(dispute?.id ?? '', {
      evidence: { uncategorized_text: 'winning_evidence' },
      submit: true,
    });
    expect((await stripe.refunds.create({ payment_intent: won.id, amount: 100 })).amount).toBe(100);
  });
});
