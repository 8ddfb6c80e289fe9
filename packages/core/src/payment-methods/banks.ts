export interface Bank {
  id: string;
  name: string;
}

/** The 14 Dutch banks the iDEAL picker offers, with Stripe's bank ids. */
export const IDEAL_BANKS: readonly Bank[] = [
  { id: 'abn_amro', name: 'ABN Amro' },
  { id: 'asn_bank', name: 'ASN Bank' },
  { id: 'bunq', name: 'bunq' },
  { id: 'ing', name: 'ING' },
  { id: 'knab', name: 'Knab' },
  { id: 'n26', name: 'N26' },
  { id: 'nn', name: 'Nationale-Nederlanden' },
  { id: 'rabobank', name: 'Rabobank' },
  { id: 'regiobank', name: 'RegioBank' },
  { id: 'revolut', name: 'Revolut' },
  { id: 'sns_bank', name: 'SNS Bank' },
  { id: 'triodos_bank', name: 'Triodos' },
  { id: 'van_lanschot', name: 'Van Lanschot Kempen' },
  { id: 'yoursafe', name: 'Yoursafe' },
];

/** The bank preselected in a picker. */
export const DEFAULT_BANKS: Readonly<Record<string, string>> = {
  fpx: 'maybank2u',
  p24: 'alior_bank',
};

export function defaultBankFor(type: string): string | undefined {
  return DEFAULT_BANKS[type];
}

export function isIdealBank(id: string): boolean {
  return IDEAL_BANKS.some((bank) => bank.id === id);
}
