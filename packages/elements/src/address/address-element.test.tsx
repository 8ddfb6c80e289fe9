import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { AddressElement } from './address-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(options: Record<string, unknown> = {}, details = true): Promise<FrameHarness> {
  harness = openFrame(AddressElement, { elementType: 'address' });
  await harness.init({ mode: 'shipping', ...options } as never);
  if (details) await screen.findByLabelText('Address line 1');
  return harness;
}

/** The error shown under a field (not the live region's copy of it). */
const errorOf = (field: string) => document.getElementById(`address-${field}-error`)?.textContent;

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

function choose(label: string, value: string): void {
  fireEvent.change(select(label), { target: { value } });
}

/** "Enter address manually": the collapsed form (autocomplete on, no address yet) shows it all. */
async function manually(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Enter address manually' }));
  await screen.findByLabelText('Address line 2');
}

/** The labels of the form's fields in document order. */
function labels(): string[] {
  return [...document.querySelectorAll('label.Label')].map((label) => label.textContent ?? '');
}

async function fillUs(): Promise<void> {
  typeInto(input('Full name'), 'Jenny Rosen');
  typeInto(input('Address line 1'), '27 Fredrick Ave');
  typeInto(input('City'), 'Brothers');
  choose('State', 'OR');
  typeInto(input('ZIP'), '97712');
}

