import type {
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
  StripeError,
  StripePaymentElement,
  StripePaymentElementChangeEvent,
  StripePaymentElementOptions,
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
}

export type SupportedElementType = keyof ElementTypeMap;

export interface ElementProps<T extends SupportedElementType> {
  /** Passed to the wrapping <div>. */
  id?: string;
  className?: string;
  /** Options for `elements.create()`; later changes are applied with `element.update()`. */
  options?: ElementTypeMap[T]['options'];
  /** Called with the element once it is fully rendered and can take focus. */
  onReady?: (element: ElementTypeMap[T]['element']) => void;
  onChange?: (event: ElementTypeMap[T]['change']) => void;
  onFocus?: (event: { elementType: T }) => void;
  onBlur?: (event: { elementType: T }) => void;
  onEscape?: (event: { elementType: T }) => void;
  onLoadError?: (event: { elementType: T; error: StripeError }) => void;
  onLoaderStart?: (event: { elementType: T }) => void;
  onNetworksChange?: (event: { elementType: T }) => void;
}

/** Which prop listens to which element event; `onReady` is wired apart (it gets the element). */
export const EVENT_PROPS = {
  onChange: 'change',
  onFocus: 'focus',
  onBlur: 'blur',
  onEscape: 'escape',
  onLoadError: 'loaderror',
  onLoaderStart: 'loaderstart',
  onNetworksChange: 'networkschange',
} as const satisfies Partial<Record<keyof ElementProps<SupportedElementType>, string>>;
