import { describe, expect, it } from 'vitest';
import { acceptedFonts, validateFonts } from './fonts.js';
import { checkRuleSelector } from './rules.js';
import { validateAppearance } from './validate-appearance.js';

const codes = (appearance: unknown) =>
  validateAppearance(appearance).map(({ code, path }) => [code, path]);

describe('validateAppearance', () => {
  it('accepts a typical appearance without warnings', () => {
    expect(
      validateAppearance({
        theme: 'night',
        labels: 'floating',
        inputs: 'condensed',
        variables: {
          colorPrimary: '#0570de',
          colorBackground: 'rgb(48, 49, 61)',
          colorText: 'hsl(0, 0%, 100%)',
          fontFamily: '"Inter", system-ui, sans-serif',
          spacingUnit: '3px',
          borderRadius: '4px',
          gridRowSpacing: '1.5rem',
          iconColor: 'rebeccapurple',
          logoColor: 'dark',
        },
        rules: {
          '.Input': { border: '1px solid #e6e6e6', boxShadow: '0 1px 1px rgba(0, 0, 0, 0.03)' },
          '.Input--invalid:focus': { color: 'var(--colorDanger)' },
          '.Tab--selected .TabIcon, .Label': { 'font-weight': '600' },
          '.Input::placeholder': { color: '#888' },
        },
      }),
    ).toEqual([]);
  });

  it.each([
    [{ theme: 'dark' }, 'invalid_theme', 'theme'],
    [{ theme: 'none' }, 'invalid_theme', 'theme'],
    [{ labels: 'inside' }, 'invalid_labels', 'labels'],
    [{ inputs: 'wide' }, 'invalid_inputs', 'inputs'],
    ['night', 'invalid_appearance', 'appearance'],
    [{ variables: { colorBrand: '#fff' } }, 'unknown_variable', 'variables.colorBrand'],
    [{ variables: { spacingUnit: 4 } }, 'invalid_variable_type', 'variables.spacingUnit'],
    [{ variables: { colorPrimary: 'red' } }, 'invalid_variable_value', 'variables.colorPrimary'],
    [{ variables: { colorText: 'nope' } }, 'invalid_variable_value', 'variables.colorText'],
    [{ variables: { iconColor: 'nope' } }, 'invalid_variable_value', 'variables.iconColor'],
    [{ variables: { logoColor: 'blue' } }, 'invalid_variable_value', 'variables.logoColor'],
    [{ variables: { borderRadius: 'big' } }, 'invalid_variable_value', 'variables.borderRadius'],
    [{ variables: { gridRowSpacing: '10' } }, 'invalid_variable_value', 'variables.gridRowSpacing'],
    [
      { variables: { gridColumnSpacing: '10%' } },
      'invalid_variable_value',
      'variables.gridColumnSpacing',
    ],
    [
      { variables: { fontFamily: 'x; background: red' } },
      'invalid_characters',
      'variables.fontFamily',
    ],
    [
      { variables: { fontFamily: 'url(https://evil.test/x)' } },
      'url_not_allowed',
      'variables.fontFamily',
    ],
    [{ rules: { '.Unknown': { color: 'red' } } }, 'invalid_rule_selector', 'rules[".Unknown"]'],
    [{ rules: { 'svg|a': {} } }, 'namespace_not_allowed', 'rules["svg|a"]'],
    [
      { rules: { '.Input': { background: 'url(x.png)' } } },
      'url_not_allowed',
      'rules[".Input"].background',
    ],
    [
      { rules: { '.Input': { color: 'red}body{' } } },
      'invalid_characters',
      'rules[".Input"].color',
    ],
    [
      { rules: { '.Input': { '--custom': 'red' } } },
      'invalid_rule_property',
      'rules[".Input"].--custom',
    ],
    [{ rules: { '.Input': { color: 3 } } }, 'invalid_rule_value', 'rules[".Input"].color'],
    [{ rules: { '.Input': 'red' } }, 'invalid_rules', 'rules[".Input"]'],
    [{ rules: [] }, 'invalid_rules', 'rules'],
  ])('warns about %j with %s', (appearance, code, path) => {
    expect(codes(appearance)).toEqual([[code, path]]);
  });

  it('returns one warning per problem and never throws', () => {
    const warnings = validateAppearance({
      theme: 1,
      variables: { colorPrimary: 'nope', fontFamily: '{}' },
      rules: { '.Nope': {} },
    });
    expect(warnings.map((warning) => warning.code)).toEqual([
      'invalid_theme',
      'invalid_variable_value',
      'invalid_characters',
      'invalid_rule_selector',
    ]);
    expect(validateAppearance(undefined)).toEqual([]);
    expect(validateAppearance(null)).toEqual([
      { code: 'invalid_appearance', path: 'appearance', value: null },
    ]);
  });
});

describe('checkRuleSelector', () => {
  it.each([
    ['.Input', undefined],
    ['.Input--invalid', undefined],
    ['.Tab:hover', undefined],
    ['.Tab--selected:focus-visible', undefined],
    ['.Input::placeholder', undefined],
    ['.Label--floating, .Label--resting', undefined],
    ['.Error', undefined],
    ['.Input--bogus', 'invalid_rule_selector'],
    ['.Input:nth-child', 'invalid_rule_selector'],
    ['.Input::before', 'invalid_rule_selector'],
    ['Input', 'invalid_rule_selector'],
    ['#Input', 'invalid_rule_selector'],
    ['.Input > .Label', 'invalid_rule_selector'],
    ['.Input,', 'invalid_rule_selector'],
    ['*|.Input', 'namespace_not_allowed'],
  ])('%j -> %s', (selector, expected) => {
    expect(checkRuleSelector(selector)).toBe(expected);
  });
});

describe('validateFonts', () => {
  it.each([
    [[{ cssSrc: 'https://fonts.googleapis.com/css?family=Inter' }]],
    [[{ cssSrc: '//fonts.example.com/inter.css' }]],
    [[{ family: 'Inter', src: 'url(https://example.com/inter.woff2)', weight: '500' }]],
    [[{ family: 'Inter', src: "url('//example.com/inter.woff2') format('woff2')" }]],
    [[{ family: 'Inter', src: 'url(data:font/woff2;base64,AAAA)' }]],
  ])('accepts %j', (fonts) => {
    expect(validateFonts(fonts)).toEqual([]);
    expect(acceptedFonts(fonts)).toEqual(fonts);
  });

  it.each([
    [[{ cssSrc: 'http://fonts.example.com/inter.css' }], 'invalid_font_src', 'fonts[0].cssSrc'],
    [
      [{ family: 'Inter', src: 'url(http://example.com/a.woff)' }],
      'invalid_font_src',
      'fonts[0].src',
    ],
    [[{ family: 'Inter', src: 'url(javascript:alert(1))' }], 'invalid_font_src', 'fonts[0].src'],
    [[{ family: 'Inter', src: 'local(Inter)' }], 'local_font_not_allowed', 'fonts[0].src'],
    [[{ family: 'Inter' }], 'invalid_fonts', 'fonts[0]'],
    [{ cssSrc: 'https://x' }, 'invalid_fonts', 'fonts'],
  ])('warns about %j', (fonts, code, path) => {
    expect(validateFonts(fonts).map((warning) => [warning.code, warning.path])).toEqual([
      [code, path],
    ]);
    expect(acceptedFonts(fonts)).toEqual([]);
  });
});
