import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMATS } from '../address/generated/all.js';
import {
  type AddressFormValues,
  emptyAddressValues,
  isSavedAddressAccepted,
  validateAddress,
} from '../address/index.js';
import { addressFormReducer } from './address-form.js';
import type { AddressFormAction, AddressFormState, SavedAddress } from './address-form-state.js';
import { type FieldErrors, visibleErrors } from './field-group.js';

// A real validator: the country's libaddressinput format and the address rules of core.
function validate(values: AddressFormValues): FieldErrors<AddressFormValues> {
  const format =
    ADDRESS_FORMATS[values.country as keyof typeof ADDRESS_FORMATS] ?? ADDRESS_FORMATS.ZZ;
  const { errors } = validateAddress(values, format, {
    blockPoBox: true,
    allowedCountries: ['US', 'CA'],
  });
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, { code }]));
}

const home: SavedAddress = {
  id: 'addr_home',
  mode: 'customer',
  address: {
    name: 'Jenny Rosen',
    line_1: '1 Main St',
    locality: 'Springfield',
    administrative_area: 'IL',
    postal_code: '62701',
    country_code: 'US',
  },
};
const poBox: SavedAddress = {
  id: 'addr_box',
  mode: 'customer',
  address: { ...home.address, line_1: 'PO Box 12' },
};
const paris: SavedAddress = {
  id: 'addr_fr',
  mode: 'consumer',
  address: { ...home.address, country_code: 'FR', postal_code: '75001' },
};

function init(
  overrides: Partial<Extract<AddressFormAction, { type: 'init' }>> = {},
): AddressFormState {
  return addressFormReducer({} as AddressFormState, {
    type: 'init',
    mode: 'shipping',
    values: emptyAddressValues('US'),
    validate,
    acceptSavedAddress: (address) =>
      isSavedAddressAccepted(address, { allowedCountries: ['US', 'CA'], blockPoBox: true }),
    autocompleteEnabled: true,
    ...overrides,
  });
}

function reduce(state: AddressFormState, ...actions: AddressFormAction[]): AddressFormState {
  return actions.reduce(addressFormReducer, state);
}

const change = (field: keyof AddressFormValues, value: string): AddressFormAction => ({
  type: 'field-changed',
  field,
  value,
});

