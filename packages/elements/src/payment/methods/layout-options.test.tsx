import { describe, expect, it } from 'vitest';
import {
  orderMethods,
  readMethodsOptions,
  resolveLayout,
  startsCollapsed,
  visibleMethods,
} from './layout-options.js';

describe('Payment Element layout options', () => {
  it('reads a layout string or object, with 5 visible methods by default', () => {
    expect(readMethodsOptions({}).layout).toBe('tabs');
    expect(readMethodsOptions({ layout: 'accordion' })).toMatchObject({
      layout: 'accordion',
      maxVisible: 5,
      radios: false,
      spacedAccordionItems: false,
      defaultCollapsed: undefined,
    });
    expect(
      readMethodsOptions({
        layout: {
          type: 'accordion',
          radios: 'always',
          spacedAccordionItems: true,
          visibleAccordionItemsCount: 0,
        },
      }),
    ).toMatchObject({ radios: true, spacedAccordionItems: true, maxVisible: 0 });
    // A count that is no non-negative integer keeps the default.
    expect(readMethodsOptions({ layout: { maxVisiblePaymentMethods: -1 } }).maxVisible).toBe(5);
    expect(readMethodsOptions({ layout: { maxVisiblePaymentMethods: 2.5 } }).maxVisible).toBe(5);
  });

  it('reads fields.billingDetails as one value or field by field, and terms in snake case', () => {
    expect(readMethodsOptions({ fields: { billingDetails: 'never' } }).billing).toEqual({
      name: 'never',
      email: 'never',
      phone: 'never',
      address: 'never',
    });
    expect(
      readMethodsOptions({
        fields: { billingDetails: { email: 'if_required', address: { country: 'never' } } },
      }).billing,
    ).toEqual({ name: 'auto', email: 'if_required', phone: 'auto', address: 'auto' });
    expect(
      readMethodsOptions({ terms: { sepaDebit: 'never', auBecsDebit: 'always', card: 'x' } }).terms,
    ).toEqual({
      sepa_debit: 'never',
      au_becs_debit: 'always',
    });
  });

  it('auto is tabs up to three methods, an accordion beyond', () => {
    const auto = readMethodsOptions({ layout: 'auto' });
    expect(resolveLayout(auto, 3)).toBe('tabs');
    expect(resolveLayout(auto, 4)).toBe('accordion');
  });

  it('the collapse rule: an accordion of several methods, or when asked; never with saved methods', () => {
    const accordion = readMethodsOptions({ layout: 'accordion' });
    expect(startsCollapsed(accordion, 'accordion', 2, false)).toBe(true);
    expect(startsCollapsed(accordion, 'accordion', 1, false)).toBe(false);
    expect(startsCollapsed(accordion, 'accordion', 2, true)).toBe(false);
    const asked = readMethodsOptions({ layout: { type: 'accordion', defaultCollapsed: true } });
    expect(startsCollapsed(asked, 'accordion', 1, false)).toBe(true);
    const open = readMethodsOptions({ layout: { type: 'accordion', defaultCollapsed: false } });
    expect(startsCollapsed(open, 'accordion', 3, false)).toBe(false);
    expect(startsCollapsed(readMethodsOptions({}), 'tabs', 3, false)).toBe(false);
  });

  it('puts paymentMethodOrder first, ignoring types the session lacks and repeats', () => {
    expect(
      orderMethods(['card', 'ideal', 'sepa_debit'], ['sepa_debit', 'paypal', 'sepa_debit']),
    ).toEqual(['sepa_debit', 'card', 'ideal']);
  });

  it('shows the first methods and the selected one beyond them', () => {
    const all = ['card', 'ideal', 'sepa_debit', 'bancontact'];
    expect(visibleMethods(all, 2, false, null)).toEqual({ shown: ['card', 'ideal'], hidden: 2 });
    expect(visibleMethods(all, 2, false, 'bancontact')).toEqual({
      shown: ['card', 'ideal', 'bancontact'],
      hidden: 1,
    });
    expect(visibleMethods(all, 2, true, null)).toEqual({ shown: all, hidden: 0 });
  });
});
