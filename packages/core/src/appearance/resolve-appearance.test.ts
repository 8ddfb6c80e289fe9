import { describe, expect, it } from 'vitest';
import { parseColor } from './color.js';
import { contrastRatio } from './contrast.js';
import { mergeAppearance } from './merge-appearance.js';
import { resolveAppearance } from './resolve-appearance.js';
import { THEME_VARIABLES } from './themes.js';

describe('resolveAppearance', () => {
  it('gives the stripe theme, labels above and spaced inputs by default', () => {
    const resolved = resolveAppearance();
    expect(resolved).toMatchObject({
      theme: 'stripe',
      labels: 'above',
      inputs: 'spaced',
      rules: {},
      warnings: [],
    });
    expect(resolved.variables).toMatchObject(THEME_VARIABLES.stripe);
    expect(resolved.variables.gridRowSpacing).toBe('10px');
    expect(resolved.variables.gridColumnSpacing).toBe('10px');
  });

  it.each(['stripe', 'flat', 'night'] as const)('starts from the %s theme defaults', (theme) => {
    const resolved = resolveAppearance({ theme });
    expect(resolved.theme).toBe(theme);
    expect(resolved.variables).toMatchObject(THEME_VARIABLES[theme]);
  });

  it('gives the night theme light text on a dark background', () => {
    const { variables } = resolveAppearance({ theme: 'night' });
    expect(
      contrastRatio(
        parseColor(variables.colorText ?? ''),
        parseColor(variables.colorBackground ?? ''),
      ),
    ).toBeGreaterThan(7);
  });

  it('merges valid variables over the theme and drops invalid ones', () => {
    const resolved = resolveAppearance({
      theme: 'flat',
      variables: { colorPrimary: '#ff0000', borderRadius: 'huge', colorIconTab: '#00ff00' },
    });
    expect(resolved.variables.colorPrimary).toBe('#ff0000');
    expect(resolved.variables.borderRadius).toBe(THEME_VARIABLES.flat.borderRadius);
    expect(resolved.variables.tabIconColor).toBe('#00ff00');
    expect(resolved.warnings.map((warning) => warning.code)).toEqual(['invalid_variable_value']);
  });

  it('keeps valid rules and drops invalid selectors and values', () => {
    const { rules } = resolveAppearance({
      rules: {
        '.Input': { color: 'red', background: 'url(x.png)' },
        '.Bogus': { color: 'red' },
      },
    });
    expect(rules).toEqual({ '.Input': { color: 'red' } });
  });

  it.each([
    [{ labels: 'floating' }, 'floating'],
    [{ labels: 'above', inputs: 'condensed' }, 'above'],
    [{ labels: 'auto' }, 'above'],
    [{ labels: 'auto', inputs: 'spaced' }, 'above'],
    [{ labels: 'auto', inputs: 'condensed' }, 'floating'],
    [{ inputs: 'condensed' }, 'floating'],
    [{}, 'above'],
  ])(
    "places labels as Stripe does ('auto' floats them on condensed inputs): %j -> %s",
    (appearance, labels) => {
      expect(resolveAppearance(appearance).labels).toBe(labels);
      expect(mergeAppearance(appearance).labels).toBe(labels);
    },
  );

  it('computes readable text colours on the primary and background colours', () => {
    const { variables } = resolveAppearance({ variables: { colorPrimary: '#ffeb3b' } });
    expect(variables.accessibleColorOnColorPrimary).toBe('#000000');
    expect(resolveAppearance({ theme: 'night' }).variables.accessibleColorOnColorBackground).toBe(
      '#ffffff',
    );
  });

  it('darkens a pale danger colour until error text reaches AA on the background', () => {
    const { derived } = resolveAppearance({ variables: { colorDanger: '#ff9999' } });
    const ratio = contrastRatio(parseColor(derived.colorDangerText), parseColor('#ffffff'));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(derived.colorDangerText).not.toBe('#ff9999');
  });
});
