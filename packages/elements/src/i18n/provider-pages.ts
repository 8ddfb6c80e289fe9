// English texts of the simulated provider pages (bank and wallet redirects, QR codes,
// vouchers, transfer instructions), by namespaced key. They live apart from the frames'
// LABELS_EN so the card frame, which never shows them, does not carry them.

export const PROVIDER_PAGE_LABELS_EN = {
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

export type ProviderPageLabel = keyof typeof PROVIDER_PAGE_LABELS_EN;

/** A provider page's text with its `{name}` placeholders filled in. */
export function providerPageText(
  key: ProviderPageLabel,
  values: Readonly<Record<string, string>> = {},
): string {
  return PROVIDER_PAGE_LABELS_EN[key].replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
