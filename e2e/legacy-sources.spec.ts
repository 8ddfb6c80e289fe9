import { expect, test } from '@playwright/test';
import { DEMO_URL, PUBLISHABLE_KEY } from './e2e-env.js';
import { Playground } from './pages/playground.js';
import { chargeSourceOnServer, readSource } from './provider-api.js';

// Stripe's Sources API for iDEAL as a legacy shop uses it: stripe.createSource() on the
// merchant page, the buyer sent to the source's redirect URL (the test bank's page), back to
// the shop with the source in the query, stripe.retrieveSource() showing it chargeable, and
// the shop's server charging it once.

interface Source {
  id: string;
  client_secret: string;
  status: string;
  redirect: { url: string; status: string };
}

test('createSource(ideal) → the bank page → Authorize → back to the shop → chargeable → charged and consumed', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  const returnUrl = `${DEMO_URL}/playground?order=42`;
  const { result } = await playground.instance('createSource', {
    type: 'ideal',
    amount: 1099,
    currency: 'eur',
    owner: { name: 'Jenny Rosen' },
    ideal: { bank: 'ing' },
    redirect: { return_url: returnUrl },
  });
  const source = result.source as Source;
  expect(source).toMatchObject({ status: 'pending', redirect: { status: 'pending' } });

  // The shop sends the buyer to the source's redirect URL, as Stripe's iDEAL guide says.
  await page.evaluate((url) => window.location.assign(url), source.redirect.url);
  await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
  await expect(page.getByText('iDEAL').first()).toBeVisible();
  await page.getByRole('button', { name: 'Authorize test payment' }).click();

  await page.waitForURL((url) => url.pathname === '/playground' && url.searchParams.has('source'));
  const back = new URL(page.url());
  expect(Object.fromEntries(back.searchParams)).toEqual({
    order: '42',
    source: source.id,
    client_secret: source.client_secret,
    livemode: 'false',
  });

  // Back on the shop: the page reads the source with the publishable key and its secret.
  const read = await page.evaluate(
    async ({ key, id, secret }) => {
      const w = window as unknown as {
        Kassa(key: string): { retrieveSource(source: object): Promise<unknown> };
      };
      const answer = await w.Kassa(key).retrieveSource({ id, client_secret: secret });
      return JSON.parse(JSON.stringify(answer)) as { source: Source };
    },
    {
      key: PUBLISHABLE_KEY,
      id: back.searchParams.get('source') ?? '',
      secret: back.searchParams.get('client_secret') ?? '',
    },
  );
  expect(read.source).toMatchObject({
    id: source.id,
    status: 'chargeable',
    redirect: { status: 'succeeded' },
  });

  const charge = await chargeSourceOnServer(source.id, 1099, 'eur');
  expect(charge).toMatchObject({ paid: true, status: 'succeeded', payment_method: source.id });
  expect((await readSource(source.id)).status).toBe('consumed');
});

test('a buyer who fails the iDEAL source at the bank comes back to a failed source the server cannot charge', async ({
  page,
}) => {
  const playground = await Playground.open(page);
  const { result } = await playground.instance('createSource', {
    type: 'ideal',
    amount: 500,
    currency: 'eur',
    redirect: { return_url: `${DEMO_URL}/playground` },
  });
  const source = result.source as Source;
  await page.evaluate((url) => window.location.assign(url), source.redirect.url);
  await page.waitForURL((url) => url.pathname.startsWith('/bank_redirect/'));
  await page.getByRole('button', { name: 'Fail test payment' }).click();
  await page.waitForURL((url) => url.pathname === '/playground' && url.searchParams.has('source'));
  expect(new URL(page.url()).searchParams.get('source')).toBe(source.id);
  expect((await readSource(source.id)).status).toBe('failed');
  await expect(chargeSourceOnServer(source.id, 500, 'eur')).rejects.toThrow(
    'The source you provided is not in a chargeable state.',
  );
});
