import { fillCard } from '@kassa/js/testing';
import { expect, type FrameLocator, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { codeFromInbox } from './link-shoppers.js';
import { elementRef, GROUP, Playground } from './pages/playground.js';
import { consumerCall, createIntentOnServer, readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// The Link signup element (`linkSignup`) beside a Payment Element on a merchant page: the
// shopper opts in, a wrong phone stops elements.submit(), the fixed form pays, and the wallet
// account is then made (lookup answers `exists`) and its one-time code reaches the test inbox.

const overflowOf = (frame: FrameLocator) =>
  frame
    .locator('body')
    .evaluate((body) => body.ownerDocument.documentElement.scrollWidth - body.clientWidth);

test('a shopper opts in beside the Payment Element, fixes a wrong phone by keyboard at 320 px, pays, and has a wallet account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  const email = `link-signup-${Date.now()}@example.com`;
  const intent = await createIntentOnServer({ amount: 2500, currency: 'usd' });
  const playground = await Playground.open(page, intent.client_secret);
  await playground.createReady('payment');
  const signup = await playground.createReady('linkSignup', { defaultValues: { email } });
  await fillCard(page, TEST_CARDS.succeeds);

  // Keyboard only: the box takes focus from element.focus() and Space ticks it.
  const box = signup.getByRole('checkbox', {
    name: 'Save my details for a faster checkout next time',
  });
  await playground.call('linkSignup', 'focus');
  await expect(box).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(signup.getByLabel('Email')).toHaveValue(email);
  await expect(signup.getByText(`wallet account is created for ${email}`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(signup.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signup.getByLabel('Phone')).toBeFocused();
  await page.keyboard.type('12');

  const refused = await playground.group('submit');
  expect(refused.result).toMatchObject({
    error: {
      type: 'validation_error',
      code: 'invalid_phone_number',
      message: 'Check the phone number.',
    },
  });
  await expect(signup.getByRole('alert')).toHaveText('Check the phone number.');
  await expect(signup.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(signup.getByLabel('Phone')).toBeFocused();
  expect(await overflowOf(signup)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, { frames: 2, label: 'the Link signup element with an error' });

  await page.keyboard.press('Control+A');
  await page.keyboard.type('(201) 555-0123');
  await page.keyboard.press('Tab');
  await expect(signup.getByLabel('Full name (optional)')).toBeFocused();
  await page.keyboard.type('Jenny Rosen');
  await expect(signup.getByRole('alert')).toHaveCount(0);
  expect(await overflowOf(signup)).toBeLessThanOrEqual(0);

  expect((await playground.group('submit')).result).toMatchObject({
    selectedPaymentMethod: 'card',
  });
  const confirmed = await playground.instance('confirmPayment', {
    elements: GROUP,
    clientSecret: intent.client_secret,
    confirmParams: { return_url: 'https://shop.example/done' },
    redirect: 'if_required',
  });
  expect(confirmed.result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  expect((await readIntent(intent.id)).status).toBe('succeeded');

  // The account exists now; a code it asks for reaches the test inbox.
  const found = (await consumerCall('sessions/lookup', { email_address: email })) as unknown as {
    exists: boolean;
    consumer_session: { client_secret: string; verification_sessions?: unknown };
  };
  expect(found.exists).toBe(true);
  await consumerCall('sessions/start_verification', {
    type: 'EMAIL',
    'credentials[consumer_session_client_secret]': found.consumer_session.client_secret,
  });
  expect(await codeFromInbox(page, email)).toMatch(/^\d{6}$/);
});

test('left unticked, the element adds nothing and makes no account', async ({ page }) => {
  const email = `link-signup-off-${Date.now()}@example.com`;
  const intent = await createIntentOnServer({ amount: 2500, currency: 'usd' });
  const playground = await Playground.open(page, intent.client_secret);
  await playground.createReady('payment');
  await playground.createReady('linkSignup', { defaultValues: { email } });
  await fillCard(page, TEST_CARDS.succeeds);
  const confirmed = await playground.instance('confirmPayment', {
    elements: GROUP,
    clientSecret: intent.client_secret,
    confirmParams: { return_url: 'https://shop.example/done' },
    redirect: 'if_required',
  });
  expect(confirmed.result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  const found = (await consumerCall('sessions/lookup', { email_address: email })) as unknown as {
    exists: boolean;
  };
  expect(found.exists).toBe(false);
});

test('beside a Card Element, confirmCardPayment checks the sign-up and makes the account once paid', async ({
  page,
}) => {
  const email = `link-signup-card-${Date.now()}@example.com`;
  const intent = await createIntentOnServer({ amount: 2500, currency: 'usd' });
  const playground = await Playground.open(page, intent.client_secret);
  await playground.createReady('card');
  const signup = await playground.createReady('linkSignup', { defaultValues: { email } });
  await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });
  await signup
    .getByRole('checkbox', { name: 'Save my details for a faster checkout next time' })
    .check();
  await signup.getByLabel('Phone').fill('555');
  const confirm = () =>
    playground.instance('confirmCardPayment', intent.client_secret, {
      payment_method: { card: elementRef('card') },
    });
  expect((await confirm()).result).toMatchObject({
    error: { type: 'validation_error', code: 'invalid_phone_number' },
  });
  await expect(signup.getByRole('alert')).toHaveText('Check the phone number.');
  await signup.getByLabel('Phone').fill('+1 201 555 0123');
  expect((await confirm()).result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  const found = (await consumerCall('sessions/lookup', { email_address: email })) as unknown as {
    exists: boolean;
  };
  expect(found.exists).toBe(true);
});
