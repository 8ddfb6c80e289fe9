/**
 * Fills `{name}` placeholders from `params`; a placeholder without a value is left as written so
 * a missing parameter shows up in the text instead of silently vanishing.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}
