import { BRAND_RANGES, type CardVariant, expandRange, VARIANTS } from './brand-table.js';

// A digit trie built once, on the first non-empty number asked about: not at module load, where it
// would add a few milliseconds to a card frame's start. Detection walks it with charCodeAt
// only: no regex, no string building and no allocation per call.
const NONE = -1;
const MIXED = -2;

interface Trie {
  children: Int32Array; // node * 10 + digit -> child node, or 0 when absent (root is never a child)
  full: Int8Array; // variant index whose prefix ends exactly at this node
  sole: Int8Array; // the only variant reachable from this node, NONE or MIXED
}

function buildTrie(): Trie {
  const children: number[] = new Array(10).fill(0);
  const full: number[] = [NONE];
  for (const [variant, ranges] of Object.entries(BRAND_RANGES)) {
    const index = VARIANTS.indexOf(variant as CardVariant);
    for (const range of ranges) {
      const prefixes = typeof range === 'string' ? [range] : expandRange(range[0], range[1]);
      for (const prefix of prefixes) {
        let node = 0;
        for (const ch of prefix) {
          const slot = node * 10 + Number(ch);
          if (children[slot] === 0) {
            children[slot] = full.length;
            full.push(NONE);
            children.push(...new Array(10).fill(0));
          }
          node = children[slot] as number;
        }
        full[node] = index;
      }
    }
  }
  const sole: number[] = new Array(full.length).fill(NONE);
  const solve = (node: number): number => {
    let found = full[node] ?? NONE;
    for (let d = 0; d < 10; d++) {
      const child = children[node * 10 + d] ?? 0;
      if (child === 0) continue;
      const s = solve(child);
      if (s === NONE) continue;
      found = found === NONE || found === s ? s : MIXED;
    }
    sole[node] = found;
    return found;
  };
  solve(0);
  return {
    children: Int32Array.from(children),
    full: Int8Array.from(full),
    sole: Int8Array.from(sole),
  };
}

let trie: Trie | null = null;

/**
 * Index into VARIANTS of the longest matching prefix. While the typed digits are still shorter
 * than every prefix, a brand is reported as soon as only one brand can follow ('35' is jcb).
 */
export function detectVariantIndex(input: string): number {
  if (input === '') return 0;
  trie ??= buildTrie();
  const { children, full, sole } = trie;
  let node = 0;
  let best = 0;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    let d = code - 0x30;
    if (d < 0 || d > 9) {
      d = code - 0xff10;
      if (d < 0 || d > 9) continue;
    }
    const next = children[node * 10 + d] as number;
    if (next === 0) return best;
    node = next;
    const f = full[node] as number;
    if (f !== NONE) best = f;
  }
  if (best !== 0 || node === 0) return best;
  const s = sole[node] as number;
  return Math.max(s, 0);
}
