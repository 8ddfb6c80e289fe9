/** A part of an address as libaddressinput names it (the letters of its format strings). */
export type AddressPart =
  | 'name'
  | 'organization'
  | 'address'
  | 'dependentLocality'
  | 'locality'
  | 'administrativeArea'
  | 'postalCode'
  | 'sortingCode';

export interface AddressSubdivision {
  /** The value libaddressinput uses as the key (local script), e.g. 'CA' or '東京都'. */
  key: string;
  /** Display name in the local language; equals key when the data gives no separate name. */
  name: string;
  /** Latin-script name where the local name is not Latin (libaddressinput `sub_lnames`). */
  latinName?: string;
  /** ISO 3166-2 suffix, e.g. '13' for Tokyo. */
  isoId?: string;
  /** Regular expression source the start of a postal code in this subdivision matches. */
  postalCodePrefix?: string;
}

export interface CountryAddressFormat {
  code: string;
  name: string;
  /** libaddressinput format string, e.g. '%N%n%O%n%A%n%C %S %Z'. */
  format: string;
  /** Latin-script format where it differs (e.g. for JP, CN, KR). */
  latinFormat?: string;
  /** The parts in display order, one array per line of the format. */
  lines: AddressPart[][];
  required: AddressPart[];
  upper: AddressPart[];
  /** Regular expression source a whole postal code must match. */
  postalCodePattern?: string;
  postalCodeExamples: string[];
  /** Prefix a postal code may carry, e.g. 'PR' for Puerto Rico. */
  postalCodePrefix?: string;
  postalCodeType: string;
  subdivisionType: string;
  localityType: string;
  sublocalityType: string;
  subdivisions: AddressSubdivision[];
  languages: string[];
}
