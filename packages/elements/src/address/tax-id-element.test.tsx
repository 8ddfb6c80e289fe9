import { resolveLocale } from '@kassa/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocaleCatalogue } from '../i18n/catalogue.js';
import { loadLocale } from '../i18n/load-locale.js';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { TaxIdElement } from './tax-id-element.js';

let harness: FrameHarness | undefined;
// The provider's answer to `/frames/locales/<wanted>.js`, loaded before the frames ask.
beforeAll(async () => {
  const provider = async (url: string) => {
    const wanted = /locales\/([\w-]+)\.js$/.exec(url)?.[1] ?? 'en';
    return (await import(`../i18n/locales/${resolveLocale(wanted)}.ts`)) as {
      default: LocaleCatalogue;
    };
  };
  for (const tag of ['en-DE', 'de-AT']) await loadLocale(tag, provider);
});
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(
  options: Record<string, unknown> = {},
  groupOptions: Record<string, unknown> = { locale: 'en-DE' },
): Promise<FrameHarness> {
  harness = openFrame(TaxIdElement, { elementType: 'taxId' });
  await harness.init(options as never, groupOptions as never);
  return harness;
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? '';

describe('Tax ID Element', () => {
  it('offers the shopper’s country (the locale’s region) and its one type, optional until a name is given', async () => {
    const frame = await open();
    await screen.findByLabelText(/^Tax ID/);
    expect((screen.getByLabelText('Country or region') as HTMLSelectElement).value).toBe('DE');
    // Germany has one type: no type list.
    expect(screen.queryByLabelText('Tax ID type')).toBeNull();
    expect(input(/^Business name/).labels?.[0]?.textContent).toBe('Business name (optional)');
    expect(input(/^Tax ID/).placeholder).toBe('DE123456789');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });

    typeInto(input(/^Business name/), 'Rocket Rides GmbH');
    await waitFor(() => expect(input(/^Tax ID/).getAttribute('aria-required')).toBe('true'));
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_tax_id',
        message: 'Your tax ID is incomplete.',
      },
    });
    await waitFor(() => expect(errorOf('tax-id-number')).toBe('Your tax ID is incomplete.'));
    expect(document.activeElement).toBe(input(/^Tax ID/));
  });

  it('checks the number against its type’s format on blur and reports Stripe’s change value', async () => {
    const frame = await open();
    await screen.findByLabelText(/^Tax ID/);
    typeInto(input(/^Tax ID/), 'de 12345');
    expect(errorOf('tax-id-number')).toBe('');
    blur(input(/^Tax ID/));
    await waitFor(() =>
      expect(errorOf('tax-id-number')).toBe(
        'Your tax ID is invalid. It should look like DE123456789.',
      ),
    );
    expect(input(/^Tax ID/).getAttribute('aria-invalid')).toBe('true');
    typeInto(input(/^Tax ID/), 'de 123 456 789');
    typeInto(input(/^Business name/), ' Rocket Rides GmbH ');
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toEqual({
        elementType: 'taxId',
        empty: false,
        complete: true,
        visible: true,
        value: {
          businessName: 'Rocket Rides GmbH',
          taxId: 'DE123456789',
          taxIdType: 'de_vat',
          externalTaxIdType: 'eu_vat',
        },
      }),
    );
    expect(errorOf('tax-id-number')).toBe('');
    // getValue() answers from the value reports.
    expect(frame.events('value').at(-1)).toEqual(frame.events('change').at(-1));
  });

  it('lists a country’s types when it has several and keeps the chosen one across countries', async () => {
    const frame = await open({
      defaultValues: { businessName: 'Maple Co', taxIdType: 'ca_qst', taxId: '1234567890TQ1234' },
    });
    const type = (await screen.findByLabelText('Tax ID type')) as HTMLSelectElement;
    expect(type.value).toBe('ca_qst');
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'CA BN',
      'CA GST/HST',
      'CA PST BC',
      'CA PST MB',
      'CA PST SK',
      'CA QST',
    ]);
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    const country = screen.getByLabelText('Country or region') as HTMLSelectElement;
    country.value = 'AU';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(screen.queryByLabelText('Tax ID type')).toBeNull());
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({
        complete: false,
        value: { taxIdType: 'au_abn', externalTaxIdType: 'au_abn', taxId: '1234567890TQ1234' },
      }),
    );
  });

  it('follows visibility, fields and validation options', async () => {
    // A shopper whose country has no tax ID type does not see the element (auto)…
    let frame = await open({}, { locale: 'en-US' });
    await waitFor(() => expect(frame.events('ready').length).toBeGreaterThan(0));
    expect(screen.queryByLabelText(/^Tax ID/)).toBeNull();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    harness?.cleanup();
    // …unless the merchant says always: then the country is chosen first.
    frame = await open(
      {
        visibility: 'always',
        fields: { businessName: 'never' },
        validation: { taxId: { required: 'always' } },
      },
      { locale: 'en-US' },
    );
    await screen.findByLabelText('Tax ID');
    expect(screen.queryByLabelText(/^Business name/)).toBeNull();
    expect((screen.getByLabelText('Country or region') as HTMLSelectElement).value).toBe('');
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'incomplete_tax_id' },
    });
    await frame.command('update', { visibility: 'never' });
    await waitFor(() => expect(screen.queryByLabelText('Tax ID')).toBeNull());
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({ visible: false, complete: true }),
    );
  });

  it('requires the business name when told, shows every error on show-errors, and clears', async () => {
    const frame = await open({
      validation: { businessName: { required: 'always' } },
      defaultValues: { taxId: 'ATU12345678', taxIdType: 'at_vat' },
    });
    await screen.findByLabelText('Business name');
    await frame.command('show-errors');
    await waitFor(() =>
      expect(errorOf('tax-id-business-name')).toBe('Your business name is incomplete.'),
    );
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      error: { code: 'incomplete_business_name' },
    });
    await frame.command('clear');
    await waitFor(() => expect(input(/^Tax ID/).value).toBe(''));
    await waitFor(() => expect(frame.events('change').at(-1)).toMatchObject({ empty: true }));
  });

  it('renders without a locale option, the country then from the default type', async () => {
    const frame = await open({ defaultValues: { taxIdType: 'nl_vat' } }, {});
    await screen.findByLabelText('Tax ID (optional)');
    expect((screen.getByLabelText('Country or region') as HTMLSelectElement).value).toBe('NL');
    await waitFor(() => expect(frame.events('ready').length).toBeGreaterThan(0));
  });

  it('speaks German in de', async () => {
    await open({}, { locale: 'de-AT' });
    expect(await screen.findByLabelText('Steuernummer (optional)')).toBeTruthy();
    expect((screen.getByLabelText('Land oder Region') as HTMLSelectElement).value).toBe('AT');
  });
});
