import type { StripeCardElement, StripeCardNumberElement } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { useLoggedEvents } from './event-log.js';
import { PayButton, PaymentError, paymentErrorMessage } from './pay-button.js';
import { type FormProps, successUrl } from './payment-form.js';
import { WalletButton } from './wallet-button.js';

interface ChangeWithError {
  error?: { message?: string };
}

/**
 * The element's event props, plus its change event's error as text under it, as Stripe's card
 * samples do: an invalid field is then told in words, not only in red. Not a live region: the
 * frame already reads the error out once, politely, as it appears.
 */
function useCardEvents(element: string, listening: boolean) {
  const logged = useLoggedEvents(element, listening);
  const [message, setMessage] = useState('');
  const props = {
    ...logged,
    onChange: (event: ChangeWithError) => {
      logged.onChange?.(event);
      setMessage(event.error?.message ?? '');
    },
  };
  return { props, message };
}

function FieldError({ message }: { message: string }) {
  return <p className="field-error">{message}</p>;
}

/** Each visible label is the name the field's input has inside its frame (WCAG 2.5.3). */
function SplitFields({ bindings, listening }: Pick<FormProps, 'bindings' | 'listening'>) {
  const number = useCardEvents('cardNumber', listening);
  const expiry = useCardEvents('cardExpiry', listening);
  const cvc = useCardEvents('cardCvc', listening);
  return (
    <div className="split-card">
      <div className="split-field">
        <span>Card number</span>
        <bindings.CardNumberElement id="card-number-element" className="field" {...number.props} />
        <FieldError message={number.message} />
      </div>
      <div className="split-field">
        <span>Expiration date</span>
        <bindings.CardExpiryElement id="card-expiry-element" className="field" {...expiry.props} />
        <FieldError message={expiry.message} />
      </div>
      <div className="split-field">
        <span>Security code</span>
        <bindings.CardCvcElement id="card-cvc-element" className="field" {...cvc.props} />
        <FieldError message={cvc.message} />
      </div>
    </div>
  );
}

/** Checkout with the Card Element (or the split card fields) and `confirmCardPayment`. */
export function CardForm({ bindings, config, clientSecret, listening, shown, price }: FormProps) {
  const stripe = bindings.useStripe();
  const elements = bindings.useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = useCardEvents('card', listening);
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
      setError(paymentErrorMessage(result.error));
      setPaying(false);
      return;
    }
    window.location.assign(successUrl(config, result.paymentIntent.id));
  }

  return (
    <form className="checkout-form" onSubmit={pay} data-testid="checkout-form">
      {shown && config.variant === 'wallet' && (
        <WalletButton
          bindings={bindings}
          config={config}
          clientSecret={clientSecret}
          price={price}
          onError={setError}
        />
      )}
      {shown &&
        (split ? (
          <SplitFields bindings={bindings} listening={listening} />
        ) : (
          <>
            <bindings.CardElement id="card-element" className="field" {...card.props} />
            <FieldError message={card.message} />
          </>
        ))}
      <PaymentError message={error} />
      <PayButton ready={Boolean(stripe && elements && shown)} paying={paying} />
    </form>
  );
}
