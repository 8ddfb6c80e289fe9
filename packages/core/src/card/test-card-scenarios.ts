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
 * Fraud prevention, dispute, refund and balance cards. Kassa has no Radar rules, disputes,
 * asynchronous refunds or balances: the cards pay as Stripe's do before any of that happens
 * (with the risk level Radar gives them), and their address and CVC checks are not simulated.
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
    succeeds('4000000000000101', 'Radar test card: CVC check fails', {
      ids: named('cvcCheckFail'),
    }),
    succeeds('4000000000000036', 'Radar test card: postal code check fails', {
      ids: named('avsZipFail'),
    }),
    succeeds('4000058400307872', 'risk level elevated, CVC check fails', {
      ...elevated,
      ids: named('cvcCheckFailElevatedRisk'),
    }),
    succeeds('4000058400306072', 'risk level elevated, postal code check fails', {
      ...elevated,
      ids: named('avsZipFailElevatedRisk'),
    }),
    succeeds('4000000000000028', 'Radar test card: line 1 check fails', {
      ids: named('avsLine1Fail'),
    }),
    succeeds('4000000000000010', 'Radar test card: address checks fail', { ids: named('avsFail') }),
    succeeds('4000000000000044', 'Radar test card: address checks unavailable', {
      ids: named('avsUnchecked'),
    }),
    ...disputeRows(),
  ];
}

function disputeRows(): TestCardRow[] {
  const later = (what: string) => `Visa; Stripe would later ${what}`;
  return [
    succeeds('4000000000000259', later('dispute it as fraudulent'), {
      ids: named('createDispute'),
    }),
    succeeds('4000000000002685', later('dispute it: product not received'), {
      ids: named('createDisputeProductNotReceived'),
    }),
    succeeds('4000000000001976', later('open an inquiry'), { ids: named('createDisputeInquiry') }),
    succeeds('4000000000005423', later('send an early fraud warning'), {
      ids: named('createIssuerFraudRecord'),
    }),
    succeeds('4000000404000079', later('dispute it several times'), {
      ids: named('createMultipleDisputes'),
    }),
    succeeds('4000000404000038', later('open a Visa Compelling Evidence 3.0 dispute'), {
      ids: named('createCe3EligibleDispute'),
    }),
    succeeds('4000008400000779', later('open a Visa compliance dispute'), {
      ids: named('createComplianceDispute'),
    }),
    succeeds('5105008400000002', 'Mastercard; Stripe would later open a compliance dispute', {
      brand: 'mastercard',
      ids: named('createMastercardComplianceDispute'),
    }),
    succeeds('4000000001000043', later('open a Smart Disputes eligible dispute'), {
      ids: named('createAutoRepresentmentEligibleDispute'),
    }),
    succeeds('4000000000007726', later('settle its refunds asynchronously'), {
      ids: named('pendingRefund'),
    }),
    succeeds('4000000000005126', later('fail its refunds'), { ids: named('refundFail') }),
    succeeds('4000000000000077', 'Visa, straight to the available balance on Stripe', {
      ids: named('bypassPending'),
    }),
    succeeds('4000003720000278', 'Visa, Ireland, straight to the available balance on Stripe', {
      country: 'IE',
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
