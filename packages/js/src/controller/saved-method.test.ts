import type { Json } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { readCollected } from './saved-method.js';

type Body = Record<string, Json>;

describe('reading what the Payment Element collected', () => {
  const group = (session: Body | null) =>
    ({ session }) as unknown as Parameters<typeof readCollected>[1];
  const withUsage = (usage: string | null, extra: Body = {}) => ({
    customer: {
      customer_session: {
        components: { payment_element: { features: { payment_method_save_usage: usage } } },
      },
    },
    ...extra,
  });
  const NEW = { type: 'card', card: { number: '4242424242424242' } };

  it.each([
    ['a saved card', { saved_payment_method: 'pm_1' }, null, 'pm_1', null, undefined],
    ['a new card, not saved', NEW, withUsage(null), null, null, undefined],
    [
      'a saved-for-later card',
      { ...NEW, save_payment_method: true },
      withUsage(null),
      null,
      'off_session',
      'always',
    ],
    [
      'the session usage',
      { ...NEW, save_payment_method: true },
      withUsage('on_session'),
      null,
      'on_session',
      'always',
    ],
    [
      'an intent that saves already',
      { ...NEW, save_payment_method: true },
      withUsage('on_session', { setup_future_usage: 'off_session' }),
      null,
      null,
      'always',
    ],
  ])('reads %s', (_, collected, session, savedId, usage, redisplay) => {
    const choice = readCollected(collected as Body, group(session as Body | null));
    expect(choice.savedId).toBe(savedId);
    expect(choice.setupFutureUsage).toBe(usage);
    expect(choice.data.allow_redisplay).toBe(redisplay);
    expect(choice.data).not.toHaveProperty('save_payment_method');
    expect(choice.data).not.toHaveProperty('saved_payment_method');
  });
});
