import { describe, expect, it } from 'vitest';
import { newId, randomBase62 } from './ids.js';

describe('ids', () => {
  it('prefixes ids with their object type', () => {
    expect(newId('pi')).toMatch(/^pi_[0-9A-Za-z]{24}$/);
    expect(newId('req', 14)).toMatch(/^req_[0-9A-Za-z]{14}$/);
  });

  it('never repeats across many ids, past the random pool', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => randomBase62(24)));
    expect(ids.size).toBe(5000);
  });

  it('uses every base62 character about equally', () => {
    const counts = new Map<string, number>();
    for (const char of randomBase62(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700);
  });
});
