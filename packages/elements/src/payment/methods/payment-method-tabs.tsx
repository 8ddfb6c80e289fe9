import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface PaymentMethodTabsProps {
  methods: readonly string[];
  selected: string;
  /** The name of a method's tab, in the shopper's language. */
  label(type: string): string;
  /** The accessible name of the tab list. */
  listLabel: string;
  onSelect(type: string): void;
  /** The selected method's form. */
  panel: ReactNode;
  /** After the tabs: the "more" control when some methods are out of view. */
  more?: ReactNode;
}

/** The tabs layout: an ARIA tablist with arrow-key movement, the selected form below. */
export function PaymentMethodTabs(props: PaymentMethodTabsProps) {
  const { methods, selected, label, listLabel, onSelect, panel, more } = props;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent<HTMLDivElement>): void => {
    // Left and right follow the row as drawn: in a right-to-left locale the next tab is on
    // the left (WAI-ARIA's tabs pattern).
    const back = getComputedStyle(event.currentTarget).direction === 'rtl' ? 1 : -1;
    const step = { ArrowRight: -back, ArrowDown: 1, ArrowLeft: back, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = methods.indexOf(selected);
    const next = (at + step + methods.length) % methods.length;
    const type = methods[next];
    if (type === undefined) return;
    onSelect(type);
    tabs.current[next]?.focus();
  };
  return (
    <div className="Tabs">
      <div className="TabRow">
        <div className="TabList" role="tablist" aria-label={listLabel} onKeyDown={move}>
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
        {more}
      </div>
      <div id="payment-panel" role="tabpanel" aria-labelledby={`tab-${selected}`}>
        {panel}
      </div>
    </div>
  );
}
