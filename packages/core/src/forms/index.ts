export { addressFormReducer, initAddressForm } from './address-form.js';
export type {
  AddressAutocompleteState,
  AddressConfirmationError,
  AddressFormAction,
  AddressFormInit,
  AddressFormState,
  AddressFormView,
  AddressMode,
  AddressSuggestion,
  SavedAddress,
} from './address-form-state.js';
export {
  type FieldError,
  type FieldErrors,
  type FieldGroupState,
  type FieldValidator,
  type FieldValue,
  type FieldValues,
  firstError,
  visibleErrors,
} from './field-group.js';
export {
  initPaymentForm,
  paymentFormReducer,
  resolveSelectedForm,
  SAVED_PAYMENT_FORM,
} from './payment-form.js';
export type {
  ConfirmationError,
  PaymentFormAction,
  PaymentFormInit,
  PaymentFormState,
  PaymentFormValidator,
  ReopenedSavedPayment,
  RequestStatus,
  SavedPaymentSummary,
} from './payment-form-state.js';
export {
  initWalletForm,
  type VerificationStatus,
  type VerificationType,
  type WalletFormAction,
  type WalletFormState,
  type WalletFormValues,
  type WalletVerificationState,
  walletFormReducer,
} from './wallet-form.js';
