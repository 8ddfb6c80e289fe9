import type { ListObject } from '../platform/list-pages.js';

// The Financial Connections objects exactly as Stripe's API renders them.

export type Permission = 'balances' | 'ownership' | 'payment_method' | 'transactions';
export const PERMISSIONS: readonly Permission[] = [
  'balances',
  'ownership',
  'payment_method',
  'transactions',
];

export type AccountHolder =
  | { type: 'customer'; customer: string }
  | { type: 'account'; account: string };

export interface FinancialConnectionsAccountObject {
  id: string;
  object: 'financial_connections.account';
  account_holder: AccountHolder | null;
  balance: {
    as_of: number;
    cash: { available: Record<string, number> };
    current: Record<string, number>;
    type: 'cash';
  } | null;
  balance_refresh: {
    last_attempted_at: number;
    next_refresh_available_at: number | null;
    status: 'succeeded';
  } | null;
  category: 'cash';
  created: number;
  display_name: string;
  institution_name: string;
  last4: string;
  livemode: false;
  ownership: string | null;
  ownership_refresh: { last_attempted_at: number; status: 'succeeded' } | null;
  permissions: Permission[];
  status: 'active' | 'inactive' | 'disconnected';
  subcategory: 'checking' | 'savings';
  subscriptions: string[];
  supported_payment_method_types: string[];
  transaction_refresh: null;
}

export interface FinancialConnectionsSessionObject {
  id: string;
  object: 'financial_connections.session';
  account_holder: AccountHolder | null;
  accounts: ListObject<FinancialConnectionsAccountObject>;
  client_secret: string;
  filters: { countries: string[] };
  livemode: false;
  permissions: Permission[];
  prefetch: string[] | null;
  return_url: string | null;
}

export interface AccountOwnerObject {
  id: string;
  object: 'financial_connections.account_owner';
  email: string | null;
  name: string;
  ownership: string;
  phone: string | null;
  raw_address: string | null;
  refreshed_at: number;
}

export const ACCOUNTS_URL = '/v1/financial_connections/accounts';

export function accountList(
  data: FinancialConnectionsAccountObject[],
): ListObject<FinancialConnectionsAccountObject> {
  return { object: 'list', data, has_more: false, url: ACCOUNTS_URL };
}
