// Stripe unsets a field sent as an empty string. parseParams drops empty values, so the raw
// parameters are read for them before parsing.
export interface Unset {
  /** Top-level (or dotted nested, e.g. invoice_settings.default_payment_method) fields sent as ''. */
  readonly fields: ReadonlySet<string>;
  /** metadata[key]='' removes that key. */
  readonly metadataKeys: readonly string[];
  /** metadata='' removes every key. */
  readonly allMetadata: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function readUnset(raw: Record<string, unknown>, clearable: readonly string[]): Unset {
  const fields = new Set<string>();
  for (const path of clearable) {
    const value = path
      .split('.')
      .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), raw);
    if (value === '') fields.add(path);
  }
  const metadata = raw.metadata;
  return {
    fields,
    allMetadata: metadata === '',
    metadataKeys: isRecord(metadata)
      ? Object.keys(metadata).filter((key) => metadata[key] === '')
      : [],
  };
}

export const NOTHING_UNSET: Unset = { fields: new Set(), metadataKeys: [], allMetadata: false };

/** Metadata after an update: given keys replace, emptied keys go, the rest stay. */
export function mergeMetadata(
  current: Record<string, string>,
  given: Record<string, string> | undefined,
  unset: Unset,
): Record<string, string> {
  if (unset.allMetadata) return {};
  const out = { ...current, ...given };
  for (const key of unset.metadataKeys) delete out[key];
  return out;
}
