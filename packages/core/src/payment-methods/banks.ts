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

/** Przelewy24's banks (Poland), with Stripe's bank ids. */
export const P24_BANKS: readonly Bank[] = [
  { id: 'alior_bank', name: 'Alior Bank' },
  { id: 'bank_millennium', name: 'Bank Millenium' },
  { id: 'bank_nowy_bfg_sa', name: 'Bank Nowy BFG S.A.' },
  { id: 'bank_pekao_sa', name: 'Bank PEKAO S.A' },
  { id: 'banki_spbdzielcze', name: 'Banki Spółdzielcze' },
  { id: 'blik', name: 'BLIK' },
  { id: 'bnp_paribas', name: 'BNP Paribas' },
  { id: 'boz', name: 'BOZ' },
  { id: 'citi_handlowy', name: 'CitiHandlowy' },
  { id: 'credit_agricole', name: 'Credit Agricole' },
  { id: 'envelobank', name: 'Envelobank' },
  { id: 'etransfer_pocztowy24', name: 'e-Transfer Pocztowy24' },
  { id: 'getin_bank', name: 'Getin Bank' },
  { id: 'ideabank', name: 'IdeaBank' },
  { id: 'ing', name: 'ING' },
  { id: 'inteligo', name: 'inteligo' },
  { id: 'mbank_mtransfer', name: 'mBank - mTransfer' },
  { id: 'nest_przelew', name: 'Nest Przelew' },
  { id: 'noble_pay', name: 'Noble Pay' },
  { id: 'pbac_z_ipko', name: 'PBac z iPKO (PKO BP)' },
  { id: 'plus_bank', name: 'Plus Bank' },
  { id: 'santander_przelew24', name: 'Santander - Przelew24' },
  { id: 'tmobile_usbugi_bankowe', name: 'T-Mobile Usługi Bankowe' },
  { id: 'toyota_bank', name: 'Toyota Bank' },
  { id: 'velobank', name: 'VeloBank' },
  { id: 'volkswagen_bank', name: 'Volkswagen Bank' },
];

/** FPX's banks (Malaysia), with Stripe's bank ids. */
export const FPX_BANKS: readonly Bank[] = [
  { id: 'affin_bank', name: 'Affin Bank' },
  { id: 'agrobank', name: 'AGRONet' },
  { id: 'alliance_bank', name: 'Alliance Bank' },
  { id: 'ambank', name: 'AmBank' },
  { id: 'bank_islam', name: 'Bank Islam' },
  { id: 'bank_muamalat', name: 'Bank Muamalat' },
  { id: 'bank_of_china', name: 'Bank of China' },
  { id: 'bank_rakyat', name: 'Bank Rakyat' },
  { id: 'bsn', name: 'BSN' },
  { id: 'cimb', name: 'CIMB Clicks' },
  { id: 'deutsche_bank', name: 'Deutsche Bank' },
  { id: 'hong_leong_bank', name: 'Hong Leong Bank' },
  { id: 'hsbc', name: 'HSBC Bank' },
  { id: 'kfh', name: 'KFH' },
  { id: 'maybank2e', name: 'Maybank2E' },
  { id: 'maybank2u', name: 'Maybank2U' },
  { id: 'ocbc', name: 'OCBC Bank' },
  { id: 'pb_enterprise', name: 'PB Enterprise' },
  { id: 'public_bank', name: 'Public Bank' },
  { id: 'rhb', name: 'RHB Bank' },
  { id: 'standard_chartered', name: 'Standard Chartered' },
  { id: 'uob', name: 'UOB Bank' },
];

