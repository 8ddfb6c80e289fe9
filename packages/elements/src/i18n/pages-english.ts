/**
 * English texts of the hosted test pages (3-D Secure challenge, simulated providers), apart from
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
  'page.merchant': 'Merchant',
  'page.amount': 'Amount',
  'page.card': 'Card',
  'page.loading': 'Loading…',
  'page.testNote': 'This is a test payment. Choose how the bank answers.',
  // The simulated providers' page (bank and wallet redirects, QR codes, vouchers, transfers).
  'providerPage.badge': 'Test mode · simulated provider',
  'providerPage.title': '{method} test payment page',
  'providerPage.titleGeneric': 'Test payment page',
  'providerPage.loading': 'Loading…',
  'providerPage.unreachable': 'The provider could not be reached.',
  'providerPage.incomplete': 'This payment link is incomplete.',
  'providerPage.merchant': 'Merchant',
  'providerPage.amount': 'Amount',
  'providerPage.amountSetup': 'No charge now: the account is saved for later payments',
  'providerPage.bank': 'Bank',
  'providerPage.expires': 'Pay before',
  'providerPage.redirectIntro': 'This is a test payment. Choose how the provider answers.',
  'providerPage.authorize': 'Authorize test payment',
  'providerPage.fail': 'Fail test payment',
  'providerPage.cancel': 'Cancel test payment',
  'providerPage.qrIntro': 'Scan the code with the app, or answer here as the app would.',
  'providerPage.qrImage': 'QR code to scan with the app',
  'providerPage.voucherIntro':
    'Pay this voucher at a shop before it expires. In test mode, choose what happens.',
  'providerPage.voucherNumber': 'Voucher number',
  'providerPage.voucherEntity': 'Entity',
  'providerPage.voucherReference': 'Reference',
  'providerPage.confirmationNumber': '{store}: confirmation number',
  'providerPage.paymentCode': '{store}: payment code',
  'providerPage.markPaid': 'Mark voucher as paid',
  'providerPage.expire': 'Expire voucher',
  'providerPage.transferIntro': 'Send a bank transfer with these details and the reference.',
  'providerPage.transferReference': 'Reference',
  'providerPage.simulateTransfer': 'Simulate the transfer',
  'providerPage.microdepositsIntro':
    'Type the 6-character code that starts with SM from the deposit on your bank statement. In test mode it is SM11AA.',
  'providerPage.descriptorCode': 'Deposit code',
  'providerPage.verify': 'Verify bank account',
  'providerPage.verified': 'Bank account verified.',
  'providerPage.succeeded': 'Payment authorized.',
  'providerPage.failed': 'Payment failed.',
  'providerPage.canceled': 'Payment canceled.',
  'providerPage.expired': 'Voucher expired.',
} as const;

export type PageKey = keyof typeof PAGES_EN;
