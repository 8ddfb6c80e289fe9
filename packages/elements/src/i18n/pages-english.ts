/**
 * English texts of the hosted test pages (3-D Secure challenge, simulated bank), apart from
 * english.ts so that the element frames do not carry them. `{name}` placeholders are filled by
 * the page.
 */
export const PAGES_EN = {
  'threeDs.badge': 'Test mode · 3D Secure',
  'threeDs.title': 'Authenticate your payment',
  'threeDs.incompleteLink': 'This authentication link is incomplete.',
  'threeDs.unreachable': 'The authentication service could not be reached.',
  'threeDs.complete': 'Authentication complete.',
  'threeDs.failed': 'Authentication failed.',
  'threeDs.noCharge': 'No charge now: the card is saved for later payments',
  'threeDs.completeButton': 'Complete authentication',
  'threeDs.failButton': 'Fail authentication',
  'bank.badge': 'Test mode · simulated bank',
  'bank.title': 'Test payment page',
  'bank.titleNamed': '{name} test payment page',
  'bank.incompleteLink': 'This bank link is incomplete.',
  'bank.unreachable': 'The bank could not be reached.',
  'bank.authorized': 'Payment authorized.',
  'bank.failed': 'Payment failed.',
  'bank.noCharge': 'No charge now: the account is saved for later payments',
  'bank.bank': 'Bank',
  'bank.authorizeButton': 'Authorize test payment',
  'bank.failButton': 'Fail test payment',
  'page.merchant': 'Merchant',
  'page.amount': 'Amount',
  'page.card': 'Card',
  'page.loading': 'Loading…',
  'page.testNote': 'This is a test payment. Choose how the bank answers.',
} as const;

export type PageKey = keyof typeof PAGES_EN;
