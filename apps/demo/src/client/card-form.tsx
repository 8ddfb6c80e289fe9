import type { StripeCardElement, StripeCardNumberElement } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { useLoggedEvents } from './event-log.js';
import { PayButton, PaymentError } from './pay-button.js';
import { type FormProps, successUrl } from './payment-form.js';

function SplitFields({ bindings, listening }: Pick<FormProps, 'bindings' | 'listening'>) {
  const number = useLoggedEvents('cardNumber', listening);
  const expiry = useLoggedEvents('cardExpiry', listening);
  const cvc = useLoggedEvents('cardCvc', listening);
  return (
    <div className="split-card">
      <div className="split-field">
        <span>Card number</span>
        <bindings.CardNumberElement id="card-number-element" className="field" {...number} />
      </div>
      <div className="split-field">
        <span>Expiry</span>
        <bindings.CardExpiryElement id="card-expiry-element" className="field" {...expiry} />
      </div>
      <div className="split-field">
        <span>CVC</span>
        <bindings.CardCvcElement id="card-cvc-element" className="field" {...cvc} />
      </div>
    </div>
  );
}

/** Checkout with the Card Element (or the split card fields) and `confirmCardPayment`. */
export function CardForm({ bindings, config, clientSecret, listening, shown }: FormProps) {
  const stripe = bindings.useStripe();
  const elements = bindings.useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const events = useLoggedEvents('card', listening);
  const split = config.variant === 'split';

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    // The split fields confirm through the number field; the group finds its siblings.
    const card: StripeCardElement | StripeCardNumberElement | null = split
      ? elements.getElement('cardNumber')
      : elements.getElement('card');
    if (!card) return;
    setPaying(true);
    setError(null);
    const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
    if (result.error) {
      setError(result.error.message ?? 'The payment failed.');
      setPaying(false);
      return;
    }
    window.location.assign(successUrl(config, result.paymentIntent.id));
  }

  return (
    <form className="checkout-form" onSubmit={pay} data-testid="checkout-form">
      {shown &&
        (split ? (
          <SplitFields bindings={bindings} listening={listening} />
        ) : (
          <bindings.CardElement id="card-element" className="field" {...events} />
        ))}
      <PaymentError message={error} />
      <PayButton ready={Boolean(stripe && elements && shown)} paying={paying} />
    </form>
  );
}