describe('Address Element', () => {
  it('lays out a US address as the country writes it, with a state list and a ZIP', async () => {
    await open();
    await manually();
    expect(labels()).toEqual([
      'Full name',
      'Country or region',
      'Address line 1',
      'Address line 2',
      'City',
      'State',
      'ZIP',
    ]);
    expect(select('State').options.length).toBeGreaterThan(50);
    expect(input('Address line 1').getAttribute('autocomplete')).toBe('shipping address-line1');
    expect(input('ZIP').getAttribute('aria-required')).toBe('true');
    expect(input('Address line 2').getAttribute('aria-required')).toBe('false');
  });

  it('relabels and reorders the fields when the country changes (Japan: postal code, prefecture)', async () => {
    await open();
    await manually();
    choose('Country or region', 'JP');
    await screen.findByLabelText('Prefecture');
    expect(labels()).toEqual([
      'Full name',
      'Country or region',
      'Postal code',
      'Prefecture',
      'City',
      'Address line 1',
      'Address line 2',
    ]);
    expect([...select('Prefecture').options].map((o) => o.textContent)).toContain('TOKYO');
  });

  it('asks no postal code where the country has none (United Arab Emirates)', async () => {
    const frame = await open({ defaultValues: { address: { country: 'AE' } } });
    await manually();
    await screen.findByLabelText('City');
    expect(screen.queryByLabelText('Postal code')).toBeNull();
    typeInto(input('Full name'), 'Layla Haddad');
    typeInto(input('Address line 1'), 'Sheikh Zayed Road 12');
    typeInto(input('City'), 'Dubai');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      shipping: {
        name: 'Layla Haddad',
        address: { line1: 'Sheikh Zayed Road 12', city: 'Dubai', country: 'AE' },
      },
    });
  });

  it('refuses an empty form on submit with the first error, every error in place', async () => {
    const frame = await open();
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_name',
        message: 'Your name is incomplete.',
      },
    });
    await waitFor(() => expect(errorOf('name')).toBe('Your name is incomplete.'));
    expect(screen.getAllByText('Your address is incomplete.')).toHaveLength(4);
    expect(input('ZIP').getAttribute('aria-describedby')).toBe('address-postalCode-error');
    expect(document.activeElement).toBe(input('Full name'));
  });

  it('checks the ZIP against the US pattern and the state it belongs to', async () => {
    await open();
    await fillUs();
    typeInto(input('ZIP'), '9771');
    blur(input('ZIP'));
    await waitFor(() => expect(errorOf('postalCode')).toBe('Your ZIP is invalid.'));
    typeInto(input('ZIP'), '10001');
    blur(input('ZIP'));
    // 10001 is New York's, not Oregon's.
    await waitFor(() => expect(errorOf('postalCode')).toBe('Your ZIP is invalid.'));
    typeInto(input('ZIP'), '97712');
    await waitFor(() => expect(screen.queryByText('Your ZIP is invalid.')).toBeNull());
  });

  it('upper-cases a UK postcode and collects the shipping for the confirm', async () => {
    const frame = await open({ defaultValues: { address: { country: 'GB' } } });
    typeInto(input('Full name'), 'Oliver Smith');
    typeInto(input('Address line 1'), '10 Downing Street');
    // Typing the street shows the rest of the form.
    await screen.findByLabelText('Postal code');
    typeInto(input('City'), 'London');
    typeInto(input('Postal code'), 'sw1a 2aa');
    expect(input('Postal code').value).toBe('SW1A 2AA');
    expect(resultOf(await frame.request('collect'))).toEqual({
      shipping: {
        name: 'Oliver Smith',
        address: {
          line1: '10 Downing Street',
          city: 'London',
          postal_code: 'SW1A 2AA',
          country: 'GB',
        },
      },
    });
  });

  it('names its mode in every change event: billing', async () => {
    const frame = await open({ mode: 'billing' });
    await fillUs();
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({
        elementType: 'address',
        elementMode: 'billing',
        complete: true,
      }),
    );
    expect(
      frame
        .events('change')
        .every((change) => (change as { elementMode?: string }).elementMode === 'billing'),
    ).toBe(true);
  });

  it('emits change with Stripe’s value shape, and the value getValue() answers from', async () => {
    const frame = await open();
    await fillUs();
    const changes = frame.events('change');
    expect(changes.at(-1)).toEqual({
      elementType: 'address',
      elementMode: 'shipping',
      complete: true,
      empty: false,
      isNewAddress: true,
      value: {
        name: 'Jenny Rosen',
        address: {
          line1: '27 Fredrick Ave',
          line2: null,
          city: 'Brothers',
          state: 'OR',
          postal_code: '97712',
          country: 'US',
        },
      },
    });
    expect(frame.events('value').at(-1)).toEqual({
      complete: true,
      isNewAddress: true,
      value: (changes.at(-1) as { value: unknown }).value,
    });
  });

  it('collects billing details in billing mode', async () => {
    const frame = await open({ mode: 'billing' });
    await fillUs();
    expect(input('Address line 1').getAttribute('autocomplete')).toBe('billing address-line1');
    expect(resultOf(await frame.request('collect'))).toEqual({
      billing_details: {
        name: 'Jenny Rosen',
        address: {
          line1: '27 Fredrick Ave',
          city: 'Brothers',
          state: 'OR',
          postal_code: '97712',
          country: 'US',
        },
      },
    });
  });

  it('splits the name into first and last in split mode, each required', async () => {
    const frame = await open({ display: { name: 'split' } });
    typeInto(input('First name'), 'Jenny');
    const answer = resultOf(await frame.request('validate')) as { error: { code: string } };
    expect(answer.error.code).toBe('incomplete_last_name');
    await waitFor(() =>
      expect(document.getElementById('address-lastName-error')?.textContent).toBe(
        'Your last name is incomplete.',
      ),
    );
  });

  it("says a submit's errors through the focused field only; a blur error through the live region", async () => {
    const frame = await open({});
    await frame.request('validate');
    await waitFor(() => expect(errorOf('name')).toBe('Your name is incomplete.'));
    // The field the submit focuses is described by its error: the live region stays quiet.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('announcer').textContent).toBe('');
    // An edit, then a field left wrong: that error is said, once, by the live region.
    typeInto(input('Full name'), 'Jenny Rosen');
    typeInto(input('ZIP'), '123');
    blur(input('ZIP'));
    await waitFor(() => expect(errorOf('postalCode')).toMatch(/ZIP/));
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe(errorOf('postalCode')),
    );
  });

  it('asks an organization name in organization mode', async () => {
    const frame = await open({ display: { name: 'organization' } });
    expect(screen.queryByLabelText('Full name')).toBeNull();
    const answer = resultOf(await frame.request('validate')) as { error: { code: string } };
    expect(answer.error.code).toBe('incomplete_organization_name');
  });

  it('shows a phone field with fields.phone always, checked and formatted by libphonenumber', async () => {
    const frame = await open({
      fields: { phone: 'always' },
      validation: { phone: { required: 'always' } },
    });
    await fillUs();
    expect(
      (resultOf(await frame.request('validate')) as { error: { code: string } }).error.code,
    ).toBe('empty_phone_number');
    typeInto(input('Phone number'), '555');
    blur(input('Phone number'));
    await waitFor(() => expect(errorOf('phone')).toBe('Your phone number is invalid.'));
    typeInto(input('Phone number'), '2015550123');
    blur(input('Phone number'));
    await waitFor(() => expect(input('Phone number').value).toBe('+1 201 555 0123'));
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      shipping: { phone: '+12015550123' },
    });
  });

  it('has no phone field unless fields.phone is always', async () => {
    await open({ fields: { phone: 'auto' } });
    expect(screen.queryByLabelText('Phone number')).toBeNull();
  });

  it('refuses a PO box with blockPoBox', async () => {
    await open({ blockPoBox: true });
    await fillUs();
    typeInto(input('Address line 1'), 'PO Box 123');
    blur(input('Address line 1'));
    await waitFor(() =>
      expect(errorOf('addressLine1')).toBe('PO boxes are not accepted. Enter a street address.'),
    );
  });

  it('offers only allowedCountries, starting on the first', async () => {
    await open({ allowedCountries: ['CA', 'BR'] });
    await manually();
    await screen.findByLabelText('Province');
    expect([...select('Country or region').options].map((o) => o.value).sort()).toEqual([
      'BR',
      'CA',
    ]);
    expect(select('Country or region').value).toBe('CA');
  });

  it('rejects a card number typed into the name field at once', async () => {
    await open();
    typeInto(input('Full name'), '4242 4242 4242 4242');
    await waitFor(() =>
      expect(errorOf('name')).toBe(
        'Your name looks like a card number. Enter your card number in the card number field.',
      ),
    );
  });

  it('starts from defaultValues', async () => {
    const frame = await open({
      defaultValues: {
        name: 'Jenny Rosen',
        address: {
          line1: '27 Fredrick Ave',
          city: 'Brothers',
          state: 'OR',
          postal_code: '97712',
          country: 'US',
        },
      },
    });
    expect(input('Full name').value).toBe('Jenny Rosen');
    await waitFor(async () =>
      expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null }),
    );
  });

  it('offers the merchant’s contacts in the saved view, the first chosen', async () => {
    const frame = await open(
      {
        contacts: [
          {
            name: 'Jenny Rosen',
            address: {
              line1: '27 Fredrick Ave',
              city: 'Brothers',
              state: 'OR',
              postal_code: '97712',
              country: 'US',
            },
          },
          {
            name: 'Oliver Smith',
            address: {
              line1: '10 Downing Street',
              city: 'London',
              postal_code: 'SW1A 2AA',
              country: 'GB',
            },
          },
        ],
      },
      false,
    );
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    await waitFor(() => expect((radios[0] as HTMLInputElement).checked).toBe(true));
    await waitFor(async () =>
      expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null }),
    );
    fireEvent.click(radios[1] as HTMLInputElement);
    await waitFor(async () =>
      expect(resultOf(await frame.request('collect'))).toMatchObject({
        shipping: { name: 'Oliver Smith', address: { country: 'GB' } },
      }),
    );
    expect(frame.events('value').at(-1)).toMatchObject({ isNewAddress: false });
    fireEvent.click(screen.getByRole('button', { name: 'Use a new address' }));
    await screen.findByLabelText('Address line 1');
  });

  it('clears on clear() and focuses its first field on focus()', async () => {
    const frame = await open();
    typeInto(input('Full name'), 'Jenny');
    await frame.command('clear');
    await waitFor(() => expect(input('Full name').value).toBe(''));
    await frame.command('focus');
    expect(document.activeElement).toBe(input('Full name'));
  });

  it('suggests addresses as the shopper types the street, picked with the arrow keys and Enter', async () => {
    const frame = await open();
    typeInto(input('Full name'), 'Jenny Rosen');
    typeInto(input('Address line 1'), '25 main po');
    const asked = await frame.reply('address-suggestions', {
      attribution: 'Address suggestions from the Kassa offline address data',
      data: [
        {
          id: 'addr_US_5_0_25',
          description: '25 Main Street, 97205 Portland, OR, US',
          address: {
            line1: '25 Main Street',
            line2: null,
            city: 'Portland',
            state: 'OR',
            postal_code: '97205',
            country: 'US',
          },
        },
      ],
    });
    expect(asked).toEqual({ query: '25 main po', country: 'US' });
    const line1 = input('Address line 1');
    await screen.findByRole('option', { name: '25 Main Street, 97205 Portland, OR, US' });
    expect(line1.getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getByText('Address suggestions from the Kassa offline address data'),
    ).toBeTruthy();
    fireEvent.keyDown(line1, { key: 'ArrowDown' });
    expect(line1.getAttribute('aria-activedescendant')).toBe('address-suggestions-0');
    fireEvent.keyDown(line1, { key: 'Enter' });
    await waitFor(() => expect(input('ZIP').value).toBe('97205'));
    expect(line1.value).toBe('25 Main Street');
    expect(input('City').value).toBe('Portland');
    expect(select('State').value).toBe('OR');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
  });

  it('asks for no suggestions with autocomplete disabled', async () => {
    const frame = await open({ autocomplete: { mode: 'disabled' } });
    typeInto(input('Address line 1'), '25 main po');
    await expect(frame.reply('address-suggestions', { data: [] }, 500)).rejects.toThrow();
  });

  it('offers the customer’s shipping address from the elements session as a saved address', async () => {
    const frame = await open();
    await frame.broadcast('session', {
      customer: {
        id: 'cus_1',
        shipping: {
          name: 'Jenny Rosen',
          phone: null,
          address: {
            line1: '27 Fredrick Ave',
            line2: null,
            city: 'Brothers',
            state: 'OR',
            postal_code: '97712',
            country: 'US',
          },
        },
      },
    });
    const saved = await screen.findByRole('radio', { name: /27 Fredrick Ave/ });
    await waitFor(() => expect((saved as HTMLInputElement).checked).toBe(true));
    await waitFor(async () =>
      expect(resultOf(await frame.request('collect'))).toMatchObject({
        shipping: { name: 'Jenny Rosen', address: { line1: '27 Fredrick Ave', state: 'OR' } },
      }),
    );
    expect(frame.events('value').at(-1)).toMatchObject({ complete: true, isNewAddress: false });
  });

  describe('the customer’s saved address', () => {
    const HOME = {
      name: 'Jenny Rosen',
      phone: null,
      address: {
        line1: '27 Fredrick Ave',
        line2: null,
        city: 'Brothers',
        state: 'OR',
        postal_code: '97712',
        country: 'US',
      },
    };
    const CONTACT = {
      name: 'Oliver Smith',
      address: {
        line1: '10 Downing Street',
        city: 'London',
        postal_code: 'SW1A 2AA',
        country: 'GB',
      },
    };

    /** A frame with a merchant contact and the customer's shipping address, both listed. */
    async function withSaved(): Promise<FrameHarness> {
      const frame = await open({ contacts: [CONTACT] }, false);
      await frame.broadcast('session', { customer: { id: 'cus_1', shipping: HOME } });
      await screen.findByRole('radio', { name: /27 Fredrick Ave/ });
      return frame;
    }

    it('lists several saved addresses; only the customer’s own can be edited or removed', async () => {
      await withSaved();
      expect(screen.getAllByRole('radio')).toHaveLength(2);
      const edit = screen.getAllByRole('button', { name: 'Edit' });
      const remove = screen.getAllByRole('button', { name: 'Remove' });
      expect(edit).toHaveLength(1);
      expect(remove).toHaveLength(1);
      // Each button says which address it acts on.
      const described = document.getElementById(edit[0]?.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toMatch(/27 Fredrick Ave/);
    });

    it('removes it after the shopper confirms, through the controller, and lists the rest', async () => {
      const frame = await withSaved();
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      const group = await screen.findByRole('group', { name: 'Remove this address?' });
      expect(group.textContent).toMatch(/27 Fredrick Ave/);
      const confirm = screen.getByRole('button', { name: 'Remove' });
      await waitFor(() => expect(document.activeElement).toBe(confirm));
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await screen.findByRole('radio', { name: /27 Fredrick Ave/ });
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      expect(await frame.reply('saved-address-change', { shipping: null })).toEqual({
        shipping: null,
        address: 'customer_shipping',
      });
      await waitFor(() =>
        expect(screen.queryByRole('radio', { name: /27 Fredrick Ave/ })).toBeNull(),
      );
      expect(screen.getAllByRole('radio')).toHaveLength(1);
    });

    it('lists the customer’s other saved addresses after its shipping, each changed by its id', async () => {
      const frame = await open({}, false);
      const office = {
        name: 'Jenny Rosen',
        phone: null,
        address: {
          line1: '1 Market St',
          line2: null,
          city: 'San Francisco',
          state: 'CA',
          postal_code: '94105',
          country: 'US',
        },
      };
      await frame.broadcast('session', {
        customer: {
          id: 'cus_1',
          shipping: HOME,
          saved_shipping_addresses: [{ id: 'csa_1', shipping: office }],
        },
      });
      await screen.findByRole('radio', { name: /1 Market St/ });
      expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
        'customer_shipping',
        'csa_1',
      ]);
      expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
      fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);
      const group = await screen.findByRole('group', { name: 'Remove this address?' });
      expect(group.textContent).toMatch(/1 Market St/);
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(await frame.reply('saved-address-change', { shipping: null })).toEqual({
        shipping: null,
        address: 'csa_1',
      });
      await waitFor(() => expect(screen.queryByRole('radio', { name: /1 Market St/ })).toBeNull());
      expect(screen.getAllByRole('radio')).toHaveLength(1);
    });

    it('says so once and keeps the address when the provider refuses the removal', async () => {
      const frame = await withSaved();
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
      await frame.replyError('saved-address-change', {
        type: 'invalid_request_error',
        message: 'No such customer session',
      });
      const message = 'Your address could not be saved. Try again.';
      // Shown beside the buttons and said once, by the frame's live region only.
      await waitFor(() => expect(screen.getByTestId('announcer').textContent).toBe(message));
      const shown = [...document.querySelectorAll('.AddressNotice')];
      expect(shown.map((notice) => notice.textContent)).toEqual([message]);
      expect(shown[0]?.getAttribute('aria-hidden')).toBe('true');
      expect(screen.getByRole('group', { name: 'Remove this address?' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await screen.findByRole('radio', { name: /27 Fredrick Ave/ });
    });

    it('edits it in the update view and saves the change through the controller', async () => {
      const frame = await withSaved();
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
      const line1 = await screen.findByLabelText('Address line 1');
      expect((line1 as HTMLInputElement).value).toBe('27 Fredrick Ave');
      typeInto(input('ZIP'), '123');
      fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
      // An invalid edit is never sent: the field says why.
      await waitFor(() => expect(errorOf('postalCode')).toBeTruthy());
      typeInto(input('ZIP'), '97712');
      typeInto(input('Address line 1'), '1 Main St');
      fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
      const moved = { ...HOME, address: { ...HOME.address, line1: '1 Main St' } };
      const sent = (await frame.reply('saved-address-change', { shipping: moved })) as {
        shipping: { address: Record<string, string> };
      };
      expect(sent.shipping).toMatchObject({
        name: 'Jenny Rosen',
        address: { line1: '1 Main St', postal_code: '97712', state: 'OR', country: 'US' },
      });
      const saved = await screen.findByRole('radio', { name: /1 Main St/ });
      await waitFor(() => expect((saved as HTMLInputElement).checked).toBe(true));
      expect(screen.queryByRole('radio', { name: /27 Fredrick Ave/ })).toBeNull();
      await waitFor(async () =>
        expect(resultOf(await frame.request('collect'))).toMatchObject({
          shipping: { address: { line1: '1 Main St' } },
        }),
      );
    });
  });
});

