/**
 * The one list of element types. The types Kassa builds, each with the frame page that renders
 * it; the loader, the controller, the frames, the React bindings and the build read it here.
 */
export const ELEMENT_FRAMES = {
  payment: 'payment',
  card: 'card',
  cardNumber: 'card-field',
  cardExpiry: 'card-field',
  cardCvc: 'card-field',
  linkAuthentication: 'link-authentication',
  // The wallet sign-up beside a payment form: the Link Authentication Element's page, its form
  // a chunk of its own that only this element loads.
  linkSignup: 'link-authentication',
  address: 'address',
  // The legacy Shipping Address Element is the Address Element's shipping form; the Contact
  // Details Element (an e-mail) is drawn by the same page, with the same field and rules.
  shippingAddress: 'address',
  contactDetails: 'address',
  // The Tax ID Element (business name, country, type and number): the same page, its form a
  // chunk of its own that only this element loads.
  taxId: 'address',
  // The bank elements share one page: an IBAN, an Australian bank account or a bank picker.
  iban: 'bank',
  auBankAccount: 'bank',
  idealBank: 'bank',
  p24Bank: 'bank',
  epsBank: 'bank',
  fpxBank: 'bank',
  netbankingBank: 'bank',
  paymentRequestButton: 'payment-request-button',
  expressCheckout: 'express-checkout',
} as const;

/**
 * The other types Stripe.js's `elements.create()` accepts (its current ones and older bank
 * pickers merchants still create): they mount and say with `loaderror` that Kassa has not built
 * them. One string, split once: the loader carries it, and its size counts. The call is marked
 * pure so that element frames, which import this module but never read the list, drop it.
 */
export const UNBUILT_ELEMENT_TYPES = /* @__PURE__ */ (
  'currencySelector ' +
  'paymentMethodMessaging paymentForm terms issuingCardNumberDisplay ' +
  'issuingCardCvcDisplay ' +
  'issuingCardExpiryDisplay issuingCardPinDisplay issuingCardCopyButton issuingAddToWalletButton'
).split(' ') as readonly UnbuiltElementType[];

/** The element types Kassa renders, each in a frame page. */
export type ElementType = keyof typeof ELEMENT_FRAMES;
export type FrameName = (typeof ELEMENT_FRAMES)[ElementType];
export type UnbuiltElementType =
  | 'currencySelector'
  | 'paymentMethodMessaging'
  | 'paymentForm'
  | 'terms'
  | 'issuingCardNumberDisplay'
  | 'issuingCardCvcDisplay'
  | 'issuingCardExpiryDisplay'
  | 'issuingCardPinDisplay'
  | 'issuingCardCopyButton'
  | 'issuingAddToWalletButton';
/** Any element type Stripe.js knows: create() returns an element for each. */
export type AnyElementType = ElementType | UnbuiltElementType;

/**
 * The Express Checkout Element's Link sheet (the wallet-sheet page in its Link mode): not an
 * element, but it connects to the controller as a frame of the group to run the wallet's
 * lookup and code through the group's wallet session.
 */
export const LINK_SHEET_FRAME = 'linkSheet';
/** What may connect to the controller as a frame of a group: an element, or the Link sheet. */
export type GroupFrameType = ElementType | typeof LINK_SHEET_FRAME;

export function isGroupFrameType(value: unknown): value is GroupFrameType {
  return value === LINK_SHEET_FRAME || isElementType(value);
}

export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_FRAMES, value);
}

export function isAnyElementType(value: unknown): value is AnyElementType {
  return isElementType(value) || UNBUILT_ELEMENT_TYPES.includes(value as UnbuiltElementType);
}

/** The `loaderror` message of an element type Kassa has not built yet. */
export function unbuiltElementMessage(elementType: string): string {
  const name = elementType.charAt(0).toUpperCase() + elementType.slice(1);
  return `The ${name} Element is not supported by this Kassa server yet.`;
}

/** The `name` of the hidden controller iframe, so element frames can find it as a sibling. */
export function controllerFrameName(controllerId: string): string {
  return `__kassaController-${controllerId}`;
}
