// Issuer identification ranges per brand variant. Inclusive ranges share a digit count; a
// number belongs to the variant whose prefix is the longest match (elo's 401178 beats visa's 4).
export type CardVariant =
  | 'unknown'
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'diners14'
  | 'jcb'
  | 'unionpay'
  | 'elo';

export const VARIANTS: readonly CardVariant[] = [
  'unknown',
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'diners14',
  'jcb',
  'unionpay',
  'elo',
];

type RangeList = readonly (string | readonly [string, string])[];

export const BRAND_RANGES: Readonly<Record<Exclude<CardVariant, 'unknown'>, RangeList>> = {
  visa: ['4'],
  mastercard: [
    ['51', '55'],
    ['2221', '2720'],
  ],
  amex: ['34', '37'],
  discover: ['6011', ['644', '649'], '65'],
  diners: [['300', '305'], '309', '38', '39'],
  diners14: ['36'],
  jcb: [['3528', '3589']],
  unionpay: ['62', '81'],
  elo: [
    '401178',
    '401179',
    '431274',
    '438935',
    '451416',
    '457393',
    '457631',
    '457632',
    '504175',
    ['506699', '506778'],
    '509',
    '627780',
    '636297',
    '636368',
    ['650031', '650033'],
    ['650035', '650051'],
    ['650405', '650439'],
    ['650485', '650538'],
    ['650541', '650598'],
    ['650700', '650718'],
    ['650720', '650727'],
    ['650901', '650978'],
    ['651652', '651679'],
    ['655000', '655019'],
    ['655021', '655058'],
  ],
};

/** The smallest set of prefixes covering every number from `lo` to `hi` (same length). */
export function expandRange(lo: string, hi: string): string[] {
  if (lo.length !== hi.length || lo > hi) throw new Error(`bad range ${lo}-${hi}`);
  if (lo === hi) return [lo];
  const a = Number(lo[0]);
  const b = Number(hi[0]);
  const restLo = lo.slice(1);
  const restHi = hi.slice(1);
  if (lo.length === 1) return digitsBetween(a, b).map(String);
  if (a === b) return expandRange(restLo, restHi).map((p) => `${a}${p}`);
  const lowAll = /^0*$/.test(restLo);
  const highAll = /^9*$/.test(restHi);
  const out: string[] = [];
  const nines = '9'.repeat(restLo.length);
  const zeros = '0'.repeat(restHi.length);
  if (lowAll) out.push(String(a));
  else out.push(...expandRange(restLo, nines).map((p) => `${a}${p}`));
  for (const d of digitsBetween(a + 1, b - 1)) out.push(String(d));
  if (highAll) out.push(String(b));
  else out.push(...expandRange(zeros, restHi).map((p) => `${b}${p}`));
  return out;
}

function digitsBetween(a: number, b: number): number[] {
  const out: number[] = [];
  for (let d = a; d <= b; d++) out.push(d);
  return out;
}