describe('Show-all-fields expansion', () => {
  it('starts with the country and the street line while autocomplete is on', async () => {
    await open();
    expect(labels()).toEqual(['Full name', 'Country or region', 'Address line 1']);
    expect(screen.getByRole('button', { name: 'Enter address manually' })).toBeTruthy();
  });

  it('shows every field at once with autocomplete disabled, with no manual entry button', async () => {
    await open({ autocomplete: { mode: 'disabled' } });
    await screen.findByLabelText('ZIP');
    expect(screen.queryByRole('button', { name: 'Enter address manually' })).toBeNull();
  });

  it('"Enter address manually" shows the rest and moves on to the field after the street', async () => {
    await open();
    await manually();
    expect(screen.queryByRole('button', { name: 'Enter address manually' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input('Address line 2')));
  });

  it('starts expanded from default address values', async () => {
    await open({ defaultValues: { address: { line1: '27 Fredrick Ave', country: 'US' } } });
    await screen.findByLabelText('ZIP');
  });

  it('a submit shows every field with its message and focuses a field it had hidden', async () => {
    const frame = await open({ defaultValues: { name: 'Aiko Sato', address: { country: 'JP' } } });
    await screen.findByRole('button', { name: 'Enter address manually' });
    expect(screen.queryByLabelText('Postal code')).toBeNull();
    expect(resultOf(await frame.request('validate'))).toMatchObject({ complete: false });
    // Japan writes the postal code before the street: it is the first invalid field.
    await waitFor(() => expect(document.activeElement).toBe(input('Postal code')));
    expect(errorOf('postalCode')).toBe('Your address is incomplete.');
  });

  it('collapses again on clear()', async () => {
    const frame = await open();
    typeInto(input('Address line 1'), '27 Fredrick Ave');
    await screen.findByLabelText('ZIP');
    await frame.command('clear');
    await waitFor(() => expect(screen.queryByLabelText('ZIP')).toBeNull());
  });
});

describe('Billing address same as shipping', () => {
  const SHIPPING_VALUE = {
    name: 'Jenny Rosen',
    address: {
      line1: '27 Fredrick Ave',
      line2: null,
      city: 'Brothers',
      state: 'OR',
      postal_code: '97712',
      country: 'US',
    },
  };
  const sameAsShipping = () =>
    screen.getByRole('checkbox', {
      name: 'Billing address is same as shipping',
    }) as HTMLInputElement;

  it('a shipping form tells its group what it holds, as it changes', async () => {
    const frame = await open();
    await fillUs();
    await waitFor(() => {
      const reports = frame.fromPort.filter(
        (message) => (message as { action?: string }).action === 'shipping-address',
      );
      expect((reports.at(-1) as { payload?: unknown } | undefined)?.payload).toEqual({
        complete: true,
        value: SHIPPING_VALUE,
      });
    });
  });

  it('a billing form offers it, ticked: it then holds the shipping address and shows no fields', async () => {
    const frame = await open({ mode: 'billing' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await frame.broadcast('shipping-address', { complete: true, value: SHIPPING_VALUE });
    await waitFor(() => expect(sameAsShipping().checked).toBe(true));
    expect(screen.queryByLabelText('Address line 1')).toBeNull();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      billing_details: {
        name: 'Jenny Rosen',
        address: {
          line1: '27 Fredrick Ave',
          city: 'Brothers',
          state: 'OR',
          postal_code: '97712',
          country: 'US',
        },
      },
    });
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({
        complete: true,
        value: SHIPPING_VALUE,
      }),
    );
  });

  it('is incomplete while the shipping form is, leaving the messages to it', async () => {
    const frame = await open({ mode: 'billing' });
    await frame.broadcast('shipping-address', { complete: false, value: SHIPPING_VALUE });
    await waitFor(() => expect(sameAsShipping().checked).toBe(true));
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: false, error: null });
  });

  it('unticked, the billing form is its own again and checked as such', async () => {
    const frame = await open({ mode: 'billing' });
    await frame.broadcast('shipping-address', { complete: true, value: SHIPPING_VALUE });
    await waitFor(() => expect(sameAsShipping().checked).toBe(true));
    fireEvent.click(sameAsShipping());
    await screen.findByLabelText('Address line 1');
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'incomplete_name' },
    });
  });

  it('leaves a chosen saved billing address as it is: the box belongs to the form view', async () => {
    const contact = {
      name: 'Oliver Smith',
      address: {
        line1: '10 Downing Street',
        city: 'London',
        postal_code: 'SW1A 2AA',
        country: 'GB',
      },
    };
    const frame = await open({ mode: 'billing', contacts: [contact] }, false);
    await screen.findByRole('radio', { name: /10 Downing Street/ });
    await frame.broadcast('shipping-address', { complete: true, value: SHIPPING_VALUE });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      billing_details: { name: 'Oliver Smith', address: { line1: '10 Downing Street' } },
    });
  });

  it('starts unticked when the shopper has begun a billing address of their own', async () => {
    const frame = await open({ mode: 'billing' });
    typeInto(input('Full name'), 'Jo Bloggs');
    await frame.broadcast('shipping-address', { complete: true, value: SHIPPING_VALUE });
    await waitFor(() => expect(sameAsShipping().checked).toBe(false));
    expect(input('Full name').value).toBe('Jo Bloggs');
  });
});

