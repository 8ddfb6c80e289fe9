// Set by scripts/build.mjs when it bundles the loader the provider serves: the version of this
// build's frame pages, one digest of all of them (@kassa/server/assets, framesVersion), so the
// browser may keep the pages of this build. One string whatever the number of pages: the loader
// does not grow with each new frame page. The npm package's loader, bundled by the merchant,
// has none: its frame pages are asked for each time.
declare const __KASSA_FRAMES_VERSION__: string | undefined;

/** The version naming every frame page of this build, if the build said. */
export const FRAMES_VERSION: string | undefined =
  typeof __KASSA_FRAMES_VERSION__ === 'undefined' ? undefined : __KASSA_FRAMES_VERSION__;
