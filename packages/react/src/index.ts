export type { ElementComponent } from './create-element-component.js';
export { createElementComponent } from './create-element-component.js';
export {
  AddressElement,
  AuBankAccountElement,
  CardCvcElement,
  CardElement,
  CardExpiryElement,
  CardNumberElement,
  ContactDetailsElement,
  EpsBankElement,
  ExpressCheckoutElement,
  FpxBankElement,
  IbanElement,
  IdealBankElement,
  LinkAuthenticationElement,
  LinkSignupElement,
  NetbankingBankElement,
  P24BankElement,
  PaymentElement,
  PaymentRequestButtonElement,
  ShippingAddressElement,
  TaxIdElement,
} from './element-components.js';
export type {
  ElementProps,
  ElementTypeMap,
  ExpressCheckoutReadyEvent,
  PaymentRequestButtonOptions,
  SupportedElementType,
} from './element-types.js';
export type { ElementsContextValue } from './elements-context.js';
export type { ElementsConsumerProps, ElementsProps } from './elements-provider.js';
export { Elements, ElementsConsumer } from './elements-provider.js';
export type { ParsedStripeProp } from './stripe-prop.js';
export { parseStripeProp } from './stripe-prop.js';
export { useElements, useStripe } from './use-stripe.js';
