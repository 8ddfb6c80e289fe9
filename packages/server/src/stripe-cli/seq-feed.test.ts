import { describe, expect, it } from 'vitest';
import { SeqFeed } from './seq-feed.js';

describe('SeqFeed', () => {
  it('hands each row over once, including one committed late below rows already seen', async () => {
    const committed = new Set<number>();
    const delivered: number[] = [];
    const feed = new SeqFeed<{ seq: number }>(
      {
        last: async () => 0,
        since: async (cursor, gaps) =>
          [...committed]
            .filter((seq) => seq > cursor || gaps.includes(seq))
            .sort((a, b) => a - b)
            .map((seq) => ({ seq })),
      },
      (rows) => delivered.push(...rows.map((row) => row.seq)),
      { intervalMs: 5 },
    );
    await feed.start();
    committed.add(1);
    committed.add(3); // 2 is still open
    await new Promise((resolve) => setTimeout(resolve, 40));
    committed.add(2);
    committed.add(4);
    await new Promise((resolve) => setTimeout(resolve, 40));
    feed.stop();
    expect(delivered).toEqual([1, 3, 2, 4]);
  });
});