describe('Shipping Address Element (legacy)', () => {
  async function openLegacy(options: Record<string, unknown> = {}): Promise<FrameHarness> {
    harness = openFrame(AddressElement, { elementType: 'shippingAddress' });
    // Its options have no mode: it is always the shipping form, whatever a page passes.
    await harness.init({ mode: 'billing', ...options } as never);
    await screen.findByLabelText('Address line 1');
    return harness;
  }

  it('is the shipping form: its change events name it, and the address goes to shipping', async () => {
    const frame = await openLegacy({ fields: { phone: 'always' } });
    expect(input('Address line 1').getAttribute('autocomplete')).toBe('shipping address-line1');
    await fillUs();
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({
        elementType: 'shippingAddress',
        complete: true,
        value: { name: 'Jenny Rosen', address: { postal_code: '97712', state: 'OR' } },
      }),
    );
    expect(frame.events('change').at(-1)).not.toHaveProperty('elementMode');
    // No getValue() on this element: the frame keeps the Address Element's value reports to it.
    expect(frame.events('value')).toEqual([]);
    expect(resultOf(await frame.request('collect'))).toEqual({
      shipping: {
        name: 'Jenny Rosen',
        address: {
          line1: '27 Fredrick Ave',
          city: 'Brothers',
          state: 'OR',
          postal_code: '97712',
          country: 'US',
        },
      },
    });
  });

  it('refuses an incomplete address on submit with the Address Element’s messages', async () => {
    const frame = await openLegacy({ defaultValues: { name: 'Jenny Rosen' } });
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'incomplete_address', message: 'Your address is incomplete.' },
    });
    await waitFor(() => expect(errorOf('addressLine1')).toBe('Your address is incomplete.'));
  });
});

