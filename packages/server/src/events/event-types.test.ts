import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, isEventType } from './event-types.js';

const SRC = new URL('../', import.meta.url);
const FAMILIES =
  /'((?:charge|customer|payment_intent|payment_method|refund|setup_intent)\.[a-z_.]+)'/g;

/** Event type literals in every source file that writes events. */
async function emittedTypes(): Promise<Set<string>> {
  const files = (await readdir(SRC, { recursive: true, encoding: 'utf8' })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const found = new Set<string>();
  for (const file of files) {
    const text = await readFile(new URL(file, SRC), 'utf8');
    if (!/from '[./]*(?:events\/)?(event-service|intent-events)\.js'/.test(text)) continue;
    for (const match of text.matchAll(FAMILIES)) found.add(match[1] as string);
  }
  return found;
}

describe('EVENT_TYPES', () => {
  it('names every type a service writes, so endpoints can subscribe to it', async () => {
    const emitted = await emittedTypes();
    expect(emitted.size).toBeGreaterThan(10);
    expect([...emitted].filter((type) => !isEventType(type))).toEqual([]);
  });

  it('is sorted and free of duplicates', () => {
    expect([...EVENT_TYPES]).toEqual([...new Set(EVENT_TYPES)].sort());
  });
});
