// Compiled by `tsc -b packages/react`: the bindings take what @kassa/js gives a merchant.
// They are typed with @stripe/stripe-js's interfaces (which a Kassa instance satisfies), so
// `loadStripe()` results and `Kassa()` instances both fit without casts.
import type { KassaConstructor, KassaInstance } from '@kassa/js';
import type { ElementProps } from './element-types.js';
import type { ElementsProps } from './elements-provider.js';

declare const Kassa: KassaConstructor;
declare const loading: Promise<KassaInstance | null>;

export const fromConstructor: ElementsProps = { stripe: Kassa('pk_test_123') };
export const fromPromise: ElementsProps = { stripe: loading };
export const withOptions: ElementsProps = {
  stripe: Kassa('pk_test_123'),
  options: { mode: 'payment', amount: 2500, currency: 'usd', appearance: { theme: 'night' } },
};

// The Payment Element's own events are props of its component only, as in react-stripe-js 7.
export const paymentOnly: ElementProps<'payment'> = {
  onAvailablePaymentMethodsChange: (event) => event.paymentMethods?.card?.available,
  onSavedPaymentMethodRemove: (event) => event.payment_method.id,
};
export const cardProps: ElementProps<'card'> = {
  // @ts-expect-error the Card Element has no saved payment methods
  onSavedPaymentMethodRemove: () => {},
};
