/** A random id; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
