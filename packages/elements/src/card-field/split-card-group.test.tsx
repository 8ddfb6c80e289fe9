import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardElement } from '../card/card-element.js';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { typeInto } from '../testing/typing.js';
import { CardFieldElement } from './card-field-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openField(elementType: string): Promise<FrameHarness> {
  harness = openFrame(elementType === 'card' ? CardElement : CardFieldElement, { elementType });
  await harness.init({});
  return harness;
}

const only = () => screen.getAllByRole('textbox')[0] as HTMLInputElement;

const COBADGED = {
  ranges: [
    {
      account_range_low: '4000002500000000000',
      account_range_high: '4000002599999999999',
      pan_length: 16,
      brand: 'cartes_bancaires',
    },
    {
      account_range_low: '4000002500000000000',
      account_range_high: '4000002599999999999',
      pan_length: 16,
      brand: 'visa',
    },
    {
      account_range_low: '4000003000000000000',
      account_range_high: '4000003099999999999',
      pan_length: 16,
      brand: 'visa',
    },
  ],
};

describe('split card fields of one group', () => {
  it('tells the controller the brand typed in the number field', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '3782');
    const told: unknown[] = [];
    while (!told.some((payload) => JSON.stringify(payload) === '{"brand":"amex"}'))
      told.push(await frame.reply('card-brand', null));
    expect(told.at(-1)).toEqual({ brand: 'amex' });
  });

  it.each([
    ['amex', '1234', true],
    ['visa', '123', true],
    ['visa', '12', false],
  ])(
    'the cvc field told the brand is %s takes %s as complete: %s',
    async (brand, cvc, complete) => {
      const frame = await openField('cardCvc');
      await frame.broadcast('card-brand', { brand });
      typeInto(only(), cvc);
      expect(only().value).toBe(cvc);
      const result = resultOf(await frame.request('validate')) as { complete: boolean };
      expect(result.complete).toBe(complete);
    },
  );

  it('cuts a four-digit cvc to three once the number turns out to be a visa', async () => {
    const frame = await openField('cardCvc');
    await frame.broadcast('card-brand', { brand: 'visa' });
    typeInto(only(), '1234');
    expect(only().value).toBe('123');
  });
});

describe('networkschange', () => {
  it.each(['cardNumber', 'card'])(
    '%s looks up a co-badged card by its BIN after 8 digits and emits both networks',
    async (type) => {
      const frame = await openField(type);
      typeInto(only(), '4000 0025');
      expect(await frame.reply('card-metadata', COBADGED)).toEqual({ binPrefix: '400000' });
      await waitFor(() =>
        expect(frame.events('networkschange').at(-1)).toEqual({
          elementType: type,
          networks: ['cartes_bancaires', 'visa'],
        }),
      );
    },
  );

  it('does not ask before 8 digits, and never sends more than the BIN', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '4000 002');
    await expect(frame.reply('card-metadata', COBADGED, 700)).rejects.toThrow(/did not ask/);
    typeInto(only(), '4000 0030 0000 0000');
    expect(await frame.reply('card-metadata', COBADGED)).toEqual({ binPrefix: '400000' });
    await waitFor(() =>
      expect(frame.events('networkschange').at(-1)).toMatchObject({ networks: ['visa'] }),
    );
  });

  it('treats a failed lookup as no networks', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '4000 0025');
    await frame.reply('card-metadata', { error: 'down' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frame.events('networkschange')).toEqual([]);
  });
});
