// A customer's cash balance and its transactions exactly as Stripe's API renders them.

export interface CashBalanceObject {
  object: 'cash_balance';
  available: Record<string, number> | null;
  customer: string;
  livemode: false;
  settings: { reconciliation_mode: 'automatic'; using_merchant_default: true };
}

export interface CashBalanceTransactionObject {
  id: string;
  object: 'customer_cash_balance_transaction';
  created: number;
  currency: string;
  customer: string;
  ending_balance: number;
  livemode: false;
  net_amount: number;
  type: 'funded' | 'applied_to_payment';
  funded?: { bank_transfer: { reference: string | null; type: string } };
  applied_to_payment?: { payment_intent: string };
}

/** The bank transfer types a cash balance is funded by, per currency (as customer_balance's). */
export const TRANSFER_TYPES: Readonly<Record<string, string>> = {
  usd: 'us_bank_transfer',
  eur: 'eu_bank_transfer',
  gbp: 'gb_bank_transfer',
  jpy: 'jp_bank_transfer',
  mxn: 'mx_bank_transfer',
};

export function cashBalanceObject(
  customer: string,
  balances: Record<string, number>,
): CashBalanceObject {
  return {
    object: 'cash_balance',
    available: Object.keys(balances).length === 0 ? null : balances,
    customer,
    livemode: false,
    settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
  };
}
