import { INSTANT_VERIFICATION_INCOMPLETE_EN } from '@kassa/core';

/**
 * English texts of the Payment Element's non-card methods and the bank elements. Apart from
 * `english.ts` because only the lazy method chunks and the bank frame use them: in the card-only
 * payment frame they would cost its size budget (bench/bundle-sizes). Keys are namespaced:
 * `method.<type>` names a method, `field.*` labels an input, `mandate.*` is a mandate text
 * (`{merchant}` is the business name), `layout.*` the method list's own controls.
 */
export const METHOD_LABELS_EN = {
  'method.card': 'Card',
  'method.link': 'Link',
  'method.au_becs_debit': 'BECS Direct Debit',
  'method.sepa_debit': 'SEPA Direct Debit',
  'method.us_bank_account': 'US bank account',
  'method.bacs_debit': 'Bacs Direct Debit',
  'method.ideal': 'iDEAL',
  'method.bancontact': 'Bancontact',
  'method.sofort': 'Sofort',
  'method.giropay': 'giropay',
  'method.eps': 'EPS',
  'method.p24': 'Przelewy24',
  'method.fpx': 'FPX',
  'method.netbanking': 'Net banking',
  'method.alipay': 'Alipay',
  'method.affirm': 'Affirm',
  'method.afterpay_clearpay': 'Afterpay / Clearpay',
  'method.klarna': 'Klarna',
  'method.paypal': 'PayPal',
  'method.amazon_pay': 'Amazon Pay',
  'method.revolut_pay': 'Revolut Pay',
  'method.mobilepay': 'MobilePay',
  'method.pay_by_bank': 'Pay by bank',
  'method.alma': 'Alma',
  'method.zip': 'Zip',
  'method.demo_pay': 'Demo Pay',
  'method.twint': 'TWINT',
  'method.naver_pay': 'Naver Pay',
  'method.cashapp': 'Cash App Pay',
  'method.paynow': 'PayNow',
  'method.promptpay': 'PromptPay',
  'method.wechat_pay': 'WeChat Pay',
  'method.upi': 'UPI',
  'method.multibanco': 'Multibanco',
  'method.oxxo': 'OXXO',
  'method.customer_balance': 'Bank transfer',
  'method.boleto': 'Boleto',
  'field.name': 'Full name',
  'field.email': 'Email',
  'field.country': 'Country',
  'field.iban': 'IBAN',
  'field.bsbNumber': 'BSB',
  'field.accountNumber': 'Account number',
  'field.sortCode': 'Sort code',
  'field.taxId': 'CPF / CNPJ',
  'field.line1': 'Address line 1',
  'field.line2': 'Address line 2 (optional)',
  'field.city': 'City',
  'field.postalCode': 'Postal code',
  'field.bank': 'Bank',
  'field.bankSearch': 'Search for your bank',
  'field.noBank': 'No bank matches your search.',
  'field.becsAccept': 'I accept the Direct Debit Request and its service agreement',
  'layout.methods': 'Payment methods',
  'layout.more': 'More payment methods',
  'layout.redirectNotice': 'After you submit, you will be sent to {method} to finish paying.',
  'layout.displayNotice':
    'After you submit, you will get the details to finish paying with {method}.',
  'layout.pollingNotice': 'After you submit, a code appears to finish paying in the {method} app.',
  'mandate.sepa_debit':
    'By giving your IBAN and confirming, you authorise {merchant} and its payment provider to send instructions to your bank to debit your account, and your bank to debit your account as instructed. You may ask your bank for a refund under the terms of your agreement with it, within 8 weeks of the date your account was debited.',
  'mandate.au_becs_debit':
    'By giving your bank account details and confirming, you agree to the Direct Debit Request and its service agreement, and authorise {merchant} and its payment provider to debit your account through the Bulk Electronic Clearing System (BECS) for any amount you owe them.',
  'mandate.bacs_debit':
    'By confirming, you authorise {merchant} and its payment provider to debit your account by Bacs Direct Debit. Payments are protected by the Direct Debit Guarantee.',
  'mandate.us_bank_account':
    'By confirming, you authorise {merchant} to debit the bank account you give for this payment and, where you save it, future payments under its terms, until you withdraw this authorisation.',
  'mandate.saving':
    'By saving your payment details, you authorise {merchant} to debit your account for future payments by SEPA Direct Debit under its terms.',
  'mandate.merchant': 'the merchant',
  'nextAction.qrTitle': 'Scan to pay with {method}',
  'nextAction.voucherTitle': 'Your {method} voucher',
  'nextAction.transferTitle': 'Pay by bank transfer',
  'nextAction.amount': 'Amount',
  'nextAction.qrImage': 'QR code to pay with {method}',
  'nextAction.waiting': 'Waiting for your payment…',
  'nextAction.openApp': 'Open {method}',
  'nextAction.instructions': 'View instructions',
  'nextAction.voucher': 'View voucher',
  'nextAction.voucherPdf': 'Download voucher (PDF)',
  'nextAction.number': 'Number',
  'nextAction.reference': 'Reference',
  'nextAction.entity': 'Entity',
  'nextAction.expires': 'Pay before',
  'nextAction.accountHolder': 'Account holder',
  'nextAction.iban': 'IBAN',
  'nextAction.bic': 'BIC',
  'nextAction.accountNumber': 'Account number',
  'nextAction.sortCode': 'Sort code',
  'nextAction.routingNumber': 'Routing number',
  'nextAction.clabe': 'CLABE',
  'nextAction.bankName': 'Bank',
  'nextAction.paymentCode': 'Payment code ({store})',
  'nextAction.done': 'Done',
  'nextAction.cancel': 'Cancel',
  'nextAction.incomplete': 'These payment instructions are incomplete.',
  // A saved bank account's remove step (SEPA, US, Bacs, BECS): cards keep labels.removeQuestion.
  'saved.removeBankAccount': 'Remove this bank account?',
  'saved.removeBankAccountFailed': 'Could not remove the bank account.',
  // A method the merchant has not activated, offered in test mode only (spec 000 §2).
  'layout.unactivated':
    'Test mode: {method} is not activated for this account, so shoppers will not see it in live mode.',
} as const;

export type MethodLabelKey = keyof typeof METHOD_LABELS_EN;

/** Error texts of the method fields (core's codes for bank details; name and e-mail as core's). */
export const METHOD_ERRORS_EN = {
  incomplete_name: 'Your name is incomplete.',
  incomplete_email: 'Your email is incomplete.',
  email_invalid: 'Your email address is invalid.',
  incomplete_address: 'Your address is incomplete.',
  incomplete_iban: 'Your IBAN is incomplete.',
  invalid_iban: 'Your IBAN is invalid.',
  invalid_iban_country_code: 'Your IBAN has a country code that is not accepted.',
  invalid_iban_start: 'Your IBAN should start with a two-letter country code.',
  incomplete_au_bank_account_bsb: 'Your BSB is incomplete.',
  incomplete_au_bank_account_number: 'Your account number is incomplete.',
  incomplete_sort_code: 'Your sort code is incomplete.',
  incomplete_account_number: 'Your account number is incomplete.',
  incomplete_tax_id: 'Your CPF / CNPJ is incomplete.',
  invalid_tax_id: 'Your CPF / CNPJ is invalid.',
  incomplete_bank: 'Select your bank.',
  becs_mandate_not_accepted: 'Accept the Direct Debit Request to continue.',
  no_payment_method_selected: 'Select a payment method.',
  instant_verification_incomplete: INSTANT_VERIFICATION_INCOMPLETE_EN,
} as const;

export type MethodErrorKey = keyof typeof METHOD_ERRORS_EN;
