// Set by scripts/build.mjs when it bundles the loader the provider serves: each frame page's
// version (static-assets.ts), so the browser may keep the pages of this build. The npm
// package's loader, bundled by the merchant, has none: its frame pages are asked for each time.
declare const __KASSA_FRAME_VERSIONS__: Readonly<Record<string, string>> | undefined;

/** The version of a frame page in this build, if the build said. */
export function frameVersion(page: string): string | undefined {
  if (typeof __KASSA_FRAME_VERSIONS__ === 'undefined') return undefined;
  return Object.hasOwn(__KASSA_FRAME_VERSIONS__, page) ? __KASSA_FRAME_VERSIONS__[page] : undefined;
}
