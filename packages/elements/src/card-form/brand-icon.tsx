import type { CardBrand } from '@kassa/core';

const BRANDS: Partial<Record<CardBrand, { label: string; name: string; color: string }>> = {
  visa: { label: 'VISA', name: 'Visa', color: '#1a1f71' },
  mastercard: { label: 'MC', name: 'Mastercard', color: '#eb001b' },
  amex: { label: 'AMEX', name: 'American Express', color: '#2e77bc' },
  discover: { label: 'DISC', name: 'Discover', color: '#e55c20' },
  diners: { label: 'DC', name: 'Diners Club', color: '#0079be' },
  jcb: { label: 'JCB', name: 'JCB', color: '#0e4c96' },
  unionpay: { label: 'UP', name: 'UnionPay', color: '#d10429' },
  elo: { label: 'ELO', name: 'Elo', color: '#000000' },
  cartes_bancaires: { label: 'CB', name: 'Cartes Bancaires', color: '#00a3e0' },
};

interface BrandIconProps {
  brand: CardBrand;
  /** Stripe's iconStyle: 'solid' draws every brand in the icon colour. */
  solid?: boolean;
}

/** A small text badge per brand; the generic card outline when the brand is unknown. */
export function BrandIcon({ brand, solid = false }: BrandIconProps) {
  const known = BRANDS[brand];
  if (known === undefined) {
    return (
      <svg className="BrandIcon" data-brand="unknown" viewBox="0 0 32 21" aria-hidden="true">
        <rect x="0.5" y="0.5" width="31" height="20" rx="3" fill="none" stroke="currentColor" />
        <rect x="0.5" y="5" width="31" height="4" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg
      className="BrandIcon"
      data-brand={brand}
      viewBox="0 0 32 21"
      role="img"
      aria-label={known.name}
    >
      <rect width="32" height="21" rx="3" fill={solid ? 'currentColor' : known.color} />
      <text
        x="16"
        y="14"
        textAnchor="middle"
        fontSize={known.label.length > 3 ? 7 : 8}
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fill="#fff"
      >
        {known.label}
      </text>
    </svg>
  );
}
