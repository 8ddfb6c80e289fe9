import type {
  PaymentRequest,
  PaymentRequestPaymentMethodEvent,
  PaymentRequestShippingAddressEvent,
  PaymentRequestShippingOptionEvent,
} from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { paymentErrorMessage } from './pay-button.js';
import type { FormProps } from './payment-form.js';
import { successUrl } from './payment-form.js';
import { chargeRate, RATES } from './shipping-rates.js';

/**
 * The Payment Request Button above the card form, as Stripe's sample has it: the page asks
 * canMakePayment() and shows the button only when a wallet answers; the sheet's shipping changes
 * are answered (US addresses only; the rate updates the intent's amount on the shop's server);
 * the wallet's PaymentMethod is confirmed with confirmCardPayment and the sheet completed with
 * the outcome.
 */
export function WalletButton({
  bindings,
  config,
  clientSecret,
  price,
  onError,
}: Pick<FormProps, 'bindings' | 'config' | 'clientSecret' | 'price'> & {
  onError(message: string | null): void;
}) {
  const stripe = bindings.useStripe();
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const Button = bindings.PaymentRequestButtonElement;
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const amount = price?.amount ?? 2500;
  const currency = price?.currency ?? 'usd';

  useEffect(() => {
    if (!stripe) return;
    let live = true;
    const label = 'Kassa T-shirt';
    const pr = stripe.paymentRequest({
      country: 'US',
      currency,
      total: { label, amount },
      requestPayerName: true,
      requestPayerEmail: true,
      requestShipping: true,
      shippingOptions: [{ id: 'pending', label: 'Choose an address', detail: '', amount: 0 }],
    });
    pr.on('shippingaddresschange', (event: PaymentRequestShippingAddressEvent) => {
      if (event.shippingAddress.country !== 'US') {
        event.updateWith({ status: 'invalid_shipping_address' });
        return;
      }
      void chargeRate(intentId, 'standard').then((total) =>
        event.updateWith(
          total === null
            ? { status: 'fail' }
            : { status: 'success', shippingOptions: RATES, total: { label, amount: total } },
        ),
      );
    });
    pr.on('shippingoptionchange', (event: PaymentRequestShippingOptionEvent) => {
      void chargeRate(intentId, event.shippingOption.id).then((total) =>
        event.updateWith(
          total === null
            ? { status: 'fail' }
            : { status: 'success', total: { label, amount: total } },
        ),
      );
    });
    pr.on('paymentmethod', async (event: PaymentRequestPaymentMethodEvent) => {
      // The rate the shopper paid with is the one charged, whatever order the sheet's changes
      // reached the shop's server in.
      if ((await chargeRate(intentId, event.shippingOption?.id ?? 'standard')) === null) {
        event.complete('fail');
        return;
      }
      const shipping = event.shippingAddress;
      const result = await stripe.confirmCardPayment(
        clientSecret,
        {
          payment_method: event.paymentMethod.id,
          ...(shipping
            ? {
                shipping: {
                  name: shipping.recipient ?? '',
                  address: {
                    line1: shipping.addressLine?.[0] ?? '',
                    city: shipping.city ?? '',
                    postal_code: shipping.postalCode ?? '',
                    state: shipping.region ?? '',
                    country: shipping.country ?? '',
                  },
                },
              }
            : {}),
        },
        { handleActions: false },
      );
      if (result.error) {
        event.complete('fail');
        onError(paymentErrorMessage(result.error));
        return;
      }
      event.complete('success');
      let intent = result.paymentIntent;
      // A card that asks for 3-D Secure: the sheet is closed, the challenge shows now.
      if (intent.status === 'requires_action') {
        const next = await stripe.confirmCardPayment(clientSecret);
        if (next.error) {
          onError(paymentErrorMessage(next.error));
          return;
        }
        intent = next.paymentIntent;
      }
      window.location.assign(successUrl(config, intent.id));
    });
    pr.canMakePayment().then((answer) => {
      if (live && answer) setRequest(pr);
    });
    return () => {
      live = false;
    };
  }, [stripe, clientSecret, intentId, amount, currency, config, onError]);

  if (!request || !Button) return null;
  return (
    <div className="wallet-button">
      <Button
        id="payment-request-button"
        options={{ paymentRequest: request, style: { paymentRequestButton: { type: 'buy' } } }}
      />
      <p className="wallet-divider">Or pay with a card</p>
    </div>
  );
}
