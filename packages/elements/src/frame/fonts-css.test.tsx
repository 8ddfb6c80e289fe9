import { describe, expect, it } from 'vitest';
import { fontsCss } from './fonts-css.js';

describe('fonts option to CSS', () => {
  it('writes a @font-face rule with its descriptors', () => {
    const { css } = fontsCss([
      {
        family: 'Brand Sans',
        src: 'url(https://fonts.example/brand.woff2)',
        weight: '500',
        display: 'swap',
      },
    ]);
    expect(css).toBe(
      '@font-face{font-family:"Brand Sans";src:url(https://fonts.example/brand.woff2);font-display:swap;font-weight:500}',
    );
  });

  it('keeps a base64 data: source, whose ; sits inside url()', () => {
    const src = 'url(data:font/woff2;base64,d09GMgABAAAAAA==) format("woff2")';
    expect(fontsCss([{ family: 'Inline', src }]).css).toBe(
      `@font-face{font-family:"Inline";src:${src}}`,
    );
  });

  it('links stylesheet fonts', () => {
    expect(fontsCss([{ cssSrc: 'https://fonts.example/css?family=Brand' }]).stylesheets).toEqual([
      'https://fonts.example/css?family=Brand',
    ]);
  });

  it.each([
    ['a plain http source', [{ family: 'A', src: 'url(http://fonts.example/a.woff)' }]],
    ['a local() source', [{ family: 'A', src: 'local(Arial)' }]],
    [
      'a source that closes the rule',
      [{ family: 'A', src: 'url(https://f.example/a.woff)} body{display:none' }],
    ],
    [
      'a data: source followed by another declaration',
      [{ family: 'A', src: 'url(data:font/woff2;base64,AA==);font-weight:900' }],
    ],
    [
      'a url() that closes the rule inside it',
      [{ family: 'A', src: 'url("data:font/woff2;base64,AA==}body{display:none")' }],
    ],
    ['a family with a quote', [{ family: 'A"}', src: 'url(https://f.example/a.woff)' }]],
    ['a plain http stylesheet', [{ cssSrc: 'http://fonts.example/css' }]],
  ])('leaves out %s', (_, fonts) => {
    expect(fontsCss(fonts)).toEqual({ css: '', stylesheets: [] });
  });
});
