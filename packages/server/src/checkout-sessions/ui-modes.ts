import { ApiError } from '../errors/api-error.js';

// Stripe renamed the ui_mode values in 2026-03-25.dahlia: hosted → hosted_page, embedded →
// embedded_page, custom → elements; each side refuses the other's names. Sessions are stored
// with the new names; api-versions/changes.ts gives older versions the old ones back.

export type UiMode = 'hosted_page' | 'embedded_page' | 'elements';

export const UI_MODES_RENAMED_IN = '2026-03-25';

const OLD_NAMES: Readonly<Record<string, UiMode>> = {
  hosted: 'hosted_page',
  embedded: 'embedded_page',
  custom: 'elements',
};
const NEW_NAMES: readonly UiMode[] = ['hosted_page', 'embedded_page', 'elements'];

/** The stored ui_mode for a request's value, refusing the names the version does not use. */
export function readUiMode(value: string | undefined, version: string): UiMode {
  const renamed = version.slice(0, 10) >= UI_MODES_RENAMED_IN;
  if (value === undefined) return 'hosted_page';
  const accepted = renamed ? NEW_NAMES : Object.keys(OLD_NAMES);
  const mode = renamed
    ? NEW_NAMES.find((name) => name === value)
    : Object.hasOwn(OLD_NAMES, value)
      ? OLD_NAMES[value]
      : undefined;
  if (!mode) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ui_mode: must be one of ${accepted.join(', ')}`,
      { param: 'ui_mode' },
    );
  }
  return mode;
}

/** The stored name as an API version before the rename calls it. */
export function oldUiModeName(mode: string): string {
  return Object.entries(OLD_NAMES).find(([, stored]) => stored === mode)?.[0] ?? mode;
}
