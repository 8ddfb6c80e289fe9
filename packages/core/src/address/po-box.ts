// Post-office-box wording per country, for the blockPoBox option. Every country
// also gets the English forms, since international and English-speaking shoppers use them.
const ENGLISH = [
  /\bp\.?\s*o\.?\s*box\b/i,
  /\bp\s*\/\s*o\s*box\b/i,
  /\bpost\s+office\s+box\b/i,
  /\bpostal\s+box\b/i,
  /\bpo\s*b\b\.?\s*\d/i,
  /\bbox\s*#\s*\d/i,
];

const FRENCH = [
  /\bbo[iî]te\s+postale\b/i,
  /\bb\.\s*p\.?\s*\d/i,
  /\bbp\s+\d/i,
  /\bcase\s+postale\b/i,
];
const GERMAN = [/\bpostfach\b/i];
const ITALIAN = [/\bcasella\s+postale\b/i];
const SPANISH = [/\bapartado\s+(?:de\s+correos|postal)\b/i, /\bapdo\.?\s*(?:de\s+correos\s*)?\d/i];
const PORTUGUESE = [/\bcaixa\s+postal\b/i, /\bapartado\s+\d/i];
const DUTCH = [/\bpostbus\b/i];
const NORDIC = [/\bpostboks\b/i, /\bpostbox\b/i, /\bbox\s+\d+\s*$/i];

const BY_COUNTRY: Record<string, RegExp[]> = {
  AT: GERMAN,
  AU: [/\b(?:g\.?p\.?o\.?|l\.?p\.?o\.?)\s*box\b/i, /\blocked\s+bag\b/i, /\bprivate\s+bag\b/i],
  BE: [...FRENCH, ...DUTCH],
  BR: PORTUGUESE,
  CA: [/\bcase\s+postale\b/i, /\bc\.\s*p\.\s*\d/i],
  CH: [...GERMAN, ...FRENCH, ...ITALIAN],
  DE: GERMAN,
  DK: NORDIC,
  ES: SPANISH,
  FI: [/\bpostilokero\b/i, /\bpl\s+\d+\b/i],
  FR: FRENCH,
  IT: [...ITALIAN, /\bc\.\s*p\.\s*\d/i],
  JP: [/私書箱/],
  LU: [...FRENCH, ...GERMAN],
  MX: [/\bapartado\s+postal\b/i, /\ba\.\s*p\.\s*\d/i],
  NL: DUTCH,
  NO: NORDIC,
  NZ: [/\bprivate\s+bag\b/i],
  PL: [/\bskrytka\s+pocztowa\b/i],
  PT: PORTUGUESE,
  SE: [/\bbox\s+\d+\b/i, /\bpostbox\b/i],
};

/** True when an address line names a post-office box in the country's wording or in English. */
export function isPoBox(line: string, country: string): boolean {
  const patterns = [...ENGLISH, ...(BY_COUNTRY[country.toUpperCase()] ?? [])];
  return patterns.some((pattern) => pattern.test(line));
}
