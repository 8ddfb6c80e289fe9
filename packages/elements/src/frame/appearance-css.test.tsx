import { describe, expect, it } from 'vitest';
import { appearanceCss, declarations } from './appearance-css.js';

describe('appearance to CSS', () => {
  it.each([
    ['stripe', '--k-colorBackground:#ffffff'],
    ['flat', '--k-colorInputBackground:#f1f1f1'],
    ['night', '--k-colorText:#ffffff'],
  ])('writes the %s theme as custom properties', (theme, expected) => {
    expect(appearanceCss({ theme }).css).toContain(expected);
  });

  it('lets merchant variables override the theme', () => {
    const { css } = appearanceCss({ variables: { colorPrimary: '#ff0000', borderRadius: '0px' } });
    expect(css).toContain('--k-colorPrimary:#ff0000');
    expect(css).toContain('--k-borderRadius:0px');
  });

  it('writes valid rules and leaves out selectors the Appearance API does not know', () => {
    const { css } = appearanceCss({
      rules: { '.Input:focus': { borderColor: 'blue' }, body: { display: 'none' } },
    });
    expect(css).toContain('.Input:focus{border-color:blue}');
    expect(css).not.toContain('display');
  });

  it('reads the labels option', () => {
    expect(appearanceCss({ labels: 'floating' }).labels).toBe('floating');
    expect(appearanceCss({ labels: 'sideways' }).labels).toBe('above');
    expect(appearanceCss(undefined).labels).toBe('above');
  });

  it('uses the error text colour the controller derived once it arrives', () => {
    expect(appearanceCss({ theme: 'stripe' }).css).toContain('--k-colorDangerText:#df1b41');
    const { css } = appearanceCss({ theme: 'stripe' }, { colorDangerText: '#b3002d' });
    expect(css).toContain('--k-colorDangerText:#b3002d');
  });

  it('reads the inputs option', () => {
    expect(appearanceCss({ inputs: 'condensed' }).inputs).toBe('condensed');
    expect(appearanceCss({}).inputs).toBe('spaced');
  });

  it('gives error text a colour that reads on the background', () => {
    expect(appearanceCss({ theme: 'night' }).css).toMatch(/--k-colorDangerText:#[0-9a-f]{6}/i);
  });

  it.each([
    ['a declaration break', { color: 'red;background:blue' }],
    ['a block break', { color: 'red}body{display:none' }],
    ['a url', { backgroundImage: 'url(https://tracker.example/pixel)' }],
    ['a property name with punctuation', { 'color:red;x': 'blue' }],
  ])('drops a value with %s', (_, style) => {
    expect(declarations(style)).toBe('');
  });
});
