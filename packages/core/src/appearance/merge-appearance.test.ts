import { describe, expect, it } from 'vitest';
import { mergeAppearance } from './merge-appearance.js';
import { resolveAppearance } from './resolve-appearance.js';
import { THEME_VARIABLES } from './themes.js';

describe('mergeAppearance', () => {
  it.each(['stripe', 'flat', 'night'] as const)('starts from the %s theme defaults', (theme) => {
    expect(mergeAppearance({ theme }).variables).toEqual(THEME_VARIABLES[theme]);
  });

  it('falls back to the stripe theme, labels above and spaced inputs', () => {
    expect(mergeAppearance({ theme: 'neon', labels: 'x', inputs: 'y' })).toMatchObject({
      theme: 'stripe',
      labels: 'above',
      inputs: 'spaced',
    });
  });

  it('maps aliases to their current names and ignores values that are not strings', () => {
    const merged = mergeAppearance({ variables: { spacingGridRow: '4px', colorPrimary: 5 } });
    expect(merged.variables.gridRowSpacing).toBe('4px');
    expect(merged.variables.colorPrimary).toBe(THEME_VARIABLES.stripe.colorPrimary);
  });

  it('keeps rules as given, string declarations only', () => {
    const merged = mergeAppearance({
      rules: { '.Input': { color: 'red', padding: 3 }, '.Tab': 4 },
    });
    expect(merged.rules).toEqual({ '.Input': { color: 'red' } });
  });

  it('agrees with resolveAppearance on a valid appearance', () => {
    const appearance = {
      theme: 'night',
      labels: 'floating',
      inputs: 'condensed',
      variables: { colorPrimary: '#ff0000', borderRadius: '2px' },
      rules: { '.Input:focus': { borderColor: '#00ff00' } },
    };
    const resolved = resolveAppearance(appearance);
    const merged = mergeAppearance(appearance);
    expect(merged.rules).toEqual(resolved.rules);
    expect(merged).toMatchObject({ theme: 'night', labels: 'floating', inputs: 'condensed' });
    for (const [name, value] of Object.entries(merged.variables))
      expect(resolved.variables[name]).toBe(value);
  });
});
