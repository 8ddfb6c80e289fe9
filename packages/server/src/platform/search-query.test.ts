import { describe, expect, it } from 'vitest';
import {
  checkSearchQuery,
  parseSearchQuery,
  type SearchFields,
  searchCondition,
} from './search-query.js';

const FIELDS: SearchFields = {
  active: { kind: 'boolean', column: 'active' },
  created: { kind: 'timestamp', column: 'created' },
  metadata: { kind: 'metadata' },
  name: { kind: 'string', column: 'name', substring: true },
  currency: { kind: 'token', column: 'currency' },
};

const error = (query: string, fields = FIELDS) => {
  try {
    checkSearchQuery(parseSearchQuery(query), fields, 'products');
  } catch (thrown) {
    return thrown as { param: string; message: string; status: number };
  }
  return null;
};

describe('the search query language', () => {
  it('parses clauses, operators, quotes, negation and metadata keys', () => {
    expect(
      parseSearchQuery(`active:'true' AND name~"mug" -metadata['color']:'red' created>=1700000000`),
    ).toEqual({
      join: 'AND',
      clauses: [
        { field: 'active', metadataKey: undefined, operator: ':', negated: false, value: 'true' },
        { field: 'name', metadataKey: undefined, operator: '~', negated: false, value: 'mug' },
        { field: 'metadata', metadataKey: 'color', operator: ':', negated: true, value: 'red' },
        {
          field: 'created',
          metadataKey: undefined,
          operator: '>=',
          negated: false,
          value: 1_700_000_000,
        },
      ],
    });
  });

  it('reads OR, escapes and null', () => {
    const query = parseSearchQuery(`name:'it\\'s' or metadata["k"]:null OR created<5`);
    expect(query.join).toBe('OR');
    expect(query.clauses.map((c) => c.value)).toEqual(["it's", null, 5]);
    expect(query.clauses[1]?.metadataKey).toBe('k');
  });

  it('refuses what Stripe refuses, naming the query param', () => {
    for (const bad of [
      '',
      "name:'a' AND active:'true' OR currency:'usd'",
      "name:'unterminated",
      'name:unquoted',
      "name='x'",
      "colour:'red'",
      "name~'ab'",
      "active:'maybe'",
      "created:'yesterday'",
      "created~'170'",
      "name>'a'",
      "metadata:'x'",
      'active:null',
      "name:'a'name:'b'",
      Array.from({ length: 11 }, (_, i) => `name:'n${i}'`).join(' AND '),
    ]) {
      expect(error(bad), bad).toMatchObject({ param: 'query', status: 400 });
    }
    expect(error("colour:'red'")?.message).toBe(
      'Field `colour` is an unsupported search field for resource `products`. See https://stripe.com/docs/search#query-fields-for-products for a list of supported fields.',
    );
  });

  it('compiles to one SQL condition with numbered values', () => {
    const values: unknown[] = ['acct'];
    const query = parseSearchQuery(`name~'Mug' -metadata['color']:'red' active:'false' created>10`);
    checkSearchQuery(query, FIELDS, 'products');
    expect(searchCondition(query, FIELDS, values)).toBe(
      "((strpos(lower(name), lower($2)) > 0) AND ((data->'metadata'->>$3) = $4) IS NOT TRUE AND (active = $5) AND (created > $6))",
    );
    expect(values).toEqual(['acct', 'Mug', 'color', 'red', false, 10]);
    const or: unknown[] = [];
    const either = parseSearchQuery(`currency:'usd' OR metadata['k']:null`);
    expect(searchCondition(either, FIELDS, or)).toBe(
      "((currency = $1) OR ((data->'metadata'->>$2) IS NULL))",
    );
  });
});
