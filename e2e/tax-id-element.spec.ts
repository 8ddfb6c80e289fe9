import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { Playground } from './pages/playground.js';

// The Tax ID Element in the address frame page: the shopper's country from the group's locale,
// the type list, the format check, elements.submit() and getValue(), axe, keyboard and 320 px.

const GROUP_OPTIONS = { mode: 'payment', amount: 2500, currency: 'gbp', locale: 'en-GB' };

async function open(page: Parameters<typeof Playground.open>[0], options: object = {}) {
  const playground = await Playground.open(page, GROUP_OPTIONS);
  const frame = await playground.createReady('taxId', options);
  return { playground, frame };
}

test('a British shopper picks a type, is told the format, and the value reaches change, submit and getValue()', async ({
  page,
}) => {
  const { playground, frame } = await open(page);
  await expect(frame.getByLabel('Country or region')).toHaveValue('GB');
  await expect(frame.getByLabel('Tax ID type')).toHaveValue('gb_vat');
  // Nothing given: optional, the group submits.
  expect((await playground.group('submit')).result?.error).toBeUndefined();

  await frame.getByLabel('Business name (optional)').fill('Rocket Rides Ltd');
  const refused = await playground.group('submit');
  expect(refused.result).toMatchObject({
    error: { type: 'validation_error', code: 'incomplete_tax_id' },
  });
  await expect(frame.locator('#tax-id-number-error')).toHaveText('Your tax ID is incomplete.');
  const number = frame.getByLabel('Tax ID', { exact: true });
  await expect(number).toBeFocused();

  await number.fill('GB12345');
  await number.blur();
  await expect(frame.locator('#tax-id-number-error')).toHaveText(
    'Your tax ID is invalid. It should look like GB123456789.',
  );
  // Northern Ireland's numbers are an EU VAT type of their own.
  await frame.getByLabel('Tax ID type').selectOption({ label: 'XI VAT' });
  await number.fill('xi 123 456 789');
  await expect(frame.locator('#tax-id-number-error')).toHaveText('');
  const expected = {
    elementType: 'taxId',
    complete: true,
    empty: false,
    visible: true,
    value: {
      businessName: 'Rocket Rides Ltd',
      taxId: 'XI123456789',
      taxIdType: 'xi_vat',
      externalTaxIdType: 'eu_vat',
    },
  };
  await expect
    .poll(async () => (await playground.events('taxId', 'change')).at(-1)?.payload)
    .toEqual(expected);
  expect((await playground.group('submit')).result?.error).toBeUndefined();
  const value = await page.evaluate(() =>
    (
      window as unknown as { created: Record<string, { getValue(): Promise<unknown> }> }
    ).created.taxId?.getValue(),
  );
  expect(value).toEqual(expected);
});

test('getValue() shows the errors by their fields; visibility never hides the element', async ({
  page,
}) => {
  const { playground, frame } = await open(page, {
    validation: { businessName: { required: 'always' }, taxId: { required: 'always' } },
  });
  const value = await page.evaluate(() =>
    (
      window as unknown as { created: Record<string, { getValue(): Promise<unknown> }> }
    ).created.taxId?.getValue(),
  );
  expect(value).toMatchObject({ complete: false, empty: true, visible: true });
  await expect(frame.locator('#tax-id-business-name-error')).toHaveText(
    'Your business name is incomplete.',
  );
  await expect(frame.locator('#tax-id-number-error')).toHaveText('Your tax ID is incomplete.');
  await playground.call('taxId', 'update', { visibility: 'never' });
  await expect(frame.getByLabel('Business name')).toHaveCount(0);
  await expect
    .poll(async () => (await playground.events('taxId', 'change')).at(-1)?.payload)
    .toMatchObject({ visible: false, complete: true });
  expect((await playground.group('submit')).result?.error).toBeUndefined();
});

test('is axe-clean with its messages, usable by keyboard alone, and fits 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const { playground, frame } = await open(page, {
    validation: { businessName: { required: 'always' } },
  });
  await playground.group('submit');
  await expect(frame.locator('#tax-id-business-name-error')).toHaveText(
    'Your business name is incomplete.',
  );
  await expectNoAxeViolations(page, {
    frames: 1,
    label: 'tax ID element with its message',
    mustScan: '/frames/address.html',
  });
  const overflow = await frame
    .locator('body')
    .evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Keyboard only: focus() lands on the business name, Tab walks the fields in order, each with
  // a visible focus; typing and choosing by keys completes it; escape reaches the page.
  await playground.call('taxId', 'focus');
  const name = frame.getByLabel('Business name');
  await expect(name).toBeFocused();
  await page.keyboard.type('Rocket Rides Ltd');
  for (const label of ['Country or region', 'Tax ID type', 'Tax ID']) {
    await page.keyboard.press('Tab');
    const field = frame.getByLabel(label, { exact: true });
    await expect(field).toBeFocused();
    const outline = await field.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.boxShadow}`;
    });
    expect(outline).not.toBe('none none');
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(frame.getByLabel('Tax ID type')).toHaveValue('xi_vat');
  await page.keyboard.press('Tab');
  await page.keyboard.type('XI123456789');
  await expect
    .poll(async () => (await playground.events('taxId', 'change')).at(-1)?.payload)
    .toMatchObject({ complete: true, value: { taxIdType: 'xi_vat', taxId: 'XI123456789' } });
  await page.keyboard.press('Escape');
  await playground.expectEvents('taxId', 'escape', 1);
  expect((await playground.events('taxId', 'focus')).length).toBeGreaterThan(0);
});
