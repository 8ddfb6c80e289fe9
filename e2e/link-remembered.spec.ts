import { frameFor } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_PORT, PROVIDER_URL, PUBLISHABLE_KEY } from './e2e-env.js';
import { codeFromInbox, walletAccountWithCard } from './link-shoppers.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent } from './provider-api.js';

// A returning Link shopper recognised from the login their browser remembered (spec 001 §4,
// "Sign-in with stored credentials"; §7, the login-storage frame), in the demo's Link
// checkout: a Link Authentication Element above a Payment Element. Every visit is a new page
// load in the same browser context, so only the provider's storage frame carries the login.
//
// Where the shop and the provider are different sites (the other specs' localhost shop and
// 127.0.0.1 provider), the provider's frames are third-party, and a browser that blocks
// third-party storage (this Chromium does, as an incognito window does) gives the storage
// frame none: nothing is remembered and the shopper types their e-mail, as the last test shows.
// A provider self-hosted on the shop's own site (pay.shop.example for shop.example) is
// first-party there: the first test runs the shop on the provider's site (127.0.0.1, another
// port, so still another origin: the frames' isolation is unchanged).
const SAME_SITE_SHOP = `http://127.0.0.1:${DEMO_PORT}`;

async function visit(page: Page) {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  const link = frameFor(page, 'linkAuthentication');
  const payment = new PaymentElementFrame(page).frame;
  return { checkout, link, payment };
}

async function payAndExpectSuccess(page: Page, checkout: CheckoutPage): Promise<void> {
  const id = await checkout.paymentIntentId();
  await checkout.pay();
  await new SuccessPage(page).expectStatus('succeeded', id);
  expect((await readIntent(id)).status).toBe('succeeded');
}

test('a shopper who verified once is recognised on the next visit and pays in one click; logging out forgets them', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: SAME_SITE_SHOP });
  try {
    await rememberedVisits(await context.newPage());
  } finally {
    await context.close();
  }
});

async function rememberedVisits(page: Page): Promise<void> {
  const email = `remembered-${Date.now()}@example.com`;
  await walletAccountWithCard(email);

  // First visit: the e-mail, then the code from the inbox, then the saved card pays.
  const first = await visit(page);
  await first.link.getByLabel('Email').fill(email);
  await expect(first.link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await first.link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(first.link.getByRole('status')).toHaveText(
    `Signed in to your saved details as ${email}.`,
  );
  await expect(first.payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await payAndExpectSuccess(page, first.checkout);

  // Second visit: nothing typed. The e-mail is filled in and signed in, the card chosen.
  const second = await visit(page);
  await expect(second.link.getByLabel('Email')).toHaveValue(email, { timeout: 15_000 });
  await expect(second.link.getByRole('status')).toHaveText(
    `Signed in to your saved details as ${email}.`,
  );
  await expect(second.link.getByLabel('Verification code')).toHaveCount(0);
  const saved = second.payment.getByRole('radio', { name: /Visa ending in 4242/ });
  await expect(saved).toBeChecked();
  await expect(second.payment.getByLabel('Card number')).toHaveCount(0);
  // The merchant page heard the Link Authentication Element's change, complete, as Stripe's.
  await expect(second.checkout.event('linkAuthentication', 'change').last()).toContainText(
    'complete=true',
  );
  await expectNoAxeViolations(page, { frames: 2, label: 'the checkout of a remembered shopper' });
  await payAndExpectSuccess(page, second.checkout);

  // Third visit: signed in again; the shopper logs out (keyboard), which forgets the login.
  const third = await visit(page);
  await expect(third.payment.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked({
    timeout: 15_000,
  });
  const logOut = third.payment.getByRole('button', { name: 'Log out' });
  await logOut.focus();
  await page.keyboard.press('Enter');
  // The logout confirmation (Cancel focused): Shift+Tab to its Log out, Enter.
  const question = third.payment.getByRole('group', { name: /^Log out of your saved details/ });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(third.payment.getByLabel('Card number')).toBeVisible();
  await expect(third.link.getByRole('status')).toHaveCount(0);

  // Fourth visit: the e-mail is asked for again, and the card form shown.
  const fourth = await visit(page);
  await expect(fourth.payment.getByLabel('Card number')).toBeVisible();
  await expect(fourth.link.getByLabel('Email')).toHaveValue('');
  await expect(fourth.payment.getByRole('radio')).toHaveCount(0);
}

test('where the provider is a third party and the browser blocks its storage, the shopper is asked for the e-mail again', async ({
  page,
}) => {
  const email = `incognito-${Date.now()}@example.com`;
  await walletAccountWithCard(email);
  const first = await visit(page);
  await first.link.getByLabel('Email').fill(email);
  await expect(first.link.getByLabel('Verification code')).toBeFocused({ timeout: 15_000 });
  await first.link.getByLabel('Verification code').fill(await codeFromInbox(page, email));
  await expect(first.link.getByRole('status')).toHaveText(
    `Signed in to your saved details as ${email}.`,
  );
  const second = await visit(page);
  await expect(second.payment.getByLabel('Card number')).toBeVisible();
  await expect(second.link.getByLabel('Email')).toHaveValue('');
});

test('the login-storage frame refuses a merchant page: remember and forget with the Link app message, no secret read', async ({
  page,
}) => {
  await visit(page);
  const answers = await page.evaluate(
    async ([provider, publishableKey]) => {
      const frame = document.createElement('iframe');
      frame.src = `${provider}/frames/link-storage.html`;
      frame.hidden = true;
      frame.title = 'storage';
      await new Promise<void>((resolve) => {
        frame.addEventListener('load', () => resolve());
        document.body.appendChild(frame);
      });
      const target = frame.contentWindow as Window;
      const ask = (fields: Record<string, unknown>) =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          const nonce = `n${Math.random()}`;
          target.postMessage(
            {
              kassa: 1,
              type: 'link-storage-request',
              nonce,
              publishableKey,
              ...fields,
            },
            '*',
            [channel.port2],
          );
          setTimeout(() => resolve('no answer'), 3000);
        });
      const login = {
        consumerSessionClientSecret: 'cscs_planted',
        consumerPublishableKey: null,
        emailAddress: 'victim@example.com',
        lifetime: 'persistent',
      };
      return {
        remember: await ask({ op: 'rememberLogin', login }),
        forget: await ask({ op: 'forgetLogin' }),
        get: await ask({ op: 'getLogin' }),
        has: await ask({ op: 'hasLogin' }),
      };
    },
    [PROVIDER_URL, PUBLISHABLE_KEY] as const,
  );
  const refusal = {
    kassa: 1,
    type: 'link-storage-response',
    nonce: expect.any(String),
    ok: false,
    error: { message: 'This function may only be called from the Link app' },
  };
  expect(answers.remember).toEqual(refusal);
  expect(answers.forget).toEqual(refusal);
  expect(answers.get).toEqual(refusal);
  // Nothing was planted: hasLogin (any origin may ask it) answers only a boolean.
  expect(answers.has).toMatchObject({ ok: true, result: { hasLogin: false } });
});
