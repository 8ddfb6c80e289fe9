/**
 * The one list of element types: every type Stripe.js's `elements.create()` accepts, each with
 * the frame page that renders it, or null while Kassa has not built it. The loader, the
 * controller, the frames, the React bindings and the build all read it from here.
 */
export const ELEMENT_TYPES = {
  payment: 'payment',
  card: 'card',
  cardNumber: 'card-field',
  cardExpiry: 'card-field',
  cardCvc: 'card-field',
  linkAuthentication: 'link-authentication',
  address: null,
  shippingAddress: null,
  expressCheckout: null,
  paymentRequestButton: null,
  contactDetails: null,
  currencySelector: null,
  paymentMethodMessaging: null,
  paymentForm: null,
  taxId: null,
  terms: null,
  linkSignup: null,
  iban: null,
  auBankAccount: null,
  // Older Stripe.js bank pickers merchants still create.
  idealBank: null,
  p24Bank: null,
  epsBank: null,
  fpxBank: null,
  netbankingBank: null,
  issuingCardNumberDisplay: null,
  issuingCardCvcDisplay: null,
  issuingCardExpiryDisplay: null,
  issuingCardPinDisplay: null,
  issuingCardCopyButton: null,
  issuingAddToWalletButton: null,
} as const;

type TypeTable = typeof ELEMENT_TYPES;

/** Any element type Stripe.js knows: create() returns an element for each. */
export type AnyElementType = keyof TypeTable;
/** The element types Kassa renders, each in a frame page. */
export type ElementType = {
  [K in AnyElementType]: TypeTable[K] extends null ? never : K;
}[AnyElementType];
/** The element types Kassa has not built: they mount and say so with `loaderror`. */
export type UnbuiltElementType = Exclude<AnyElementType, ElementType>;

/** The built element types with their frame pages. */
export const ELEMENT_FRAMES = Object.fromEntries(
  Object.entries(ELEMENT_TYPES).filter(([, page]) => page !== null),
) as { [K in ElementType]: NonNullable<TypeTable[K]> };

export type FrameName = (typeof ELEMENT_FRAMES)[ElementType];

export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_FRAMES, value);
}

export function isAnyElementType(value: unknown): value is AnyElementType {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_TYPES, value);
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
