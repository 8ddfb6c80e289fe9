export type UnknownOptions = Record<string, unknown>;

function isPlainObject(value: unknown): value is UnknownOptions {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Structural equality for option values (plain objects, arrays, primitives). */
export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isDeepEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && isDeepEqual(a[key], b[key]));
  }
  return false;
}

/**
 * The keys of `next` whose values differ from `previous`, ready for `update()`. Merchants often
 * build options inline, so a new object with equal values must not cause an update. Keys that
 * cannot change after creation are reported through `warn` and left out.
 */
export function changedOptions(
  next: unknown,
  previous: unknown,
  immutableKeys: readonly string[],
  warn: (message: string) => void,
): UnknownOptions | null {
  if (!isPlainObject(next)) return null;
  const before = isPlainObject(previous) ? previous : {};
  let changes: UnknownOptions | null = null;
  for (const [key, value] of Object.entries(next)) {
    if (isDeepEqual(value, before[key])) continue;
    if (immutableKeys.includes(key)) {
      warn(
        `Unsupported prop change: options.${key} is not a mutable property. ` +
          `To use a different ${key}, render a new <Elements> (for example with a React key).`,
      );
      continue;
    }
    changes ??= {};
    changes[key] = value;
  }
  return changes;
}
