import { type FormEvent, useState } from 'react';
import type { Bindings } from './bindings.js';
import { type DemoConfig, linkTo } from './demo-config.js';
import { useLoggedEvents } from './event-log.js';
import { PayButton, PaymentError, paymentErrorMessage } from './pay-button.js';
import { chargeRate, EXPRESS_RATES } from './shipping-rates.js';

export interface FormProps {
  bindings: Bindings;
  config: DemoConfig;
  clientSecret: string;
  /** Whether the element's event props are passed (removing them must unsubscribe). */
  listening: boolean;
  /** Whether the element component is rendered at all (hiding it destroys the element). */
  shown: boolean;
  /** What the intent charges (the method switch's currency); the product's price otherwise. */
  price?: { amount: number; currency: string };
  /** Where redirect methods send the shopper back (the checkout); the status page otherwise. */
  returnUrl?: string | undefined;
  /** The Payment Element's options (layout, defaultValues) from the method switch. */
  elementOptions?: Record<string, unknown> | undefined;
  /** The last attempt's failure, shown until the shopper pays again. */
  initialError?: string | undefined;
}

export function successUrl(config: DemoConfig, paymentIntentId?: string): string {
  const extra: Record<string, string> = paymentIntentId ? { payment_intent: paymentIntentId } : {};
  return new URL(linkTo('/success', config, extra), window.location.href).href;
}

/** Checkout with the Payment Element and `confirmPayment`. */
export function PaymentForm({
  bindings,
  config,
  clientSecret,
  listening,
  shown,
  price,
  returnUrl,
  elementOptions,
  initialError,
}: FormProps) {
  const stripe = bindings.useStripe();
  const elements = bindings.useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const returnTo = returnUrl ?? successUrl(config);
  const events = useLoggedEvents('payment', listening);
  // The Link Authentication Element's events too: its change says when a remembered shopper's
  // e-mail was filled in.
  const linkEvents = useLoggedEvents('linkAuthentication', listening);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setError(null);
    if (config.redirectAlways) {
      // Kassa leaves for the return_url with ?payment_intent=…; only a failure comes back here.
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnTo },
      });
      setError(paymentErrorMessage(error));
      setPaying(false);
      return;
    }
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnTo },
      redirect: 'if_required',
    });
    if (result.error) {
      setError(paymentErrorMessage(result.error));
      setPaying(false);
      return;
    }
    window.location.assign(successUrl(config, result.paymentIntent.id));
  }

  /** The Express Checkout Element's confirm: the clicked method pays, leaving for its page. */
  async function payExpress(event: { shippingRate?: { id: string } }) {
    if (!stripe || !elements) return;
    setError(null);
    // The shipping checkout charges the rate the shopper chose: the shop's server prices it.
    if (shipping && (await chargeRate(intentId, event.shippingRate?.id ?? 'standard')) === null) {
      setError('The shop could not price the shipping rate.');
      return;
    }
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: successUrl(config) },
    });
    setError(paymentErrorMessage(error));
  }

  const Express = bindings.ExpressCheckoutElement;
  const shipping = config.variant === 'express-shipping';
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const shippingProps = {
    onShippingAddressChange: (event: {
      address: { country: string };
      resolve(update: object): void;
      reject(): void;
    }) => {
      if (event.address.country !== 'US') event.reject();
      else event.resolve({ shippingRates: EXPRESS_RATES });
    },
    onShippingRateChange: (event: { resolve(update?: object): void }) => event.resolve(),
  };
  return (
    <form className="checkout-form" onSubmit={pay} data-testid="checkout-form">
      {shown && (config.variant === 'express' || shipping) && Express && (
        <Express
          id="express-checkout-element"
          options={{
            buttonHeight: 44,
            ...(shipping
              ? {
                  shippingAddressRequired: true,
                  shippingRates: [{ id: 'pending', displayName: 'Choose an address', amount: 0 }],
                }
              : {}),
          }}
          onConfirm={(event: { shippingRate?: { id: string } }) => void payExpress(event)}
          {...(shipping ? (shippingProps as object) : {})}
        />
      )}
      {shown &&
        (config.variant === 'link' ||
          config.variant === 'link-shipping' ||
          config.variant === 'link-bank') && (
          <bindings.LinkAuthenticationElement id="link-authentication-element" {...linkEvents} />
        )}
      {shown && (config.variant === 'shipping' || config.variant === 'link-shipping') && (
        <fieldset className="shipping-address">
          <legend>Shipping address</legend>
          <bindings.AddressElement
            id="address-element"
            options={{ mode: 'shipping', fields: { phone: 'always' } }}
          />
        </fieldset>
      )}
      {shown && (
        <bindings.PaymentElement
          id="payment-element"
          {...(elementOptions ? { options: elementOptions } : {})}
          {...events}
        />
      )}
      <PaymentError message={error} />
      <PayButton ready={Boolean(stripe && elements && shown)} paying={paying} price={price} />
    </form>
  );
}
