import { createElementComponent } from './create-element-component.js';

export const PaymentElement = createElementComponent('payment');
export const CardElement = createElementComponent('card');
export const CardNumberElement = createElementComponent('cardNumber');
export const CardExpiryElement = createElementComponent('cardExpiry');
export const CardCvcElement = createElementComponent('cardCvc');
export const LinkAuthenticationElement = createElementComponent('linkAuthentication');
export const AddressElement = createElementComponent('address');
export const IbanElement = createElementComponent('iban');
export const AuBankAccountElement = createElementComponent('auBankAccount');
export const IdealBankElement = createElementComponent('idealBank');
export const P24BankElement = createElementComponent('p24Bank');
export const EpsBankElement = createElementComponent('epsBank');
export const FpxBankElement = createElementComponent('fpxBank');
export const NetbankingBankElement = createElementComponent('netbankingBank');
export const PaymentRequestButtonElement = createElementComponent('paymentRequestButton');
export const ExpressCheckoutElement = createElementComponent('expressCheckout');
