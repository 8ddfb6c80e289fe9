import { authenticates, named, row, succeeds, type TestCardRow } from './test-card-row.js';

// Radar's test cards: blocked ones are declined as `fraudulent` before reaching the network.
const blocked = (number: string, description: string, ids: readonly string[]): TestCardRow =>
  row(number, 'declined', `${description} (\`card_declined\` / \`fraudulent\`)`, {
    code: 'card_declined',
    declineCode: 'fraudulent',
    riskLevel: 'highest',
    ids,
  });

/**
 * Fraud prevention, dispute, refund and balance cards. Kassa has no Radar rules: those cards
 * pay as Stripe's do before any of that happens (with the risk level Radar gives them). Their
 * failing CVC and address checks show on the Charge and on the saved card; the dispute cards'
 * payments are disputed once they succeed, the early fraud warning card's get a warning, the
 * refund cards' refunds settle later, succeeding or failing, and the balance cards' funds are
 * available at once.
 */
export function radarRows(): TestCardRow[] {
  const elevated = { riskLevel: 'elevated' } as const;
  return [
    blocked('4100000000000019', 'always blocked by Radar, risk level highest', [
      ...named('radarBlock', 'chargeDeclinedFraudulent', 'visa_chargeDeclinedFraudulent'),
    ]),
    blocked('4000000000004954', "blocked by Radar's default rule, risk level highest", [
      ...named('riskLevelHighest'),
    ]),
    succeeds('4000000000009235', 'risk level elevated', {
      ...elevated,
      ids: named('riskLevelElevated'),
    }),
    succeeds('4000000000000101', 'CVC check fails when a CVC is given', {
      checks: { cvc: 'fail' },
      ids: named('cvcCheckFail'),
    }),
    succeeds('4000000000000036', 'postal code check fails', {
      checks: { postalCode: 'fail' },
      ids: named('avsZipFail'),
    }),
    succeeds('4000058400307872', 'risk level elevated, CVC check fails', {
      ...elevated,
      checks: { cvc: 'fail' },
      ids: named('cvcCheckFailElevatedRisk'),
    }),
    succeeds('4000058400306072', 'risk level elevated, postal code check fails', {
      ...elevated,
      checks: { postalCode: 'fail' },
      ids: named('avsZipFailElevatedRisk'),
    }),
    succeeds('4000000000000028', 'line 1 check fails', {
      checks: { line1: 'fail' },
      ids: named('avsLine1Fail'),
    }),
    succeeds('4000000000000010', 'line 1 and postal code checks fail', {
      checks: { line1: 'fail', postalCode: 'fail' },
      ids: named('avsFail'),
    }),
    succeeds('4000000000000044', 'line 1 and postal code checks unavailable', {
      checks: { line1: 'unavailable', postalCode: 'unavailable' },
      ids: named('avsUnchecked'),
    }),
    ...disputeRows(),
  ];
}

function disputeRows(): TestCardRow[] {
  const later = (what: string) => `Visa; Stripe would later ${what}`;
  const disputed = (what: string) => `Visa, then disputed: ${what}`;
  return [
    succeeds('4000000000000259', disputed('fraudulent'), {
      dispute: { reason: 'fraudulent', networkReasonCode: '10.4' },
      ids: named('createDispute'),
    }),
    succeeds('4000000000002685', disputed('product not received'), {
      dispute: { reason: 'product_not_received', networkReasonCode: '13.1' },
      ids: named('createDisputeProductNotReceived'),
    }),
    succeeds('4000000000001976', disputed('an inquiry, fraudulent'), {
      dispute: { reason: 'fraudulent', inquiry: true },
      ids: named('createDisputeInquiry'),
    }),
    succeeds('4000000000005423', 'Visa, then an early fraud warning', {
      earlyFraudWarning: true,
      ids: named('createIssuerFraudRecord'),
    }),
    succeeds('4000000404000079', disputed('twice, both fraudulent'), {
      dispute: { reason: 'fraudulent', networkReasonCode: '10.4', count: 2 },
      ids: named('createMultipleDisputes'),
    }),
    succeeds('4000000404000038', disputed('fraudulent, Visa Compelling Evidence 3.0 eligible'), {
      dispute: { reason: 'fraudulent', networkReasonCode: '10.4', visaCompellingEvidence3: true },
      ids: named('createCe3EligibleDispute'),
    }),
    succeeds('4000008400000779', disputed('Visa compliance'), {
      dispute: { reason: 'noncompliant' },
      ids: named('createComplianceDispute'),
    }),
    succeeds('5105008400000002', 'Mastercard, then disputed: Mastercard compliance', {
      brand: 'mastercard',
      dispute: { reason: 'noncompliant' },
      ids: named('createMastercardComplianceDispute'),
    }),
    succeeds('4000000001000043', later('open a Smart Disputes eligible dispute'), {
      ids: named('createAutoRepresentmentEligibleDispute'),
    }),
    succeeds('4000000000007726', 'Visa; refunds start `pending`, then succeed', {
      refund: 'pending',
      ids: named('pendingRefund'),
    }),
    succeeds('4000000000005126', 'Visa; refunds start `succeeded`, then fail', {
      refund: 'fails',
      ids: named('refundFail'),
    }),
    succeeds('4000000000000077', 'Visa; funds available at once, bypassing pending', {
      balance: 'available',
      ids: named('bypassPending'),
    }),
    succeeds('4000003720000278', 'Visa, Ireland; funds available at once, bypassing pending', {
      country: 'IE',
      balance: 'available',
      ids: named('bypassPendingInternational'),
    }),
  ];
}

/** Stripe's 3-D Secure cards, by when they ask for authentication and how they end. */
export const THREE_D_SECURE_ROWS: readonly TestCardRow[] = [
  authenticates('4000002760003184', '3-D Secure required on every payment', {
    country: 'DE',
    ids: named('authenticationRequired'),
  }),
  authenticates('4000002500003155', '3-D Secure required unless set up for off-session use', {
    threeDSecure: 'on_session',
    country: 'FR',
    ids: named('authenticationRequiredOnSetup', 'authenticationRequiredSetupForOffSession'),
  }),
  authenticates('4000000000003220', '3-D Secure 2 required', {
    ids: named('threeDSecure2Required'),
  }),
  authenticates('4000000000003063', '3-D Secure required', { ids: named('threeDSecureRequired') }),
  row(
    '4000008260003178',
    'requires_action',
    '3-D Secure required, then declined (`card_declined` / `insufficient_funds`)',
    {
      threeDSecure: 'required',
      country: 'GB',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      ids: named('authenticationRequiredChargeDeclinedInsufficientFunds'),
    },
  ),
  // Stripe documents this card as declined with the card_declined code once authenticated;
  // the decline code is the generic one, as for 4000000000000002.
  row(
    '4000008400001629',
    'requires_action',
    '3-D Secure required, then declined (`card_declined` / `generic_decline`)',
    {
      threeDSecure: 'required',
      code: 'card_declined',
      declineCode: 'generic_decline',
      ids: named('authenticationRequiredCardDeclined'),
    },
  ),
  succeeds('4000000000003055', 'Visa, 3-D Secure supported but not required', {
    threeDSecure: 'optional',
    ids: named('threeDSecureOptional'),
  }),
];
