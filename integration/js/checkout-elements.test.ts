// Elements with a Checkout Session against the real provider API: the controller's
// `payment-page` action (what stripe.initCheckoutElementsSdk's actions and confirm() call) reads,
// updates and confirms an Elements-mode session, paying with a method the Payment Element makes.
import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ANSWERS,
  fakeFrame,
  type InProcessProvider,
  startProvider,
} from './in-process-provider.js';
import type { Controller } from './js-internals.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

type Page = Record<string, Json> & {
  id: string;
  status: string;
  line_item_group: { total: number; currency: string; line_items: Array<{ id: string }> };
};

const LINE =
  'line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=1250' +
  '&line_items[0][price_data][product_data][name]=Mug&line_items[0][quantity]=2' +
  '&line_items[0][adjustable_quantity][enabled]=true';

/** An Elements-mode session, under the ui_mode name the account's API version uses. */
async function elementsSession(): Promise<{ id: string; client_secret: string }> {
  const returnUrl = encodeURIComponent(
    'https://shop.example/done?session_id={CHECKOUT_SESSION_ID}',
  );
  for (const mode of ['custom', 'elements']) {
    const session = await provider.secret(
      'POST',
      'checkout/sessions',
      `mode=payment&ui_mode=${mode}&return_url=${returnUrl}&${LINE}`,
    );
    if (typeof session.id === 'string')
      return { id: session.id, client_secret: String(session.client_secret) };
  }
  throw new Error('no Elements-mode Checkout Session could be created');
}

async function page(
  controller: Controller,
  sessionId: string,
  op: 'retrieve' | 'init' | 'update' | 'confirm',
  params: Json = {},
) {
  return (await controller.handle('payment-page', { sessionId, op, params })) as {
    paymentPage?: Page;
    error?: Record<string, Json>;
  };
}

/** The method the Payment Element of the session's deferred-mode group makes (manual creation). */
async function paymentMethodFor(controller: Controller, loaded: Page, answers = CARD_ANSWERS) {
  const options = {
    mode: 'payment',
    amount: loaded.line_item_group.total,
    currency: loaded.line_item_group.currency,
    paymentMethodCreation: 'manual',
  };
  await controller.handle('elements-create', { groupId: 'g1', options });
  await controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'f1',
    elementType: 'payment',
  });
  const frame = fakeFrame(answers);
  controller.registry.connect('g1', 'f1', 'payment', frame.port);
  await controller.handle('elements-submit', { groupId: 'g1' });
  const created = (await controller.handle('create-payment-method', {
    groupId: 'g1',
    params: { billing_details: { email: 'ada@example.com' } },
  })) as { paymentMethod: { id: string } };
  frame.close();
  return created.paymentMethod.id;
}

describe('Elements with a Checkout Session, through the controller', () => {
  it('reads, updates and pays the session with a card; the session completes', async () => {
    const session = await elementsSession();
    expect(session.client_secret.startsWith(`${session.id}_secret_`)).toBe(true);
    const { controller } = provider.newController();
    const loaded = (await page(controller, session.id, 'init')).paymentPage as Page;
    expect(loaded).toMatchObject({ id: session.id, object: 'payment_page', status: 'open' });
    expect(loaded.line_item_group.total).toBe(2500);

    const emailed = await page(controller, session.id, 'update', { email: 'ada@example.com' });
    expect(emailed.paymentPage?.email).toBe('ada@example.com');
    const lineItem = loaded.line_item_group.line_items[0]?.id as string;
    const more = await page(controller, session.id, 'update', {
      updated_line_item_quantity: { line_item_id: lineItem, quantity: 3 },
    });
    expect(more.paymentPage?.line_item_group.total).toBe(3750);

    const method = await paymentMethodFor(controller, more.paymentPage as Page);
    const stale = await page(controller, session.id, 'confirm', {
      email: 'ada@example.com',
      expected_amount: 2500,
      payment_method: method,
    });
    expect(stale.error).toMatchObject({ type: 'invalid_request_error', param: 'expected_amount' });

    const paid = await page(controller, session.id, 'confirm', {
      email: 'ada@example.com',
      expected_amount: 3750,
      payment_method: method,
    });
    expect(paid.paymentPage).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paid.paymentPage?.payment_intent).toMatchObject({ status: 'succeeded', amount: 3750 });
    const stored = await provider.secret('GET', `checkout/sessions/${session.id}`);
    expect(stored).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 3750,
    });

    const again = await page(controller, session.id, 'confirm', {
      email: 'ada@example.com',
      payment_method: method,
    });
    expect(again.error?.type).toBe('invalid_request_error');
  });

  it('answers a declined card as a card error the SDK turns into paymentFailed', async () => {
    const session = await elementsSession();
    const { controller } = provider.newController();
    const loaded = (await page(controller, session.id, 'init')).paymentPage as Page;
    const declined = {
      ...CARD_ANSWERS,
      collect: {
        ...CARD_ANSWERS.collect,
        card: { ...CARD_ANSWERS.collect.card, number: '4000000000000002' },
      },
    };
    const method = await paymentMethodFor(controller, loaded, declined);
    const refused = await page(controller, session.id, 'confirm', {
      email: 'ada@example.com',
      expected_amount: 2500,
      payment_method: method,
    });
    expect(refused.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    const after = (await page(controller, session.id, 'retrieve')).paymentPage as Page;
    expect(after.status).toBe('open');
  });

  it("refuses a session id that is not one, and another account's session is missing", async () => {
    const { controller } = provider.newController();
    await expect(
      controller.handle('payment-page', { sessionId: 'pi_123', op: 'init', params: {} }),
    ).rejects.toMatchObject({ type: 'integration_error' });
    await expect(
      controller.handle('payment-page', { sessionId: 'cs_test_x', op: 'drop', params: {} }),
    ).rejects.toMatchObject({ type: 'integration_error' });
    const missing = await page(controller, 'cs_test_doesnotexist', 'init');
    expect(missing.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
    });
  });
});
