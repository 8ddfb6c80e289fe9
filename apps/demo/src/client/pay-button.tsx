import { formatAmount } from './demo-config.js';
import { PRODUCT_DISPLAY } from './product-display.js';

/**
 * While a payment runs the button says so and refuses a second submit (the form's handler
 * ignores it) but stays focusable: a disabled button drops the shopper's focus to the page body,
 * and after a decline or a closed 3-D Secure window they would have to find their place again.
 */
export function PayButton({
  ready,
  paying,
  price: charged = PRODUCT_DISPLAY,
}: {
  ready: boolean;
  paying: boolean;
  /** The intent's amount and currency; the product's price by default. */
  price?: { amount: number; currency: string } | undefined;
}) {
  const price = formatAmount(charged.amount, charged.currency);
  return (
    <button type="submit" className="pay" disabled={!ready} aria-disabled={paying}>
      {paying ? 'Paying…' : `Pay ${price}`}
    </button>
  );
}

/**
 * The provider's `{error}` result, shown as the shop's own message under the form: declines and
 * other failures the form does not show. A validation error is left out: the element shows it
 * beside its field and focuses that field, which says it (one announcement, not two).
 */
export function paymentErrorMessage(error: { type?: string; message?: string }): string | null {
  if (error.type === 'validation_error') return null;
  return error.message ?? 'The payment failed.';
}

export function PaymentError({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p role="alert" className="payment-error" data-testid="payment-error">
      {message}
    </p>
  );
}
