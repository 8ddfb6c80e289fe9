// balance.available: announced once per newly available funds, by one of the processes.
import { describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestApi } from '../testing/harness.js';
import { announceAvailableFunds } from './balance-available.js';

describe.each(STORE_KINDS)('balance.available on %s', (kind) => {
  const api = useTestApi(kind);

  const count = async () =>
    Number(
      (
        await api.store.query<{ n: string }>(
          "SELECT count(*)::text AS n FROM events WHERE type = 'balance.available'",
        )
      )[0]?.n,
    );

  it('is sent once when a bypassPending payment makes funds available at once', async () => {
    const now = () => Math.floor(Date.now() / 1000);
    await announceAvailableFunds(api.store, now());
    const before = await count();
    const paid = await api.post('/v1/payment_intents', {
      amount: 2000,
      currency: 'usd',
      payment_method: 'pm_card_bypassPending',
      confirm: true,
    });
    expect((await paid.json()).status).toBe('succeeded');
    // A pending payment (available in two days) announces nothing yet.
    await api.post('/v1/payment_intents', {
      amount: 500,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    const [first, second] = await Promise.all([
      announceAvailableFunds(api.store, now()),
      announceAvailableFunds(api.store, now()),
    ]).catch(async () => [await announceAvailableFunds(api.store, now()), 0]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await count()).toBe(before + 1);
    const [event] = await api.store.query<{ data: { data: { object: unknown } } }>(
      "SELECT data FROM events WHERE type = 'balance.available' ORDER BY seq DESC LIMIT 1",
    );
    expect(event?.data.data.object).toMatchObject({
      object: 'balance',
      available: [expect.objectContaining({ currency: 'usd' })],
    });
    expect(await announceAvailableFunds(api.store, now())).toBe(0);
  });
});