/** EPS's banks (Austria), with Stripe's bank ids. */
export const EPS_BANKS: readonly Bank[] = [
  { id: 'arzte_und_apotheker_bank', name: 'Ärzte- und Apothekerbank' },
  { id: 'austrian_anadi_bank_ag', name: 'Austrian Anadi Bank AG' },
  { id: 'bank_austria', name: 'Bank Austria' },
  { id: 'bankhaus_carl_spangler', name: 'Bankhaus Carl Spängler & Co.AG' },
  { id: 'bankhaus_schelhammer_und_schattera_ag', name: 'Bankhaus Schelhammer & Schattera AG' },
  { id: 'bawag_psk_ag', name: 'BAWAG P.S.K. AG' },
  { id: 'bks_bank_ag', name: 'BKS Bank AG' },
  { id: 'brull_kallmus_bank_ag', name: 'Brüll Kallmus Bank AG' },
  { id: 'btv_vier_lander_bank', name: 'BTV VIER LÄNDER BANK' },
  { id: 'capital_bank_grawe_gruppe_ag', name: 'Capital Bank Grawe Gruppe AG' },
  { id: 'deutsche_bank_ag', name: 'Deutsche Bank AG' },
  { id: 'dolomitenbank', name: 'Dolomitenbank' },
  { id: 'easybank_ag', name: 'Easybank AG' },
  { id: 'erste_bank_und_sparkassen', name: 'Erste Bank und Sparkassen' },
  { id: 'hypo_alpeadriabank_international_ag', name: 'Hypo Alpe-Adria-Bank International AG' },
  {
    id: 'hypo_bank_burgenland_aktiengesellschaft',
    name: 'HYPO Bank Burgenland Aktiengesellschaft',
  },
  {
    id: 'hypo_noe_lb_fur_niederosterreich_u_wien',
    name: 'HYPO NOE LB für Niederösterreich u. Wien',
  },
  {
    id: 'hypo_oberosterreich_salzburg_steiermark',
    name: 'HYPO Oberösterreich, Salzburg, Steiermark',
  },
  { id: 'hypo_tirol_bank_ag', name: 'Hypo Tirol Bank AG' },
  { id: 'hypo_vorarlberg_bank_ag', name: 'Hypo Vorarlberg Bank AG' },
  { id: 'marchfelder_bank', name: 'Marchfelder Bank' },
  { id: 'oberbank_ag', name: 'Oberbank AG' },
  { id: 'raiffeisen_bankengruppe_osterreich', name: 'Raiffeisen Bankengruppe Österreich' },
  { id: 'schoellerbank_ag', name: 'Schoellerbank AG' },
  { id: 'sparda_bank_wien', name: 'Sparda-Bank Wien' },
  { id: 'volksbank_gruppe', name: 'Volksbank Gruppe' },
  { id: 'volkskreditbank_ag', name: 'Volkskreditbank AG' },
  { id: 'vr_bank_braunau', name: 'VR-Bank Braunau' },
];

/** Indian banks offering net banking. */
export const NETBANKING_BANKS: readonly Bank[] = [
  { id: 'axis', name: 'Axis Bank' },
  { id: 'bank_of_baroda', name: 'Bank of Baroda' },
  { id: 'bank_of_india', name: 'Bank of India' },
  { id: 'canara', name: 'Canara Bank' },
  { id: 'federal', name: 'Federal Bank' },
  { id: 'hdfc', name: 'HDFC Bank' },
  { id: 'icici', name: 'ICICI Bank' },
  { id: 'idfc_first', name: 'IDFC FIRST Bank' },
  { id: 'indusind', name: 'IndusInd Bank' },
  { id: 'kotak', name: 'Kotak Mahindra Bank' },
  { id: 'pnb', name: 'Punjab National Bank' },
  { id: 'sbi', name: 'State Bank of India' },
  { id: 'union_bank', name: 'Union Bank of India' },
  { id: 'yes_bank', name: 'Yes Bank' },
];

const BANKS_BY_TYPE: Readonly<Record<string, readonly Bank[]>> = {
  ideal: IDEAL_BANKS,
  p24: P24_BANKS,
  fpx: FPX_BANKS,
  eps: EPS_BANKS,
  netbanking: NETBANKING_BANKS,
};

/** The banks a bank picker offers for a payment method type; empty for a type without one. */
export function banksFor(type: string): readonly Bank[] {
  return BANKS_BY_TYPE[type] ?? [];
}
