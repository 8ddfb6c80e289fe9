import type { AddressFormField, AddressFormValues, ExternalAddress } from '../address/index.js';
import type { FieldGroupState, FieldValidator } from './field-group.js';
import type { RequestStatus } from './payment-form-state.js';

export type AddressMode = 'shipping' | 'billing';
export type AddressFormView = 'details' | 'saved' | 'remove' | 'update';

export interface AddressSuggestion {
  id: string;
  description: string;
}

export interface AddressAutocompleteState {
  status: 'idle' | 'fetching' | 'suggestions' | 'selected';
  query: string;
  suggestions: AddressSuggestion[];
  selectedId: string | null;
}

/** A saved address and where it comes from. */
export interface SavedAddress {
  id: string;
  mode: 'consumer' | 'customer' | 'merchant';
  address: ExternalAddress;
}

export interface AddressConfirmationError {
  scope: 'view' | 'intent';
  code: string;
  message?: string;
}

export interface AddressFormState extends FieldGroupState<AddressFormValues> {
  mode: AddressMode;
  view: AddressFormView;
  showAllFields: boolean;
  autocompleteEnabled: boolean;
  autocomplete: AddressAutocompleteState;
  savedAddresses: SavedAddress[];
  selectedSavedAddress: string | null;
  removingSavedAddress: string | null;
  billingUpdate: RequestStatus;
  confirmationError: AddressConfirmationError | null;
  /** The values the form started from: reset and logout return to them. */
  initialValues: AddressFormValues;
  validate: FieldValidator<AddressFormValues>;
  /** allowedCountries / blockPoBox check for saved addresses (see isSavedAddressAccepted). */
  acceptSavedAddress: (address: ExternalAddress) => boolean;
}

export interface AddressFormInit {
  mode: AddressMode;
  values: AddressFormValues;
  validate: FieldValidator<AddressFormValues>;
  acceptSavedAddress?: (address: ExternalAddress) => boolean;
  savedAddresses?: SavedAddress[];
  autocompleteEnabled?: boolean;
}

type Status = 'pending' | 'success' | 'error';

export type AddressFormAction =
  | ({ type: 'init' } & AddressFormInit)
  | { type: 'field-changed'; field: AddressFormField | 'syncAddress'; value: string | boolean }
  | { type: 'field-focused'; field: AddressFormField }
  | { type: 'field-blurred'; field: AddressFormField }
  | { type: 'autofill-used'; values: Partial<AddressFormValues> }
  | { type: 'reset' }
  | { type: 'show-all-fields' }
  | { type: 'show-all-errors' }
  | { type: 'fill-phone'; phone: string; phoneCountry?: string }
  | { type: 'autocomplete-fetching'; query: string }
  | { type: 'autocomplete-suggestions'; suggestions: AddressSuggestion[] }
  | { type: 'autocomplete-selected'; id: string }
  | { type: 'autocomplete-details-retrieved'; values: Partial<AddressFormValues> }
  | { type: 'autocomplete-reset' }
  | { type: 'saved-address-selected'; id: string }
  | { type: 'remove-requested'; id: string }
  | { type: 'remove-cancelled' }
  | { type: 'saved-address-removed'; id: string }
  /** The shopper edits a saved address: the update view, loaded with it. */
  | { type: 'update-requested'; id: string }
  /** The provider saved the edited address: it replaces the old one and is the one chosen. */
  | { type: 'saved-address-updated'; saved: SavedAddress }
  | { type: 'adding' }
  | { type: 'selecting' }
  | { type: 'billing-details-update'; status: Status }
  | { type: 'confirm-failed'; scope: 'view' | 'intent'; code: string; message?: string }
  | { type: 'confirmation-error-cleared' }
  | { type: 'logout' }
  | { type: 'validator-changed'; validate: FieldValidator<AddressFormValues> };
