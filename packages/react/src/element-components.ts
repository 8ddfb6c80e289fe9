import { createElementComponent } from './create-element-component.js';

export const PaymentElement = createElementComponent('payment');
export const CardElement = createElementComponent('card');
export const CardNumberElement = createElementComponent('cardNumber');
export const CardExpiryElement = createElementComponent('cardExpiry');
export const CardCvcElement = createElementComponent('cardCvc');
export const LinkAuthenticationElement = createElementComponent('linkAuthentication');
export const PaymentRequestButtonElement = createElementComponent('paymentRequestButton');
