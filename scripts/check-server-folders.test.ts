import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { folderCycles, folderGraph } from './check-server-folders.mjs';

const graphOf = (edges: Record<string, string[]>) =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('the server folder check', () => {
  it('finds two folders that import each other', () => {
    expect(
      folderCycles(graphOf({ customers: ['platform', 'intents'], intents: ['customers'] })),
    ).toEqual([['customers', 'intents']]);
  });

  it('finds a loop through three folders', () => {
    const cycles = folderCycles(graphOf({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }));
    expect(cycles).toEqual([['a', 'b', 'c']]);
  });

  it('accepts a graph that runs one way', () => {
    expect(folderCycles(graphOf({ http: ['platform'], customers: ['http', 'platform'] }))).toEqual(
      [],
    );
  });

  it('holds for the server as it is', () => {
    const graph = folderGraph();
    expect(graph.has('payment-intents')).toBe(true);
    expect(folderCycles(graph)).toEqual([]);
  });
});
