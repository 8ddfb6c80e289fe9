import {
  type AddressFormValues,
  fromExternalAddress,
  shouldStartAutocomplete,
} from '../address/index.js';
import type {
  AddressFormAction,
  AddressFormInit,
  AddressFormState,
  SavedAddress,
} from './address-form-state.js';
import {
  autofillFields,
  blurField,
  changeField,
  createFieldGroup,
  focusField,
  revalidate,
  showAllErrors,
} from './field-group.js';

const IDLE_AUTOCOMPLETE: AddressFormState['autocomplete'] = {
  status: 'idle',
  query: '',
  suggestions: [],
  selectedId: null,
};

// Suggestions are offered under the first street line, where shoppers start typing.
const AUTOCOMPLETE_FIELD = 'addressLine1';

export function initAddressForm(init: AddressFormInit): AddressFormState {
  const acceptSavedAddress = init.acceptSavedAddress ?? (() => true);
  const savedAddresses = init.savedAddresses ?? [];
  return {
    ...createFieldGroup(init.values, init.validate),
    mode: init.mode,
    view: savedAddresses.some((saved) => acceptSavedAddress(saved.address)) ? 'saved' : 'details',
    showAllFields: false,
    autocompleteEnabled: init.autocompleteEnabled ?? false,
    autocomplete: IDLE_AUTOCOMPLETE,
    savedAddresses,
    selectedSavedAddress: null,
    removingSavedAddress: null,
    billingUpdate: 'NONE',
    confirmationError: null,
    initialValues: init.values,
    validate: init.validate,
    acceptSavedAddress,
  };
}

function withValues(state: AddressFormState, values: AddressFormValues): AddressFormState {
  return { ...state, ...createFieldGroup(values, state.validate) };
}

function fieldChanged(
  state: AddressFormState,
  action: Extract<AddressFormAction, { type: 'field-changed' }>,
): AddressFormState {
  const next = { ...state, ...changeField(state, action.field, action.value, state.validate) };
  if (action.field !== AUTOCOMPLETE_FIELD || typeof action.value !== 'string') return next;
  const starts = state.autocompleteEnabled && shouldStartAutocomplete(action.field, action.value);
  return {
    ...next,
    autocomplete: starts
      ? { ...IDLE_AUTOCOMPLETE, status: 'fetching', query: action.value.trim() }
      : IDLE_AUTOCOMPLETE,
  };
}

/**
 * A saved address is used as is when accepted; one that fails allowedCountries/blockPoBox or
 * validation opens the update view with its errors shown (invalid_address_view.update).
 */
function savedAddressSelected(state: AddressFormState, id: string): AddressFormState {
  const saved = state.savedAddresses.find((entry) => entry.id === id);
  if (!saved) return state;
  const loaded = withValues(state, {
    ...fromExternalAddress(saved.address),
    syncAddress: state.values.syncAddress,
  });
  const valid = state.acceptSavedAddress(saved.address) && Object.keys(loaded.errors).length === 0;
  if (valid) return { ...loaded, selectedSavedAddress: id, view: 'saved' };
  return { ...loaded, ...showAllErrors(loaded), selectedSavedAddress: id, view: 'update' };
}

/** The update view with a saved address loaded, whether or not it is valid, its errors shown. */
function updateRequested(state: AddressFormState, id: string): AddressFormState {
  const saved = state.savedAddresses.find((entry) => entry.id === id);
  if (!saved) return state;
  const loaded = withValues(state, {
    ...fromExternalAddress(saved.address),
    syncAddress: state.values.syncAddress,
  });
  return {
    ...loaded,
    ...showAllErrors(loaded),
    selectedSavedAddress: id,
    removingSavedAddress: null,
    billingUpdate: 'NONE',
    view: 'update',
  };
}

function savedAddressUpdated(state: AddressFormState, saved: SavedAddress): AddressFormState {
  const known = state.savedAddresses.some((entry) => entry.id === saved.id);
  const savedAddresses = known
    ? state.savedAddresses.map((entry) => (entry.id === saved.id ? saved : entry))
    : [...state.savedAddresses, saved];
  return {
    ...withValues(state, {
      ...fromExternalAddress(saved.address),
      syncAddress: state.values.syncAddress,
    }),
    savedAddresses,
    selectedSavedAddress: saved.id,
    billingUpdate: 'SUCCESS',
    view: 'saved',
  };
}

function savedAddressRemoved(state: AddressFormState, id: string): AddressFormState {
  const savedAddresses = state.savedAddresses.filter((saved) => saved.id !== id);
  const wasSelected = state.selectedSavedAddress === id;
  return {
    ...(wasSelected ? withValues(state, state.initialValues) : state),
    savedAddresses,
    removingSavedAddress: null,
    selectedSavedAddress: wasSelected ? null : state.selectedSavedAddress,
    view: savedAddresses.length > 0 ? 'saved' : 'details',
  };
}

