// The banks the linking dialog offers in test mode, as Stripe's test mode offers them: one
// that links, one that asks for OAuth consent first, one whose login fails, one that is down.
// No credentials are asked; each has fixed test accounts with their balances and owner.

export type InstitutionOutcome = 'success' | 'oauth' | 'login_failure' | 'down';

export interface TestAccount {
  /** Picks the account in the dialog's answer. */
  readonly key: string;
  readonly display_name: string;
  readonly subcategory: 'checking' | 'savings';
  readonly last4: string;
  /** The full number a PaymentMethod made from it is debited with (test routing 110000000). */
  readonly account_number: string;
  /** Cash balance in cents (USD). */
  readonly balance: number;
}

export interface TestInstitution {
  readonly id: string;
  readonly name: string;
  readonly outcome: InstitutionOutcome;
  readonly accounts: readonly TestAccount[];
}

/** The routing number of Stripe's test bank: PaymentMethods from linked accounts use it. */
export const TEST_ROUTING_NUMBER = '110000000';

const SUCCESS_ACCOUNTS: readonly TestAccount[] = [
  {
    key: 'checking',
    display_name: 'Checking',
    subcategory: 'checking',
    last4: '6789',
    account_number: '000123456789',
    balance: 1_000_000,
  },
  {
    key: 'savings',
    display_name: 'Savings',
    subcategory: 'savings',
    last4: '4321',
    account_number: '000987654321',
    balance: 2_500_000,
  },
];

export const TEST_INSTITUTIONS: readonly TestInstitution[] = [
  { id: 'fcinst_test', name: 'Test Institution', outcome: 'success', accounts: SUCCESS_ACCOUNTS },
  {
    id: 'fcinst_test_oauth',
    name: 'Test OAuth Institution',
    outcome: 'oauth',
    accounts: SUCCESS_ACCOUNTS,
  },
  { id: 'fcinst_down_error', name: 'Down Bank (Error)', outcome: 'login_failure', accounts: [] },
  { id: 'fcinst_down_unscheduled', name: 'Down Bank (Unscheduled)', outcome: 'down', accounts: [] },
];

/** The owner every test account reports (ownership permission). */
export const TEST_OWNER = {
  email: 'jenny.rosen@example.com',
  name: 'Jenny Rosen',
  phone: '+1 555-555-5555',
  raw_address: '510 Townsend St, San Francisco, CA 94103',
} as const;

export function findInstitution(id: string): TestInstitution | undefined {
  return TEST_INSTITUTIONS.find((institution) => institution.id === id);
}
