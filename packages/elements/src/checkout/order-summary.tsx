import { useTexts } from './checkout-texts.js';
import type { LineItem, PaymentPage } from './payment-page.js';

interface OrderSummaryProps {
  page: PaymentPage;
  /** Changes a line item's quantity (adjustable_quantity); disabled while a change is running. */
  onQuantity(item: LineItem, quantity: number): void;
  busy: boolean;
}

/** The order: line items (images, quantity steppers where allowed) and the totals. */
export function OrderSummary({ page, onQuantity, busy }: OrderSummaryProps) {
  const { text, money } = useTexts();
  const group = page.line_item_group;
  if (group === null) return null;
  const currency = group.currency;
  return (
    <section className="Summary" aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{text('checkout.summary')}</h2>
      <ul className="Summary-items">
        {group.line_items.map((item) => (
          <li key={item.id} className="Summary-item">
            {item.images[0] === undefined ? (
              <span className="Summary-image is-empty" aria-hidden="true" />
            ) : (
              <img className="Summary-image" src={item.images[0]} alt="" width={48} height={48} />
            )}
            <div className="Summary-details">
              <p className="Summary-name">{item.name}</p>
              {item.description && <p className="Summary-description">{item.description}</p>}
              {item.unit_amount !== null && item.quantity > 1 && (
                <p className="Summary-each">
                  {text('checkout.each', { amount: money(item.unit_amount, currency) })}
                </p>
              )}
              <Quantity item={item} busy={busy} onQuantity={onQuantity} />
            </div>
            <p className="Summary-amount">{money(item.subtotal, currency)}</p>
          </li>
        ))}
      </ul>
      <dl className="Summary-totals">
        <Row label={text('checkout.subtotal')} value={money(group.subtotal, currency)} />
        {group.shipping_rate !== null && (
          <Row
            label={text('checkout.shipping')}
            value={
              group.shipping_amount === 0
                ? text('checkout.free')
                : money(group.shipping_amount, currency)
            }
          />
        )}
        {group.discount_amount > 0 && (
          <Row label={text('checkout.discount')} value={money(-group.discount_amount, currency)} />
        )}
        {group.tax_amount > 0 && (
          <Row label={text('checkout.tax')} value={money(group.tax_amount, currency)} />
        )}
        <Row
          label={text('checkout.total')}
          value={money(group.total, currency)}
          className="is-total"
        />
      </dl>
    </section>
  );
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`Summary-row ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd data-testid={className === 'is-total' ? 'checkout-total' : undefined}>{value}</dd>
    </div>
  );
}

function Quantity({
  item,
  busy,
  onQuantity,
}: {
  item: LineItem;
  busy: boolean;
  onQuantity(item: LineItem, quantity: number): void;
}) {
  const { text } = useTexts();
  const adjustable = item.adjustable_quantity?.enabled === true;
  if (!adjustable) {
    return (
      <p className="Summary-quantity">
        {text('checkout.quantity')}: {item.quantity}
      </p>
    );
  }
  // Stripe's bounds: minimum 0 by default (at least 1 here: removing the only item empties the
  // order), maximum 99 by default, at most 999.
  const minimum = Math.max(item.adjustable_quantity?.minimum ?? 1, 1);
  const maximum = Math.min(item.adjustable_quantity?.maximum ?? 99, 999);
  return (
    <fieldset className="Stepper">
      <legend className="VisuallyHidden">{text('checkout.quantityOf', { name: item.name })}</legend>
      <button
        type="button"
        aria-label={text('checkout.decrease', { name: item.name })}
        disabled={busy || item.quantity <= minimum}
        onClick={() => onQuantity(item, item.quantity - 1)}
      >
        −
      </button>
      <span className="Stepper-value" data-testid={`quantity-${item.id}`}>
        <span className="VisuallyHidden">{text('checkout.quantity')}: </span>
        {item.quantity}
      </span>
      <button
        type="button"
        aria-label={text('checkout.increase', { name: item.name })}
        disabled={busy || item.quantity >= maximum}
        onClick={() => onQuantity(item, item.quantity + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
