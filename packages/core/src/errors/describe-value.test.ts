import { describe, expect, it } from 'vitest';
import { describeValue, describeValueTyped } from './describe-value.js';

describe('describeValue', () => {
  it.each([
    ['abc', '"abc"', 'a string (abc)'],
    ['', 'an empty string', 'a string ()'],
    [5, '5', 'a number (5)'],
    [true, 'true', 'a boolean (true)'],
    [null, 'null', 'null'],
    [undefined, 'undefined', 'undefined'],
    [[1], 'an array', 'an array'],
    [() => {}, 'a function', 'a function'],
    [{ a: 1, b: 2 }, 'an object', 'an object with keys a, b'],
    [{}, 'an object', 'an empty object'],
  ])('describes %j as %s (loader) and %s (React)', (value, quoted, typed) => {
    expect(describeValue(value)).toBe(quoted);
    expect(describeValueTyped(value)).toBe(typed);
  });

  it.each([
    'sk_test_51abc',
    'sk_live_51abc',
    'rk_test_51abc',
    'rk_live_51abc',
    'pi_123_secret_abc',
    'seti_123_secret_abc',
  ])('redacts the secret %s in both styles', (secret) => {
    expect(describeValue(secret)).toBe('[redacted]');
    expect(describeValueTyped(secret)).toBe('[redacted]');
  });

  it('shows a publishable key, which is no secret', () => {
    expect(describeValueTyped('pk_test_123')).toBe('a string (pk_test_123)');
  });

  it('cuts long strings to 40 characters', () => {
    expect(describeValue('x'.repeat(50))).toBe(JSON.stringify('x'.repeat(40)));
  });
});
