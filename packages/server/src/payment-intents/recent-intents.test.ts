import { describe, expect, it } from 'vitest';
import { RecentIntents } from './recent-intents.js';

const json = (id: string) => JSON.stringify({ id, object: 'payment_intent', amount: 100 });

describe('RecentIntents', () => {
  it('hands a remembered intent out once, as a copy of its own', () => {
    const recent = new RecentIntents();
    recent.remember('acct_1', 'pi_1', json('pi_1'), '731');
    const taken = recent.take('acct_1', 'pi_1');
    expect(taken).toEqual({
      data: { id: 'pi_1', object: 'payment_intent', amount: 100 },
      version: '731',
    });
    expect(recent.take('acct_1', 'pi_1')).toBeUndefined();
  });

  it('keeps accounts apart', () => {
    const recent = new RecentIntents();
    recent.remember('acct_1', 'pi_1', json('pi_1'), '1');
    expect(recent.take('acct_2', 'pi_1')).toBeUndefined();
    expect(recent.take('acct_1', 'pi_1')?.version).toBe('1');
  });

  it('keeps the newest version written and forgets the oldest intents past its capacity', () => {
    const recent = new RecentIntents(2);
    recent.remember('acct_1', 'pi_1', json('pi_1'), '1');
    recent.remember('acct_1', 'pi_2', json('pi_2'), '2');
    recent.remember('acct_1', 'pi_1', json('pi_1'), '3');
    recent.remember('acct_1', 'pi_3', json('pi_3'), '4');
    expect(recent.take('acct_1', 'pi_2')).toBeUndefined();
    expect(recent.take('acct_1', 'pi_1')?.version).toBe('3');
    expect(recent.take('acct_1', 'pi_3')?.version).toBe('4');
  });
});
