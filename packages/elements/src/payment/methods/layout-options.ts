import { asObject, type Json } from '@kassa/protocol';

export type LayoutType = 'tabs' | 'accordion';
export type BillingFieldDisplay = 'auto' | 'never' | 'if_required';
export type TermsDisplay = 'auto' | 'always' | 'never';

/** The Payment Element's `layout`, `paymentMethodOrder`, `fields` and `terms` options, read. */
export interface MethodsOptions {
  /** The layout asked for; 'auto' is decided by the number of methods (`resolveLayout`). */
  layout: LayoutType | 'auto';
  radios: boolean;
  spacedAccordionItems: boolean;
  /** Set when the merchant said whether the accordion starts collapsed. */
  defaultCollapsed: boolean | undefined;
  /** Methods shown before the "more" control (non-negative; 5 by default). */
  maxVisible: number;
  order: readonly string[];
  billing: {
    name: BillingFieldDisplay;
    email: BillingFieldDisplay;
    phone: BillingFieldDisplay;
    address: BillingFieldDisplay;
  };
  /** `terms` by method type (Stripe names them in camelCase: sepaDebit -> sepa_debit). */
  terms: Readonly<Record<string, TermsDisplay>>;
}

export const DEFAULT_VISIBLE_METHODS = 5;

const LAYOUTS = ['tabs', 'accordion', 'auto'] as const;

function oneOf<T extends string>(value: Json | undefined, values: readonly T[]): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function fieldDisplay(value: Json | undefined, whole: BillingFieldDisplay): BillingFieldDisplay {
  return oneOf(value, ['auto', 'never', 'if_required'] as const) ?? whole;
}

/** `radios: true | 'always'` shows them; false, 'never' or 'auto' (no saved methods) does not. */
function radiosShown(value: Json | undefined): boolean {
  return value === true || value === 'always';
}

const snake = (camel: string): string => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function readMethodsOptions(raw: Json): MethodsOptions {
  const options = asObject(raw);
  const layout = typeof options.layout === 'string' ? { type: options.layout } : options.layout;
  const layoutObject = asObject(layout);
  const count = layoutObject.maxVisiblePaymentMethods ?? layoutObject.visibleAccordionItemsCount;
  const billing = asObject(options.fields).billingDetails;
  const whole = typeof billing === 'string' ? fieldDisplay(billing, 'auto') : 'auto';
  const perField = asObject(billing);
  const address = perField.address;
  const terms: Record<string, TermsDisplay> = {};
  for (const [key, value] of Object.entries(asObject(options.terms))) {
    const display = oneOf(value, ['auto', 'always', 'never'] as const);
    if (display !== undefined) terms[snake(key)] = display;
  }
  const order = Array.isArray(options.paymentMethodOrder) ? options.paymentMethodOrder : [];
  return {
    layout: oneOf(layoutObject.type, LAYOUTS) ?? 'tabs',
    radios: radiosShown(layoutObject.radios),
    spacedAccordionItems: layoutObject.spacedAccordionItems === true,
    defaultCollapsed:
      typeof layoutObject.defaultCollapsed === 'boolean'
        ? layoutObject.defaultCollapsed
        : undefined,
    maxVisible:
      typeof count === 'number' && Number.isInteger(count) && count >= 0
        ? count
        : DEFAULT_VISIBLE_METHODS,
    order: order.filter((type): type is string => typeof type === 'string'),
    billing: {
      name: fieldDisplay(perField.name, whole),
      email: fieldDisplay(perField.email, whole),
      phone: fieldDisplay(perField.phone, whole),
      // An address given field by field still asks for the fields it does not set to never.
      address: typeof address === 'string' ? fieldDisplay(address, whole) : whole,
    },
    terms,
  };
}

/** 'auto' is tabs while the methods fit side by side (three), an accordion beyond. */
export function resolveLayout(options: MethodsOptions, count: number): LayoutType {
  if (options.layout !== 'auto') return options.layout;
  return count <= 3 ? 'tabs' : 'accordion';
}

/**
 * The collapse rule: an accordion of several methods starts with none open, as does one the
 * merchant asks to start collapsed; `defaultCollapsed: false` opens the first. Never collapsed
 * when the customer has saved methods to choose from.
 */
export function startsCollapsed(
  options: MethodsOptions,
  layout: LayoutType,
  count: number,
  hasSaved: boolean,
): boolean {
  if (hasSaved || layout !== 'accordion') return false;
  return options.defaultCollapsed ?? count > 1;
}

/** `paymentMethodOrder` first, in its order, then the session's others in the session's order. */
export function orderMethods(methods: readonly string[], order: readonly string[]): string[] {
  const first = order.filter((type, at) => methods.includes(type) && order.indexOf(type) === at);
  return [...first, ...methods.filter((type) => !first.includes(type))];
}

/** The methods in view: the first `maxVisible`, and the selected one if it lies beyond. */
export function visibleMethods(
  methods: readonly string[],
  maxVisible: number,
  expanded: boolean,
  selected: string | null,
): { shown: string[]; hidden: number } {
  if (expanded || methods.length <= maxVisible) return { shown: [...methods], hidden: 0 };
  const shown = methods.slice(0, maxVisible);
  if (selected !== null && methods.includes(selected) && !shown.includes(selected)) {
    shown.push(selected);
  }
  return { shown, hidden: methods.length - shown.length };
}
