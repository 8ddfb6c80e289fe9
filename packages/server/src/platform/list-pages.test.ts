import { describe, expect, it } from 'vitest';
import { ListFilter } from './list-pages.js';

describe('ListFilter', () => {
  it('starts with the account as $1 and numbers each value as it is added', () => {
    const filter = new ListFilter('acct_1')
      .also('NOT deleted')
      .equals('charge_id', 'ch_1')
      .on(['a', 'b'], (types) => `type = ANY(${types}::text[])`)
      .created({ gte: 10, lt: 20 }, 'created');
    expect(filter.where).toEqual([
      'account_id = $1',
      'NOT deleted',
      'charge_id = $2',
      'type = ANY($3::text[])',
      'created >= $4',
      'created < $5',
    ]);
    expect(filter.values).toEqual(['acct_1', 'ch_1', ['a', 'b'], 10, 20]);
  });

  it('adds nothing for a filter not given, but keeps false, 0 and exact created', () => {
    const filter = new ListFilter('acct_1')
      .equals('charge_id', undefined)
      .on(undefined, (json) => `data @> ${json}::jsonb`)
      .created(undefined, 'created')
      .equals('enabled', false)
      .equals('amount', 0)
      .created(1700000000, 'created');
    expect(filter.where).toEqual([
      'account_id = $1',
      'enabled = $2',
      'amount = $3',
      'created = $4',
    ]);
    expect(filter.values).toEqual(['acct_1', false, 0, 1700000000]);
  });
});
