import { AxeBuilder } from '@axe-core/playwright';
import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { PROVIDER_URL } from './e2e-env.js';
import { GROUP, Playground } from './pages/playground.js';
import { createIntentOnServer, readIntent, readPaymentMethod } from './provider-api.js';

// Bank-account linking (collectBankAccountForPayment): the loader's modal shows the provider's
// linking dialog with the test banks; a linked account becomes the intent's PaymentMethod, a
// failing bank says so, closing leaves the intent as it was, and numbers typed by hand are
// verified with microdeposits.

const PARAMS = {
  payment_method_type: 'us_bank_account',
  payment_method_data: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } },
};

class LinkingDialog {
  readonly dialog: Locator;
  readonly iframe: Locator;
  readonly frame: FrameLocator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Link your bank account' });
    this.iframe = this.dialog.locator('iframe');
    this.frame = this.iframe.contentFrame();
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.iframe).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/bank_linking/`));
    await expect(this.frame.getByRole('heading', { name: 'Link your bank account' })).toBeVisible();
  }

  bank(name: string): Locator {
    return this.frame.getByRole('button', { name, exact: true });
  }

  button(name: string): Locator {
    return this.frame.getByRole('button', { name });
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
  }
}

/** The shop's page with a focused button (focus comes back to it), a Playground and an intent. */
async function start(page: Page) {
  const intent = await createIntentOnServer({ payment_method_types: ['us_bank_account'] });
  const playground = await Playground.open(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.textContent = 'Pay by bank';
    document.body.append(button);
    button.focus();
  });
  const pending = playground.instance('collectBankAccountForPayment', {
    clientSecret: intent.client_secret,
    params: PARAMS,
  });
  const dialog = new LinkingDialog(page);
  await dialog.expectOpen();
  return { intent, playground, pending, dialog };
}

test.describe('collectBankAccountForPayment', () => {
  test('links an account of the OAuth test bank; the intent then confirms to processing', async ({
    page,
  }) => {
    test.slow();
    const { intent, playground, pending, dialog } = await start(page);
    // Focus starts in the dialog, on the search field.
    await expect(dialog.frame.getByLabel('Search for your bank')).toBeFocused();
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations).toEqual([]);
    await dialog.frame.getByLabel('Search for your bank').fill('oauth');
    await expect(dialog.bank('Test Institution')).toHaveCount(0);
    await dialog.bank('Test OAuth Institution').click();
    await expect(
      dialog.frame.getByText('You will approve access on the site of Test OAuth Institution'),
    ).toBeVisible();
    await dialog.button('Continue').click();
    await expect(dialog.frame.getByRole('radio', { name: 'Checking •••• 6789' })).toBeChecked();
    await dialog.frame.getByRole('radio', { name: 'Savings •••• 4321' }).check();
    await dialog.button('Link account').click();
    await expect(dialog.frame.getByRole('status')).toHaveText('Your bank account is linked.');
    await dialog.button('Done').click();
    await dialog.expectClosed();
    await expect(page.getByRole('button', { name: 'Pay by bank' })).toBeFocused();

    const { result } = await pending;
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'requires_confirmation' });
    const confirmed = await playground.instance(
      'confirmUsBankAccountPayment',
      intent.client_secret,
    );
    expect(confirmed.result.paymentIntent).toMatchObject({ status: 'processing' });
    expect((await readIntent(intent.id)).status).toBe('processing');
  });

  test('a failing bank says so; Escape closes the dialog and the intent is unchanged', async ({
    page,
  }) => {
    const { intent, pending, dialog } = await start(page);
    await dialog.bank('Down Bank (Error)').click();
    await expect(dialog.frame.getByRole('alert')).toHaveText(
      'We could not connect to Down Bank (Error). Choose another bank or enter your bank details manually.',
    );
    await dialog.button('Choose another bank').click();
    await dialog.bank('Down Bank (Unscheduled)').click();
    await expect(dialog.frame.getByRole('alert')).toContainText('is unavailable right now');
    await page.keyboard.press('Escape');
    await dialog.expectClosed();
    await expect(page.getByRole('button', { name: 'Pay by bank' })).toBeFocused();
    const { result } = await pending;
    expect(result.error).toBeUndefined();
    expect(result.paymentIntent).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
    });
    expect((await readIntent(intent.id)).payment_method).toBeNull();
  });

  test('Cancel leaves the intent waiting for a payment method, without an error', async ({
    page,
  }) => {
    const { intent, pending, dialog } = await start(page);
    await dialog.button('Cancel').click();
    await dialog.expectClosed();
    const { result } = await pending;
    expect(result).not.toHaveProperty('error');
    expect(result.paymentIntent).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
    });
  });

  test('typed by hand at 320 px with the keyboard only, then verified with microdeposits', async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    const { intent, playground, pending, dialog } = await start(page);
    // Keyboard only: from the search field, where focus starts once the banks have loaded (a
    // Tab pressed before that is undone by the step's own focus), past the four banks to
    // "Enter bank details manually".
    await expect(dialog.frame.getByLabel('Search for your bank')).toBeFocused();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.button('Enter bank details manually')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.frame.getByLabel('Routing number')).toBeFocused();
    await page.keyboard.type('110000001');
    await page.keyboard.press('Tab');
    await page.keyboard.type('000123456789');
    await page.keyboard.press('Tab');
    await page.keyboard.type('000123456780');
    await page.keyboard.press('Enter');
    await expect(dialog.frame.getByText('Enter a valid 9-digit routing number.')).toBeVisible();
    await expect(dialog.frame.getByLabel('Routing number')).toBeFocused();
    await expect(dialog.frame.getByText('The account numbers do not match.')).toBeVisible();
    // Nothing in the dialog's page is wider than the 320 px screen.
    const frame = await (await dialog.iframe.elementHandle())?.contentFrame();
    const overflow = await frame?.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations).toEqual([]);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    await dialog.frame.getByLabel('Confirm account number').fill('000123456789');
    await dialog.frame.getByLabel('Confirm account number').press('Enter');
    await expect(dialog.frame.getByRole('status')).toHaveText('Your bank account is linked.');
    await expect(dialog.button('Done')).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.expectClosed();

    const { result } = await pending;
    expect(result.paymentIntent).toMatchObject({ status: 'requires_confirmation' });
    const confirmed = await playground.instance(
      'confirmUsBankAccountPayment',
      intent.client_secret,
    );
    expect(confirmed.result.paymentIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'verify_with_microdeposits' },
    });
    const verified = await playground.instance(
      'verifyMicrodepositsForPayment',
      intent.client_secret,
      {
        amounts: [32, 45],
      },
    );
    expect(verified.result.paymentIntent).toMatchObject({ status: 'processing' });
  });
});

test.describe('the Payment Element paying by US bank account', () => {
  /** The Payment Element on the US bank account tab, its name and e-mail filled. */
  async function bankTab(page: Page) {
    const intent = await createIntentOnServer({
      payment_method_types: ['card', 'us_bank_account'],
    });
    const playground = await Playground.open(page, intent.client_secret);
    const frame = await playground.createReady('payment', { layout: 'tabs' });
    await frame.getByRole('tab', { name: 'US bank account' }).click();
    await frame.getByLabel('Full name').fill('Jenny Rosen');
    await frame.getByLabel('Email').fill('jenny@example.com');
    const pending = playground.instance('confirmPayment', {
      elements: GROUP,
      redirect: 'if_required',
    });
    const dialog = new LinkingDialog(page);
    await dialog.expectOpen();
    return { intent, pending, dialog };
  }

  test('confirmPayment links the account in the dialog, then pays with it', async ({ page }) => {
    test.slow();
    const { intent, pending, dialog } = await bankTab(page);
    await dialog.bank('Test Institution').click();
    await dialog.button('Link account').click();
    await dialog.button('Done').click();
    await dialog.expectClosed();
    const { result } = await pending;
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' });
    const method = (await readPaymentMethod(
      String((await readIntent(intent.id)).payment_method),
    )) as unknown as { us_bank_account: { last4: string; financial_connections_account: string } };
    expect(method.us_bank_account.last4).toBe('6789');
    expect(method.us_bank_account.financial_connections_account).toMatch(/^fca_/);
  });

  test('a closed dialog answers instant_verification_incomplete', async ({ page }) => {
    test.slow();
    const { intent, pending, dialog } = await bankTab(page);
    await dialog.button('Cancel').click();
    await dialog.expectClosed();
    const { result } = await pending;
    expect(result.error).toMatchObject({
      type: 'validation_error',
      code: 'instant_verification_incomplete',
    });
    expect((await readIntent(intent.id)).status).toBe('requires_payment_method');
  });
});
