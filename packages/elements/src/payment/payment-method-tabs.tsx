import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { LabelKey } from '../i18n/english.js';
import type { Translator } from '../i18n/translator.js';

/** Payment method types this frame can render a form for, with the label of their tab. */
const METHOD_LABELS: Record<string, LabelKey> = { card: 'cardTab' };

/** The session's methods this frame can show, in the session's order; card when none fit. */
export function availableMethods(ordered: readonly string[]): string[] {
  const known = ordered.filter((type) => Object.hasOwn(METHOD_LABELS, type));
  return known.length > 0 ? [...new Set(known)] : ['card'];
}

interface PaymentMethodTabsProps {
  methods: readonly string[];
  selected: string;
  translator: Translator;
  onSelect(type: string): void;
  /** The selected method's form. */
  panel: ReactNode;
  /** Label per method where the translator has none (methods added later). */
  labels?: Record<string, string>;
}

/** The tabs layout: an ARIA tablist with arrow-key movement, the selected form below. */
export function PaymentMethodTabs({
  methods,
  selected,
  translator,
  onSelect,
  panel,
  labels,
}: PaymentMethodTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>): void => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = methods.indexOf(selected);
    const next = (at + step + methods.length) % methods.length;
    const type = methods[next];
    if (type === undefined) return;
    onSelect(type);
    tabs.current[next]?.focus();
  };
  const label = (type: string): string => {
    const key = METHOD_LABELS[type];
    return key === undefined ? (labels?.[type] ?? type) : translator.label(key);
  };
  return (
    <div className="Tabs">
      <div
        className="TabList"
        role="tablist"
        aria-label={translator.label('paymentMethods')}
        onKeyDown={move}
      >
        {methods.map((type, index) => (
          <button
            key={type}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`tab-${type}`}
            aria-selected={type === selected}
            aria-controls="payment-panel"
            tabIndex={type === selected ? 0 : -1}
            className={`Tab${type === selected ? ' Tab--selected' : ''}`}
            onClick={() => onSelect(type)}
          >
            <span className={`TabLabel${type === selected ? ' TabLabel--selected' : ''}`}>
              {label(type)}
            </span>
          </button>
        ))}
      </div>
      <div id="payment-panel" role="tabpanel" aria-labelledby={`tab-${selected}`}>
        {panel}
      </div>
    </div>
  );
}
