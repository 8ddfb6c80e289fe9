import type { PaymentRequestButtonOptions } from '@kassa/js';
import type {
  StripeAddressElement,
  StripeAddressElementChangeEvent,
  StripeAddressElementOptions,
  StripeAuBankAccountElement,
  StripeAuBankAccountElementChangeEvent,
  StripeAuBankAccountElementOptions,
  StripeCardCvcElement,
  StripeCardCvcElementChangeEvent,
  StripeCardCvcElementOptions,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeCardExpiryElement,
  StripeCardExpiryElementChangeEvent,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementChangeEvent,
  StripeCardNumberElementOptions,
  StripeContactDetailsElement,
  StripeContactDetailsElementChangeEvent,
  StripeContactDetailsElementOptions,
  StripeElement,
  StripeError,
  StripeExpressCheckoutElement,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripeExpressCheckoutElementReadyEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent,
  StripeExpressCheckoutElementShippingRateChangeEvent,
  StripeIbanElement,
  StripeIbanElementChangeEvent,
  StripeIbanElementOptions,
  StripeLinkAuthenticationElement,
  StripeLinkAuthenticationElementChangeEvent,
  StripeLinkAuthenticationElementOptions,
  StripeLinkSignupElement,
  StripeLinkSignupElementOptions,
  StripePaymentElement,
  StripePaymentElementAvailablePaymentMethodsChangeEvent,
  StripePaymentElementChangeEvent,
  StripePaymentElementOptions,
  StripePaymentElementSavedPaymentMethodRemoveEvent,
  StripePaymentElementSavedPaymentMethodUpdateEvent,
  StripeShippingAddressElement,
  StripeShippingAddressElementChangeEvent,
  StripeShippingAddressElementOptions,
  StripeTaxIdElement,
  StripeTaxIdElementChangeEvent,
  StripeTaxIdElementOptions,
} from '@stripe/stripe-js';

/** The element types whose UI Kassa builds, with the public types of each. */
export interface ElementTypeMap {
  payment: {
    element: StripePaymentElement;
    options: StripePaymentElementOptions;
    change: StripePaymentElementChangeEvent;
  };
  card: {
    element: StripeCardElement;
    options: StripeCardElementOptions;
    change: StripeCardElementChangeEvent;
  };
  cardNumber: {
    element: StripeCardNumberElement;
    options: StripeCardNumberElementOptions;
    change: StripeCardNumberElementChangeEvent;
  };
  cardExpiry: {
    element: StripeCardExpiryElement;
    options: StripeCardExpiryElementOptions;
    change: StripeCardExpiryElementChangeEvent;
  };
  cardCvc: {
    element: StripeCardCvcElement;
    options: StripeCardCvcElementOptions;
    change: StripeCardCvcElementChangeEvent;
  };
  linkAuthentication: {
    element: StripeLinkAuthenticationElement;
    options: StripeLinkAuthenticationElementOptions;
    change: StripeLinkAuthenticationElementChangeEvent;
  };
  /** Stripe's Link signup element has no change event. */
  linkSignup: {
    element: StripeLinkSignupElement;
    options: StripeLinkSignupElementOptions;
    change: never;
  };
  address: {
    element: StripeAddressElement;
    options: StripeAddressElementOptions;
    change: StripeAddressElementChangeEvent;
  };
  shippingAddress: {
    element: StripeShippingAddressElement;
    options: StripeShippingAddressElementOptions;
    change: StripeShippingAddressElementChangeEvent;
  };
  contactDetails: {
    element: StripeContactDetailsElement;
    options: StripeContactDetailsElementOptions;
    change: StripeContactDetailsElementChangeEvent;
  };
  taxId: {
    element: StripeTaxIdElement;
    options: StripeTaxIdElementOptions;
    change: StripeTaxIdElementChangeEvent;
  };
  iban: {
    element: StripeIbanElement;
    options: StripeIbanElementOptions;
    change: StripeIbanElementChangeEvent;
  };
  auBankAccount: {
    element: StripeAuBankAccountElement;
    options: StripeAuBankAccountElementOptions;
    change: StripeAuBankAccountElementChangeEvent;
  };
  idealBank: BankPickerTypes<'idealBank'>;
  p24Bank: BankPickerTypes<'p24Bank'>;
  epsBank: BankPickerTypes<'epsBank'>;
  fpxBank: BankPickerTypes<'fpxBank'>;
  netbankingBank: BankPickerTypes<'netbankingBank'>;
  /** @stripe/stripe-js 10 no longer types this element: these types stand in. */
  paymentRequestButton: {
    element: StripeElement;
    options: PaymentRequestButtonOptions;
    change: never;
  };
  expressCheckout: {
    element: StripeExpressCheckoutElement;
    options: StripeExpressCheckoutElementOptions;
    change: never;
  };
}

