export interface SavedCardEditable {
  exp_month?: number | string | null;
  exp_year?: number | string | null;
  preferred_network?: string | null;
  nickname?: string | null;
  address?: Readonly<Record<string, string | null | undefined>> | null;
}

export interface SavedCardUpdate {
  exp_month?: number;
  exp_year?: number;
  preferred_network?: string;
  nickname?: string;
  address?: Record<string, string>;
}

/** A year as the API stores it: two digits get 2000 added. */
export function fullExpiryYear(year: number | string): number {
  const y = Number(year);
  return y < 100 ? 2000 + y : y;
}

function sameAddress(a: SavedCardEditable['address'], b: SavedCardEditable['address']): boolean {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  for (const key of keys) if ((a?.[key] ?? '') !== (b?.[key] ?? '')) return false;
  return true;
}

/**
 * What changed in a saved card's editable details, or null when nothing did and the update call
 * is skipped. Nicknames are compared and sent trimmed.
 */
export function savedCardUpdate(
  before: SavedCardEditable,
  after: SavedCardEditable,
): SavedCardUpdate | null {
  const update: SavedCardUpdate = {};
  const month = after.exp_month == null ? null : Number(after.exp_month);
  const year = after.exp_year == null ? null : fullExpiryYear(after.exp_year);
  const beforeYear = before.exp_year == null ? null : fullExpiryYear(before.exp_year);
  if (month !== null && month !== Number(before.exp_month)) update.exp_month = month;
  if (year !== null && year !== beforeYear) update.exp_year = year;
  if (after.preferred_network && after.preferred_network !== before.preferred_network) {
    update.preferred_network = after.preferred_network;
  }
  const nickname = after.nickname?.trim();
  if (nickname !== undefined && nickname !== (before.nickname?.trim() ?? '')) {
    update.nickname = nickname;
  }
  if (after.address && !sameAddress(before.address, after.address)) {
    update.address = Object.fromEntries(
      Object.entries(after.address).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  }
  return Object.keys(update).length > 0 ? update : null;
}
