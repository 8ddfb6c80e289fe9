import type { FrameName, WALLET_SHEET_PAGE } from '@kassa/protocol';

// Set by scripts/build.mjs when it bundles the loader the provider serves: each frame page's
// version (static-assets.ts), so the browser may keep the pages of this build. The npm
// package's loader, bundled by the merchant, has none: its frame pages are asked for each time.
// A JSON string rather than an object: esbuild puts an object define behind a lazy module
// initialiser that every module of the loader then calls (about 100 bytes of the loader).
declare const __KASSA_FRAME_VERSIONS__: string | undefined;

const versions: Readonly<Record<string, string>> =
  typeof __KASSA_FRAME_VERSIONS__ === 'undefined' ? {} : JSON.parse(__KASSA_FRAME_VERSIONS__);

/**
 * The version of a frame page in this build, if the build said. Only Kassa's page names come in
 * (none an Object.prototype key), so a plain lookup is exact.
 */
export function frameVersion(
  page: FrameName | 'controller' | typeof WALLET_SHEET_PAGE,
): string | undefined {
  return versions[page];
}
