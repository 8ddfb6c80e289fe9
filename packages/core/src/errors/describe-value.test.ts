import { describe, expect, it } from 'vitest';
import { describeValue } from './describe-value.js';

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
  ])('describes %j as %s (quoted) and %s (typed)', (value, quoted, typed) => {
    expect(describeValue(value)).toBe(quoted);
    expect(describeValue(value, 'typed')).toBe(typed);
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
    expect(describeValue(secret, 'typed')).toBe('[redacted]');
  });

  it('shows a publishable key, which is no secret', () => {
    expect(describeValue('pk_test_123', 'typed')).toBe('a string (pk_test_123)');
  });

  it('cuts long strings to 40 characters', () => {
    expect(describeValue('x'.repeat(50))).toBe(JSON.stringify('x'.repeat(40)));
  });
});
