import { createTranslator } from './translator.js';

/**
 * English texts of the test wallet sheet and the wallet button. A catalogue of its own, so the
 * card frames, which never show them, do not carry them; other locales add theirs to WALLET_SHEET_CATALOGUES
 * and fall back to these key by key.
 */
export const WALLET_SHEET_EN = {
  'walletSheet.applePay': 'Apple Pay (test)',
  'walletSheet.googlePay': 'Google Pay (test)',
  'walletSheet.testMode': 'Test mode: no real wallet or money is used',
  'walletSheet.summary': 'Order summary',
  'walletSheet.total': 'Total',
  'walletSheet.pending': 'Amount pending',
  'walletSheet.card': 'Card',
  'walletSheet.brand.visa': 'Visa',
  'walletSheet.brand.mastercard': 'Mastercard',
  'walletSheet.brand.amex': 'American Express',
  'walletSheet.cardEnding': '{brand} ending in {last4}',
  'walletSheet.cardDeclines': '{brand} ending in {last4} (declines)',
  'walletSheet.contact': 'Contact',
  'walletSheet.name': 'Name',
  'walletSheet.email': 'Email',
  'walletSheet.phone': 'Phone',
  'walletSheet.shippingAddress': 'Shipping address',
  'walletSheet.shippingMethod': 'Shipping method',
  'walletSheet.noShippingMethods': 'No shipping method is available for this address.',
  'walletSheet.pay': 'Pay {amount}',
  'walletSheet.cancel': 'Cancel',
  'walletSheet.updating': 'Updating…',
  'walletSheet.processing': 'Processing payment…',
  'walletSheet.done': 'Payment complete',
  'walletSheet.recurring': 'Recurring payment',
  'walletSheet.manage': 'Manage at {url}',
  'walletSheet.error.fail': 'Payment not completed. Try again or choose another card.',
  'walletSheet.error.invalidShippingAddress':
    'The merchant cannot ship to this address. Choose another one.',
  'walletSheet.error.updateFailed': 'The merchant could not accept this change.',
  'walletSheet.error.invalidPayerName': 'Check the name.',
  'walletSheet.error.invalidPayerEmail': 'Check the email address.',
  'walletSheet.error.invalidPayerPhone': 'Check the phone number.',
  'walletSheet.error.required': 'This field is required.',
  'walletSheet.error.timeout': 'The merchant did not answer in time. Try again.',
  'walletSheet.error.email': 'Your email address is invalid.',
  // The Payment Request Button, by its `style.paymentRequestButton.type`.
  'walletButton.applePay': 'Apple Pay',
  'walletButton.googlePay': 'Google Pay',
  'walletButton.default': 'Pay with {wallet}',
  'walletButton.buy': 'Buy with {wallet}',
  'walletButton.book': 'Book with {wallet}',
  'walletButton.donate': 'Donate with {wallet}',
  // The Link Authentication Element's one-time code step (spec 001's verification view).
  'walletSheet.link.codeSent': 'Enter the code sent to {email} to use your saved details.',
  'walletSheet.link.code': 'Verification code',
  'walletSheet.link.resend': 'Resend code',
  'walletSheet.link.resent': 'A new code was sent.',
  'walletSheet.link.verified': 'Signed in to your saved details as {email}.',
  // The Express Checkout Element's buttons by each wallet's `buttonType`, and its "more" button.
  'walletButton.checkOut': 'Check out with {wallet}',
  'walletButton.subscribe': 'Subscribe with {wallet}',
  'walletButton.addMoney': 'Add money with {wallet}',
  'walletButton.contribute': 'Contribute with {wallet}',
  'walletButton.order': 'Order with {wallet}',
  'walletButton.reload': 'Reload with {wallet}',
  'walletButton.rent': 'Rent with {wallet}',
  'walletButton.support': 'Support with {wallet}',
  'walletButton.tip': 'Tip with {wallet}',
  'walletButton.topUp': 'Top up with {wallet}',
  'walletButton.buyNow': 'Buy now with {wallet}',
  'walletButton.continue': 'Continue with {wallet}',
  'walletButton.more': 'More payment options',
  // The sheet when the merchant ships to none of the wallet's addresses (allowedShippingCountries).
  'walletSheet.noAllowedAddress': 'The merchant does not ship to any of your addresses.',
  // Apple Pay's deferred and automatic-reload requests, and the billing lines of all three.
  'walletSheet.deferred': 'Deferred payment',
  'walletSheet.automaticReload': 'Automatic reload',
  'walletSheet.billing.every': '{label}: {amount} every {interval}',
  'walletSheet.billing.trial': 'Trial, {label}: {amount} every {interval}',
  'walletSheet.billing.from': 'Starting {date}',
  'walletSheet.billing.until': 'Ending {date}',
  'walletSheet.billing.on': '{label}: {amount} on {date}',
  'walletSheet.billing.freeCancellation': 'Free cancellation until {date}',
  'walletSheet.billing.reload': '{label}: {amount} when your balance falls below {threshold}',
  // The Payment Element's wallet section: the saved cards, and the sign-up while paying.
  'walletSheet.link.savedCards': 'Your saved cards ({email})',
  'walletSheet.link.default': 'Default',
  'walletSheet.link.payAnotherWay': 'Pay another way',
  'walletSheet.link.useSaved': 'Use a saved card',
  'walletSheet.link.logout': 'Log out',
  'walletSheet.link.signUp': 'Save my details for a faster checkout next time',
  'walletSheet.link.nameOptional': 'Full name (optional)',
  'walletSheet.link.consent':
    'By saving, you agree that a wallet account is created for {email}, keeping this card and your phone number for later payments. A one-time code sent to you opens it.',
  // The accessible name of the modal the sheet opens in on the merchant's page.
  'walletSheet.modal': 'Wallet',
  // The Link Authentication Element's passkeys: sign-in offered to an account that has one,
  // adding one after a code login, and what a failed ceremony tells the shopper.
  'walletSheet.link.passkeyOffer': 'Use your passkey to sign in to your saved details as {email}.',
  'walletSheet.link.passkeySignIn': 'Sign in with a passkey',
  'walletSheet.link.useCode': 'Send me a code instead',
  'walletSheet.link.passkeyAdd': 'Add a passkey for next time',
  'walletSheet.link.passkeyAdded': 'Passkey added. Next time you can sign in with it.',
  'walletSheet.link.passkeyCancelled': 'The passkey request was cancelled or timed out.',
  'walletSheet.link.passkeyNotFocused': 'Select this form, then try your passkey again.',
  'walletSheet.link.passkeyPending': 'A passkey request is already open.',
  'walletSheet.link.passkeyFailed': 'Your passkey could not be used.',
  // The provider's refusals of a one-time code, and the account it blocks for a while.
  'walletSheet.link.codeWrong': 'The verification code is not correct.',
  'walletSheet.link.codeExpired': 'This code has expired or was already used. Request a new one.',
  'walletSheet.link.codeTooManyTries': 'Too many wrong codes: request a new one.',
  'walletSheet.link.blocked':
    'For your security, signing in to your saved details is paused. Pay another way, or try again later.',
  'walletSheet.link.unavailable':
    'Your saved details cannot be reached right now. Pay another way, or try again later.',
  // The Payment Element's wallet views that change a saved detail or log out (spec 001 §2).
  'walletSheet.link.edit': 'Edit',
  'walletSheet.link.save': 'Save',
  'walletSheet.link.removeConfirm': 'Remove {method} from your saved details?',
  'walletSheet.link.logoutConfirm': 'Log out of your saved details ({email})?',
  'walletSheet.link.updateTitle': 'Update {method}',
  'walletSheet.link.makeDefault': 'Make this my default',
  'walletSheet.link.changeFailed': 'Your saved details could not be changed. Try again.',
  'walletSheet.link.savedMethods': 'Your saved payment methods ({email})',
  'walletSheet.link.addBank': 'Add a bank account',
  'walletSheet.link.addBankFailed': 'Your bank account could not be added. Try again.',
  'walletSheet.link.useSavedMethod': 'Use a saved payment method',
  // Spec 001's verification types: an SMS code names the masked phone; the other channel.
  'walletSheet.link.codeSentPhone': 'Enter the code sent to {phone} to use your saved details.',
  'walletSheet.link.useEmail': 'Send code by e-mail instead',
  'walletSheet.link.useSms': 'Send code by SMS instead',
  // A wallet card's failed payment (spec 001 §4/§8): the generic decline, and a later mark.
  'walletSheet.link.cardDeclined':
    'Your saved card was declined. Enter its security code to try again, or choose another way to pay.',
  'walletSheet.link.declinedBefore': 'Declined',
  // Spec 001's link-blocked panel: the wallet alone pays this intent and cannot be used now.
  'walletSheet.link.linkBlocked':
    'This payment cannot be completed with your saved details right now. Try again later.',
  // The Express Checkout Element's Link sheet.
  'walletSheet.link.continue': 'Continue',
  'walletSheet.link.noAccount': 'No saved details were found for this email. Pay another way.',
  'walletSheet.link.noCards': 'You have no saved cards. Pay another way.',
} as const;

export type WalletSheetKey = keyof typeof WALLET_SHEET_EN;

/** A card brand's name as the wallet texts write it (Visa, American Express…), else capitalised. */
export function walletBrandName(brand: string, text: (key: WalletSheetKey) => string): string {
  const key = `walletSheet.brand.${brand}`;
  if (key in WALLET_SHEET_EN) return text(key as WalletSheetKey);
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

export type SheetText = (key: WalletSheetKey, vars?: Record<string, string>) => string;

/**
 * The sheet's texts in the locale (as the frames pick it): the loaded catalogue's `walletSheet`
 * part, English key by key where it has none; `{name}` filled from `vars`.
 */
export function walletSheetText(locale?: string): { locale: string; text: SheetText } {
  const translator = createTranslator(locale);
  const catalogue = translator.catalogue?.walletSheet ?? {};
  const text: SheetText = (key, vars) =>
    (catalogue[key] ?? WALLET_SHEET_EN[key]).replace(
      /\{(\w+)\}/g,
      (_, name: string) => vars?.[name] ?? '',
    );
  return { locale: translator.locale, text };
}
