import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentMethodTabs } from './payment-method-tabs.js';

afterEach(cleanup);

function Tabs({ methods }: { methods: string[] }) {
  const [selected, setSelected] = useState(methods[0] ?? 'card');
  return (
    <PaymentMethodTabs
      methods={methods}
      selected={selected}
      label={(type) => ({ card: 'Card', sepa_debit: 'SEPA Debit' })[type] ?? type}
      listLabel="Payment methods"
      onSelect={setSelected}
      panel={<p>form of {selected}</p>}
    />
  );
}

describe('payment method tabs', () => {
  it('selects a tab on click and shows its form', () => {
    render(<Tabs methods={['card', 'sepa_debit']} />);
    fireEvent.click(screen.getByRole('tab', { name: 'SEPA Debit' }));
    expect(screen.getByRole('tab', { name: 'SEPA Debit' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('form of sepa_debit');
  });

  it('marks the selected tab and its label with the classes appearance rules target', () => {
    render(<Tabs methods={['card', 'sepa_debit']} />);
    const sepa = screen.getByRole('tab', { name: 'SEPA Debit' });
    fireEvent.click(sepa);
    expect(sepa.className).toBe('Tab Tab--selected');
    expect(sepa.querySelector('.TabLabel')?.className).toBe('TabLabel TabLabel--selected');
    const card = screen.getByRole('tab', { name: 'Card' });
    expect(card.className).toBe('Tab');
    expect(card.querySelector('.TabLabel')?.className).toBe('TabLabel');
  });

  it('moves between tabs with the arrow keys, wrapping around', () => {
    render(<Tabs methods={['card', 'sepa_debit']} />);
    const card = screen.getByRole('tab', { name: 'Card' });
    fireEvent.keyDown(card, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SEPA Debit' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(card);
    expect(card.getAttribute('tabindex')).toBe('0');
  });

  it('moves by the row as drawn in a right-to-left document: ArrowLeft is the next tab', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Tabs methods={['card', 'sepa_debit', 'ideal']} />);
      const card = screen.getByRole('tab', { name: 'Card' });
      fireEvent.keyDown(card, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SEPA Debit' }));
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(card);
      // Up and down do not depend on the direction.
      fireEvent.keyDown(card, { key: 'ArrowDown' });
      expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SEPA Debit' }));
    } finally {
      document.documentElement.dir = '';
    }
  });
});