describe('the wallet’s saved shipping addresses (Link)', () => {
  const HOME = {
    id: 'csmrsa_home',
    isDefault: false,
    name: 'Jenny Rosen',
    address: {
      line1: '27 Fredrick Ave',
      line2: null,
      city: 'Brothers',
      state: 'OR',
      postal_code: '97712',
      country: 'US',
    },
  };
  const OFFICE = {
    id: 'csmrsa_office',
    isDefault: true,
    name: 'Jenny Rosen',
    address: {
      line1: '1 Market St',
      line2: 'Floor 3',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    },
  };
  const CUSTOMER_SHIPPING = {
    name: 'Jenny Rosen',
    address: {
      line1: '5 Elm St',
      city: 'Portland',
      state: 'OR',
      postal_code: '97201',
      country: 'US',
    },
  };
  const verified = {
    email: 'jenny@example.com',
    exists: true,
    cards: [],
    shippingAddresses: [HOME, OFFICE],
  };

  const lastChange = (frame: FrameHarness) =>
    frame.events('change').at(-1) as { complete: boolean; isNewAddress: boolean; value: unknown };

  it('lists them before the customer’s, selects the default and fills it into the value', async () => {
    const frame = await open({}, false);
    await frame.broadcast('session', { customer: { id: 'cus_1', shipping: CUSTOMER_SHIPPING } });
    await screen.findByRole('radio', { name: /5 Elm St/ });
    await frame.broadcast('wallet', verified);
    await screen.findByRole('radio', { name: /1 Market St/ });
    // The default first, then the wallet's others, then the customer's.
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'csmrsa_office',
      'csmrsa_home',
      'customer_shipping',
    ]);
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /1 Market St/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    // The wallet's addresses are the wallet's: this form neither edits nor removes them.
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    await waitFor(() =>
      expect(lastChange(frame)).toMatchObject({
        complete: true,
        isNewAddress: false,
        value: { name: 'Jenny Rosen', address: OFFICE.address },
      }),
    );
    const collected = await frame.request('collect');
    expect(resultOf(collected)).toMatchObject({
      shipping: {
        name: 'Jenny Rosen',
        address: { line1: '1 Market St', line2: 'Floor 3', city: 'San Francisco', country: 'US' },
      },
    });
  });

  it('lets the shopper pick another wallet address or enter a new one', async () => {
    const frame = await open({}, false);
    await frame.broadcast('wallet', verified);
    fireEvent.click(await screen.findByRole('radio', { name: /27 Fredrick Ave/ }));
    await waitFor(() =>
      expect(lastChange(frame)).toMatchObject({
        isNewAddress: false,
        value: { address: { line1: '27 Fredrick Ave', city: 'Brothers' } },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a new address' }));
    await manually();
    await fillUs();
    typeInto(input('Address line 1'), '9 New Rd');
    await waitFor(() =>
      expect(lastChange(frame)).toMatchObject({
        isNewAddress: true,
        value: { address: { line1: '9 New Rd' } },
      }),
    );
  });

  it('takes them away when the shopper logs out of the wallet, the chosen one with them', async () => {
    const frame = await open({}, false);
    await frame.broadcast('session', { customer: { id: 'cus_1', shipping: CUSTOMER_SHIPPING } });
    await frame.broadcast('wallet', verified);
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /1 Market St/ }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await frame.broadcast('wallet', null);
    await waitFor(() => expect(screen.queryByRole('radio', { name: /1 Market St/ })).toBeNull());
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'customer_shipping',
    ]);
    // The customer's own is chosen instead: nothing of the wallet's stays in the value.
    await waitFor(() =>
      expect(lastChange(frame)).toMatchObject({ value: { address: { line1: '5 Elm St' } } }),
    );
  });

  it('keeps an address the shopper is typing when the wallet comes or goes', async () => {
    const frame = await open();
    await manually();
    await fillUs();
    await frame.broadcast('wallet', verified);
    // The list is a button away; the typed address stays in the form and the value.
    await screen.findByRole('button', { name: 'Back to saved addresses' });
    expect(input('Address line 1').value).toBe('27 Fredrick Ave');
    await waitFor(() =>
      expect(lastChange(frame)).toMatchObject({
        isNewAddress: true,
        value: { address: { line1: '27 Fredrick Ave' } },
      }),
    );
    await frame.broadcast('wallet', null);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Back to saved addresses' })).toBeNull(),
    );
    expect(input('Address line 1').value).toBe('27 Fredrick Ave');
  });

  it('a billing form offers none of them', async () => {
    const frame = await open({ mode: 'billing' });
    await frame.broadcast('wallet', verified);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(input('Address line 1')).toBeTruthy();
  });
});
