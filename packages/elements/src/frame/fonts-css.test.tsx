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
    ['a family with a quote', [{ family: 'A"}', src: 'url(https://f.example/a.woff)' }]],
    ['a plain http stylesheet', [{ cssSrc: 'http://fonts.example/css' }]],
  ])('leaves out %s', (_, fonts) => {
    expect(fontsCss(fonts)).toEqual({ css: '', stylesheets: [] });
  });
});
