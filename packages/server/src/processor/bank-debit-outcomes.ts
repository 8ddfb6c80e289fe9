// Stripe's documented test bank accounts for the bank debits: what a debit from each does once
// it has been processing a while. The outcome is decided when the method is created (the full
// account number is not kept) and stored as the method's test outcome, `debit:<rule>`.

/** Stored in payment_methods.test_outcome for a bank debit method. */
export type DebitOutcomeCode = `debit:${string}`;

/** A failing debit's failureCode is its charge.failure_code (and last_payment_error.code). */
export type DebitOutcome = {
  /** Stripe's "after at least three minutes" accounts: settled by the slow delay. */
  readonly slow: boolean;
  /** False for Stripe's "stays in processing indefinitely" account: the bank never answers. */
  readonly settles: boolean;
} & (
  | { readonly succeeds: true; readonly failureCode: null }
  | { readonly succeeds: false; readonly failureCode: string }
);

const SUCCEED = 'debit:succeed';
const NEVER_SETTLES = 'debit:processing';

const FAILURE_MESSAGES: Readonly<Record<string, string>> = {
  account_closed: "The customer's bank account has been closed.",
  charge_exceeds_source_limit:
    "This payment would exceed the payment method's weekly payment volume limit.",
  // Kassa's wording: Stripe publishes none for this code.
  charge_exceeds_transaction_limit:
    'This payment exceeds the limit for a single transaction on this account.',
  charge_exceeds_weekly_limit:
    'This payment exceeds the weekly transaction limit for this account.',
  debit_not_authorized: 'The customer has notified their bank that this payment was unauthorized.',
  generic_could_not_process: 'The payment could not be processed by the customer’s bank.',
  insufficient_funds: "The customer's account has insufficient funds to cover this payment.",
  invalid_currency: "The customer's bank account cannot accept payments in this currency.",
  no_account: "The customer's bank account could not be located.",
  refer_to_customer:
    "The customer's bank could not process this payment; the customer should contact their bank.",
};

export function debitFailureMessage(code: string): string {
  return FAILURE_MESSAGES[code] ?? FAILURE_MESSAGES.generic_could_not_process ?? code;
}

// SEPA test IBANs per country (success, success after a delay, failure, failure after a
// delay; the "disputed" ones succeed, Kassa has no disputes). The limit and insufficient-funds
// accounts share their endings across countries.
const SEPA: Readonly<Record<string, string>> = {
  AT611904300234573201: SUCCEED,
  AT321904300235473204: 'debit:succeed_slow',
  AT861904300235473202: 'debit:fail',
  AT051904300235473205: 'debit:fail_slow',
  AT591904300235473203: SUCCEED,
  BE62510007547061: SUCCEED,
  BE78510007547064: 'debit:succeed_slow',
  BE68539007547034: 'debit:fail',
  BE51510007547065: 'debit:fail_slow',
  DE89370400440532013000: SUCCEED,
  DE08370400440532013003: 'debit:succeed_slow',
  DE62370400440532013001: 'debit:fail',
  DE78370400440532013004: 'debit:fail_slow',
  DE35370400440532013002: SUCCEED,
  FR1420041010050500013M02606: SUCCEED,
  FR3020041010050500013M02609: 'debit:succeed_slow',
  FR8420041010050500013M02607: 'debit:fail',
  FR7920041010050500013M02600: 'debit:fail_slow',
  // Italy: the Stripe CLI's checkout.session.async_payment_failed trigger pays from the failing one.
  IT40S0542811101000000123456: SUCCEED,
  IT60X0542811101000000123456: 'debit:fail',
};
const SEPA_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['343434', 'debit:fail:charge_exceeds_source_limit'],
  ['121212', 'debit:fail:charge_exceeds_weekly_limit'],
  ['2222227', 'debit:fail:insufficient_funds'],
];

// BSB 000-000 (Stripe's BECS Direct Debit test accounts; the disputed one succeeds, as above).
const AU_BECS: Readonly<Record<string, string>> = {
  '000123456': SUCCEED,
  '900123456': 'debit:succeed_slow',
  '111111113': 'debit:fail:account_closed',
  '111111116': 'debit:fail:no_account',
  '222222227': 'debit:fail:refer_to_customer',
  '922222227': 'debit:fail_slow:refer_to_customer',
  '333333335': 'debit:fail:debit_not_authorized',
  '666666660': SUCCEED,
  '343434343': 'debit:fail:charge_exceeds_source_limit',
  '121212121': 'debit:fail:charge_exceeds_transaction_limit',
};

// Sort code 10-88-00.
const BACS: Readonly<Record<string, string>> = {
  '00012345': SUCCEED,
  '90012345': 'debit:succeed_slow',
  '33333335': 'debit:fail:debit_not_authorized',
  '93333335': 'debit:fail_slow:debit_not_authorized',
  '22222227': 'debit:fail:insufficient_funds',
  '92222227': 'debit:fail_slow:insufficient_funds',
  '55555559': SUCCEED,
  '34343434': 'debit:fail:charge_exceeds_source_limit',
  '12121212': 'debit:fail:charge_exceeds_transaction_limit',
};

// Routing number 110000000 (the disputed account succeeds, as above).
const ACH: Readonly<Record<string, string>> = {
  '000123456789': SUCCEED,
  '000000000009': NEVER_SETTLES,
  '000111111113': 'debit:fail:account_closed',
  '000111111116': 'debit:fail:no_account',
  '000222222227': 'debit:fail:insufficient_funds',
  '000333333335': 'debit:fail:debit_not_authorized',
  '000444444440': 'debit:fail:invalid_currency',
  '000555555559': SUCCEED,
  '000777777771': 'debit:fail:charge_exceeds_weekly_limit',
};

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** The test outcome of a new bank debit method from its full account details. */
export function debitTestOutcome(
  type: string,
  given: Readonly<Record<string, string | undefined>>,
): DebitOutcomeCode {
  let code: string | undefined;
  if (type === 'sepa_debit') {
    const iban = digits(given.iban).toUpperCase();
    code = SEPA[iban] ?? SEPA_ENDINGS.find(([ending]) => iban.endsWith(ending))?.[1];
  } else if (type === 'au_becs_debit' && digits(given.bsb_number) === '000000') {
    code = AU_BECS[digits(given.account_number)];
  } else if (type === 'bacs_debit' && digits(given.sort_code) === '108800') {
    code = BACS[digits(given.account_number)];
  } else if (type === 'us_bank_account' && digits(given.routing_number) === '110000000') {
    code = ACH[digits(given.account_number)];
  }
  return (code ?? SUCCEED) as DebitOutcomeCode;
}

/** Reads a stored outcome; anything that is not a debit rule succeeds. */
export function parseDebitOutcome(stored: string): DebitOutcome {
  const [kind, rule, failure] = stored.split(':');
  if (stored === NEVER_SETTLES)
    return { succeeds: true, slow: false, settles: false, failureCode: null };
  if (kind !== 'debit' || rule === undefined || rule.startsWith('succeed')) {
    return { succeeds: true, slow: rule === 'succeed_slow', settles: true, failureCode: null };
  }
  return {
    succeeds: false,
    slow: rule === 'fail_slow',
    settles: true,
    failureCode: failure ?? 'generic_could_not_process',
  };
}

export function isDebitOutcome(outcome: string): outcome is DebitOutcomeCode {
  return outcome.startsWith('debit:');
}