/** Logout resets the saved selection and clears an untouched billing form. */
function logout(state: AddressFormState): AddressFormState {
  const clear = state.mode === 'billing' && !state.touched;
  const base = clear ? withValues(state, state.initialValues) : state;
  const savedAddresses = state.savedAddresses.filter((saved) => saved.mode !== 'consumer');
  return {
    ...base,
    savedAddresses,
    selectedSavedAddress: null,
    removingSavedAddress: null,
    view: savedAddresses.length > 0 ? 'saved' : 'details',
  };
}

type Action<T extends AddressFormAction['type']> = Extract<AddressFormAction, { type: T }>;
type AutocompleteAction = Action<
  | 'autocomplete-fetching'
  | 'autocomplete-suggestions'
  | 'autocomplete-selected'
  | 'autocomplete-details-retrieved'
  | 'autocomplete-reset'
>;

function autocompleteStep(state: AddressFormState, action: AutocompleteAction): AddressFormState {
  const current = state.autocomplete;
  switch (action.type) {
    case 'autocomplete-fetching':
      return {
        ...state,
        autocomplete: { ...IDLE_AUTOCOMPLETE, status: 'fetching', query: action.query },
      };
    case 'autocomplete-suggestions':
      return {
        ...state,
        autocomplete: { ...current, status: 'suggestions', suggestions: action.suggestions },
      };
    case 'autocomplete-selected':
      return { ...state, autocomplete: { ...current, status: 'selected', selectedId: action.id } };
    case 'autocomplete-details-retrieved':
      return {
        ...state,
        ...autofillFields(state, action.values, state.validate),
        showAllFields: true,
        autocomplete: IDLE_AUTOCOMPLETE,
      };
    case 'autocomplete-reset':
      return { ...state, autocomplete: IDLE_AUTOCOMPLETE };
  }
}

type SavedAddressAction = Action<
  | 'saved-address-selected'
  | 'remove-requested'
  | 'remove-cancelled'
  | 'saved-address-removed'
  | 'update-requested'
  | 'saved-address-updated'
  | 'adding'
  | 'selecting'
  | 'billing-details-update'
>;

function listView(state: AddressFormState): AddressFormState['view'] {
  return state.savedAddresses.length > 0 ? 'saved' : 'details';
}

function savedAddressStep(state: AddressFormState, action: SavedAddressAction): AddressFormState {
  switch (action.type) {
    case 'saved-address-selected':
      return savedAddressSelected(state, action.id);
    case 'remove-requested':
      return { ...state, view: 'remove', removingSavedAddress: action.id };
    case 'remove-cancelled':
      return { ...state, view: listView(state), removingSavedAddress: null };
    case 'saved-address-removed':
      return savedAddressRemoved(state, action.id);
    case 'update-requested':
      return updateRequested(state, action.id);
    case 'saved-address-updated':
      return savedAddressUpdated(state, action.saved);
    case 'adding':
      return {
        ...withValues(state, state.initialValues),
        selectedSavedAddress: null,
        view: 'details',
      };
    case 'selecting':
      return { ...state, view: listView(state) };
    case 'billing-details-update': {
      const status = ({ pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const)[
        action.status
      ];
      return {
        ...state,
        billingUpdate: status,
        view: action.status === 'success' ? 'saved' : state.view,
      };
    }
  }
}

function fillPhone(state: AddressFormState, action: Action<'fill-phone'>): AddressFormState {
  const phone = {
    phone: action.phone,
    ...(action.phoneCountry ? { phoneCountry: action.phoneCountry } : {}),
  };
  return { ...state, ...autofillFields(state, phone, state.validate) };
}

export function addressFormReducer(
  state: AddressFormState,
  action: AddressFormAction,
): AddressFormState {
  switch (action.type) {
    case 'init':
      return initAddressForm(action);
    case 'field-changed':
      return fieldChanged(state, action);
    case 'field-focused':
      return { ...state, ...focusField(state, action.field) };
    case 'field-blurred':
      return { ...state, ...blurField(state, action.field) };
    case 'autofill-used':
      return { ...state, ...autofillFields(state, action.values, state.validate) };
    case 'reset':
      return {
        ...withValues(state, state.initialValues),
        autocomplete: IDLE_AUTOCOMPLETE,
        confirmationError: null,
      };
    case 'show-all-fields':
      return { ...state, showAllFields: true };
    case 'show-all-errors':
      return { ...state, ...showAllErrors(state) };
    case 'fill-phone':
      return fillPhone(state, action);
    case 'confirm-failed': {
      const { type: _type, ...error } = action;
      return { ...state, ...showAllErrors(state), confirmationError: error };
    }
    case 'confirmation-error-cleared':
      return { ...state, confirmationError: null };
    case 'logout':
      return logout(state);
    case 'validator-changed':
      return { ...state, ...revalidate(state, action.validate), validate: action.validate };
    case 'autocomplete-fetching':
    case 'autocomplete-suggestions':
    case 'autocomplete-selected':
    case 'autocomplete-details-retrieved':
    case 'autocomplete-reset':
      return autocompleteStep(state, action);
    default:
      return savedAddressStep(state, action);
  }
}