describe('address form', () => {
  it('opens on saved addresses when one is usable, else on the details view', () => {
    expect(init({ savedAddresses: [home] }).view).toBe('saved');
    expect(init({ savedAddresses: [poBox, paris] }).view).toBe('details');
    expect(init().view).toBe('details');
  });

  it('clears the postal code and state when the country changes', () => {
    const state = reduce(
      init(),
      change('postalCode', '94103'),
      change('administrativeArea', 'CA'),
      change('country', 'CA'),
    );
    expect(state.values).toMatchObject({ country: 'CA', postalCode: '', administrativeArea: '' });
  });

  it('shows errors on blur with a value and all of them on validate', () => {
    const blurred = reduce(init(), change('postalCode', '123'), {
      type: 'field-blurred',
      field: 'postalCode',
    });
    expect(visibleErrors(blurred)).toEqual({ postalCode: { code: 'invalid_zip' } });
    const all = reduce(init(), { type: 'show-all-errors' });
    expect(Object.keys(visibleErrors(all)).sort()).toEqual([
      'addressLine1',
      'administrativeArea',
      'locality',
      'name',
      'postalCode',
    ]);
  });

  it.each([
    [true, '12', 'idle'],
    [true, '123', 'fetching'],
    [false, '1234 Main', 'idle'],
  ] as const)(
    'with autocomplete %s, typing %j into the street line leaves it %s',
    (enabled, value, status) => {
      const state = reduce(init({ autocompleteEnabled: enabled }), change('addressLine1', value));
      expect(state.autocomplete.status).toBe(status);
    },
  );

  it('does not autocomplete from the name field', () => {
    expect(reduce(init(), change('name', 'Jenny Rosen')).autocomplete.status).toBe('idle');
  });

  it('fills the form from an autocomplete result and shows every field', () => {
    const state = reduce(
      init(),
      change('addressLine1', '354 Oy'),
      {
        type: 'autocomplete-suggestions',
        suggestions: [{ id: 's1', description: '354 Oyster Point Blvd' }],
      },
      { type: 'autocomplete-selected', id: 's1' },
    );
    expect(state.autocomplete).toMatchObject({
      status: 'selected',
      selectedId: 's1',
      query: '354 Oy',
    });
    const filled = reduce(state, {
      type: 'autocomplete-details-retrieved',
      values: {
        addressLine1: '354 Oyster Point Blvd',
        locality: 'South San Francisco',
        administrativeArea: 'CA',
        postalCode: '94080',
      },
    });
    expect(filled).toMatchObject({ showAllFields: true, autocomplete: { status: 'idle' } });
    expect(filled.values.locality).toBe('South San Francisco');
    expect(filled.autofilledFields).toContain('postalCode');
    expect(reduce(state, { type: 'autocomplete-reset' }).autocomplete.status).toBe('idle');
  });

  it('uses an accepted saved address as is', () => {
    const state = reduce(init({ savedAddresses: [home] }), {
      type: 'saved-address-selected',
      id: 'addr_home',
    });
    expect(state).toMatchObject({ view: 'saved', selectedSavedAddress: 'addr_home' });
    expect(state.values.addressLine1).toBe('1 Main St');
  });

  it.each([poBox, paris])(
    'opens the update view with errors for a rejected saved address (%o)',
    (saved) => {
      const state = reduce(init({ savedAddresses: [saved] }), {
        type: 'saved-address-selected',
        id: saved.id,
      });
      expect(state.view).toBe('update');
      expect(Object.keys(visibleErrors(state)).length).toBeGreaterThan(0);
    },
  );

  it('asks before removing a saved address and can cancel', () => {
    const asked = reduce(init({ savedAddresses: [home] }), {
      type: 'remove-requested',
      id: 'addr_home',
    });
    expect(asked).toMatchObject({ view: 'remove', removingSavedAddress: 'addr_home' });
    expect(reduce(asked, { type: 'remove-cancelled' })).toMatchObject({
      view: 'saved',
      removingSavedAddress: null,
    });
    const removed = reduce(asked, { type: 'saved-address-removed', id: 'addr_home' });
    expect(removed).toMatchObject({ view: 'details', savedAddresses: [] });
  });

  it('edits a saved address in the update view, and takes the saved edit as the chosen one', () => {
    const other: SavedAddress = { ...home, id: 'addr_work', mode: 'merchant' };
    const editing = reduce(init({ savedAddresses: [home, other] }), {
      type: 'update-requested',
      id: 'addr_home',
    });
    expect(editing).toMatchObject({ view: 'update', selectedSavedAddress: 'addr_home' });
    expect(editing.values.addressLine1).toBe('1 Main St');
    expect(reduce(editing, { type: 'update-requested', id: 'addr_none' })).toBe(editing);
    const moved: SavedAddress = { ...home, address: { ...home.address, line_1: '2 Oak Ave' } };
    const saved = reduce(editing, change('addressLine1', '2 Oak Ave'), {
      type: 'saved-address-updated',
      saved: moved,
    });
    expect(saved).toMatchObject({
      view: 'saved',
      selectedSavedAddress: 'addr_home',
      billingUpdate: 'SUCCESS',
      savedAddresses: [moved, other],
    });
    expect(saved.values.addressLine1).toBe('2 Oak Ave');
  });

  it('opens the update view of a rejected saved address with its errors shown', () => {
    const editing = reduce(init({ savedAddresses: [poBox] }), {
      type: 'update-requested',
      id: 'addr_box',
    });
    expect(editing.view).toBe('update');
    expect(visibleErrors(editing).addressLine1).toEqual({ code: 'po_box_prohibited' });
  });

  it('switches between adding a new address and choosing a saved one', () => {
    const selected = reduce(init({ savedAddresses: [home] }), {
      type: 'saved-address-selected',
      id: 'addr_home',
    });
    const adding = reduce(selected, { type: 'adding' });
    expect(adding).toMatchObject({ view: 'details', selectedSavedAddress: null });
    expect(adding.values.addressLine1).toBe('');
    expect(reduce(adding, { type: 'selecting' }).view).toBe('saved');
  });

  it('tracks a billing-details update', () => {
    const pending = reduce(init({ savedAddresses: [home] }), {
      type: 'billing-details-update',
      status: 'pending',
    });
    expect(pending.billingUpdate).toBe('PENDING');
    expect(reduce(pending, { type: 'billing-details-update', status: 'error' }).billingUpdate).toBe(
      'ERROR',
    );
    expect(reduce(pending, { type: 'billing-details-update', status: 'success' })).toMatchObject({
      billingUpdate: 'SUCCESS',
      view: 'saved',
    });
  });

  it('shows errors after a failed confirm and clears the confirmation error on request', () => {
    const failed = reduce(init(), {
      type: 'confirm-failed',
      scope: 'intent',
      code: 'card_declined',
    });
    expect(failed.confirmationError).toEqual({ scope: 'intent', code: 'card_declined' });
    expect(Object.keys(visibleErrors(failed))).toContain('addressLine1');
    expect(reduce(failed, { type: 'confirmation-error-cleared' }).confirmationError).toBeNull();
  });

  it('clears an untouched billing form on logout and resets the saved selection', () => {
    const billing = init({
      mode: 'billing',
      values: { ...emptyAddressValues('US'), name: 'Prefilled' },
      savedAddresses: [home, paris],
    });
    const selected = reduce(billing, { type: 'saved-address-selected', id: 'addr_home' });
    const loggedOut = reduce(selected, { type: 'logout' });
    expect(loggedOut.selectedSavedAddress).toBeNull();
    expect(loggedOut.values.name).toBe('Prefilled');
    expect(loggedOut.savedAddresses.map((saved) => saved.id)).toEqual(['addr_home']);
  });

  it('keeps a billing form the shopper typed into on logout', () => {
    const typed = reduce(init({ mode: 'billing' }), change('name', 'Jenny'), { type: 'logout' });
    expect(typed.values.name).toBe('Jenny');
  });

  it('resets, shows all fields and fills the phone', () => {
    const state = reduce(
      init(),
      change('name', 'Jenny'),
      { type: 'show-all-fields' },
      { type: 'fill-phone', phone: '+14155550100', phoneCountry: 'US' },
    );
    expect(state).toMatchObject({ showAllFields: true, values: { phone: '+14155550100' } });
    expect(state.autofilledFields).toContain('phone');
    expect(reduce(state, { type: 'reset' }).values.name).toBe('');
  });

  it('revalidates when the validator changes (country data loaded)', () => {
    const state = reduce(init(), { type: 'validator-changed', validate: () => ({}) });
    expect(state.errors).toEqual({});
  });
});
