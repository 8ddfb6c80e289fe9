import { formatAmount } from './demo-config.js';
import { PRODUCT_DISPLAY } from './product-display.js';

export function PayButton({ ready, paying }: { ready: boolean; paying: boolean }) {
  const price = formatAmount(PRODUCT_DISPLAY.amount, PRODUCT_DISPLAY.currency);
  return (
    <button type="submit" className="pay" disabled={!ready || paying}>
      {paying ? 'Paying…' : `Pay ${price}`}
    </button>
  );
}

/** The provider's `{error}` result, shown as the shop's own message under the form. */
export function PaymentError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="payment-error" data-testid="payment-error">
      {message}
    </p>
  );
}
