import { describe, expect, it } from 'vitest';
import { TEST_CARD_TABLE } from './test-cards.js';
import { WALLET_TEST_CARDS, walletTestCard } from './wallet-test-cards.js';

describe('the test wallet cards', () => {
  it.each(WALLET_TEST_CARDS)(
    '$id is the test card of that token id in the test card table',
    (entry) => {
      const row = TEST_CARD_TABLE.find((candidate) => candidate.ids?.includes(entry.id));
      expect(row?.number).toBe(entry.number);
      expect(row?.brand).toBe(entry.brand);
      expect(row?.result === 'declined').toBe(entry.declines);
    },
  );

  it('finds a card by id and knows no other value, not even another test token', () => {
    expect(walletTestCard('tok_amex')?.number).toBe('378282246310005');
    expect(walletTestCard('tok_discover')).toBeUndefined();
    expect(walletTestCard('4242424242424242')).toBeUndefined();
    expect(walletTestCard(undefined)).toBeUndefined();
  });
});