/**
 * The bank pickers, which @stripe/stripe-js no longer types: the element Kassa gives, the
 * options it takes (`value`, the bank chosen from the start) and its change event.
 */
interface BankPickerTypes<T extends string> {
  element: { elementType: T; focus(): void; blur(): void; clear(): void };
  options: { value?: string; disabled?: boolean; classes?: Record<string, string> };
  change: {
    elementType: T;
    empty: boolean;
    complete: boolean;
    value: string | null;
    error?: StripeError;
  };
}

/** The Payment Request Button's options: @kassa/js's type (Stripe.js's options). */
export type { PaymentRequestButtonOptions };

export type SupportedElementType = keyof ElementTypeMap;

interface CommonElementProps<T extends SupportedElementType> {
  /** Passed to the wrapping <div>. */
  id?: string;
  className?: string;
  /** Options for `elements.create()`; later changes are applied with `element.update()`. */
  options?: ElementTypeMap[T]['options'];
  /** Called with the element once it is fully rendered and can take focus. */
  onReady?: (
    element: T extends 'expressCheckout' ? ExpressCheckoutReadyEvent : ElementTypeMap[T]['element'],
  ) => void;
  onChange?: (event: ElementTypeMap[T]['change']) => void;
  onFocus?: (event: { elementType: T }) => void;
  onBlur?: (event: { elementType: T }) => void;
  onEscape?: (event: { elementType: T }) => void;
  onLoadError?: (event: { elementType: T; error: StripeError }) => void;
  onLoaderStart?: (event: { elementType: T }) => void;
  onNetworksChange?: (event: { elementType: T }) => void;
}

/** The events only the Payment Element has, as @stripe/react-stripe-js 7 names their props. */
interface PaymentElementEventProps {
  onSavedPaymentMethodRemove?: (event: StripePaymentElementSavedPaymentMethodRemoveEvent) => void;
  onSavedPaymentMethodUpdate?: (event: StripePaymentElementSavedPaymentMethodUpdateEvent) => void;
  onAvailablePaymentMethodsChange?: (
    event: StripePaymentElementAvailablePaymentMethodsChangeEvent,
  ) => void;
}

/** The Payment Request Button's click: preventDefault() keeps the wallet sheet closed. */
interface PaymentRequestButtonEventProps {
  onClick?: (event: { elementType: 'paymentRequestButton'; preventDefault(): void }) => void;
}

/**
 * The Express Checkout Element's events, as @stripe/react-stripe-js names their props; its
 * `onReady` receives the ready event (with availablePaymentMethods), not the element.
 */
interface ExpressCheckoutEventProps {
  onClick?: (event: StripeExpressCheckoutElementClickEvent) => void;
  onConfirm?: (event: StripeExpressCheckoutElementConfirmEvent) => void;
  onCancel?: (event: { elementType: 'expressCheckout' }) => void;
  onShippingAddressChange?: (event: StripeExpressCheckoutElementShippingAddressChangeEvent) => void;
  onShippingRateChange?: (event: StripeExpressCheckoutElementShippingRateChangeEvent) => void;
}
export type ExpressCheckoutReadyEvent = StripeExpressCheckoutElementReadyEvent;

export type ElementProps<T extends SupportedElementType> = CommonElementProps<T> &
  (T extends 'payment'
    ? PaymentElementEventProps
    : T extends 'paymentRequestButton'
      ? PaymentRequestButtonEventProps
      : T extends 'expressCheckout'
        ? ExpressCheckoutEventProps
        : Record<never, never>);

/** Which prop listens to which element event; `onReady` is wired apart (it gets the element). */
export const EVENT_PROPS = {
  onChange: 'change',
  onFocus: 'focus',
  onBlur: 'blur',
  onEscape: 'escape',
  onLoadError: 'loaderror',
  onLoaderStart: 'loaderstart',
  onNetworksChange: 'networkschange',
  onSavedPaymentMethodRemove: 'savedpaymentmethodremove',
  onSavedPaymentMethodUpdate: 'savedpaymentmethodupdate',
  onAvailablePaymentMethodsChange: 'availablepaymentmethodschange',
  onClick: 'click',
  onConfirm: 'confirm',
  onCancel: 'cancel',
  onShippingAddressChange: 'shippingaddresschange',
  onShippingRateChange: 'shippingratechange',
} as const satisfies Partial<
  Record<
    | keyof CommonElementProps<'payment'>
    | keyof PaymentElementEventProps
    | keyof PaymentRequestButtonEventProps
    | keyof ExpressCheckoutEventProps,
    string
  >
>;
