import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The built loader and frame files as the server serves them and scripts/build.mjs versions
// them (package export @kassa/server/assets): content versions, frame pages and their policy.
export const FRAME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors *";

/** The frame policy, letting exactly this inline script run besides the page's own files. */
export function frameCspWithInline(script: string): string {
  const hash = createHash('sha256').update(script).digest('base64');
  return FRAME_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

export interface Asset {
  body: Uint8Array<ArrayBuffer>;
  /** A digest of the content: the ETag, and the `?v=` that lets a browser cache it for good. */
  version: string;
}

/**
 * Built files by path, re-read when their size or modification time changes (a rebuild), so
 * every request does not read and hash a bundle of a few hundred KB again.
 */
const assets = new Map<string, Asset & { stamp: string }>();

/** The version of some content: a short digest, the same wherever Kassa names a file. */
export function contentVersion(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 16);
}

/** A built file, from the cache while it is unchanged; undefined when there is no such file. */
export async function readAsset(path: string): Promise<Asset | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  const stamp = `${info.size}:${info.mtimeMs}`;
  const known = assets.get(path);
  if (known?.stamp === stamp) return known;
  const body = new Uint8Array(await readFile(path));
  // scripts/build.mjs calls this too (pinFrameImports), for the version a chunk imports.
  const version = contentVersion(body);
  const asset = { body, version, stamp };
  assets.set(path, asset);
  return asset;
}

/** Content versions of a frame's files: `?v=` in its page makes them cacheable for good. */
export interface FrameVersions {
  script?: string;
  stylesheet?: string;
  /** A boot script run inline first, before the module loads (the controller's). */
  inline?: string;
}

const versioned = (path: string, version: string | undefined) =>
  version === undefined ? path : `${path}?v=${version}`;

/**
 * A frame's page. The module is preloaded from the head, so its fetch starts before the body
 * is parsed; with versions, both files are served immutable and a second mount (or a second
 * page of the shop) takes them and V8's compiled code from the browser's cache.
 */
export function frameShell(
  name: string,
  withStylesheet: boolean,
  versions: FrameVersions = {},
): string {
  const script = versioned(`/frames/${name}.js`, versions.script);
  const stylesheet = withStylesheet
    ? `\n    <link rel="stylesheet" href="${versioned(`/frames/${name}.css`, versions.stylesheet)}">`
    : '';
  const inline = versions.inline === undefined ? '' : `\n    <script>${versions.inline}</script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Kassa</title>${inline}
    <link rel="modulepreload" href="${script}">${stylesheet}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

/**
 * A frame page's version: of the versions of its module, stylesheet and boot script, which are
 * all it is made of.
 */
export function framePageVersion(script: string, stylesheet = '', boot = ''): string {
  return createHash('sha256')
    .update(`${script}:${stylesheet}:${boot}`)
    .digest('base64url')
    .slice(0, 16);
}

/**
 * A frame's files in `framesDir` (module, stylesheet, boot script), read together, with the
 * version of the page they make; undefined without a module. The server's frame pages and
 * scripts/build.mjs (the page URLs the loader opens) both take the version from here, so the
 * two cannot disagree. `name` must be a safe file name (no path).
 */
export async function readFrameFiles(framesDir: string, name: string) {
  const read = (ext: string) => readAsset(join(framesDir, `${name}${ext}`));
  const [script, css, boot] = await Promise.all([read('.js'), read('.css'), read('-boot.js')]);
  if (script === undefined) return undefined;
  const version = framePageVersion(script.version, css?.version, boot?.version);
  return { script, css, boot, version };
}

/** A frame page's module is `<name>.js` in the frames folder; `<name>-boot.js` is a boot script. */
const PAGE_MODULE = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)\.js$/;

/**
 * The version of every frame page in `framesDir` at once: a digest of each page's name and
 * version. The provider's loader names all its frame pages with this one string (so the loader
 * does not grow with each new page), and the server keeps a page named with it for good only
 * while it is still the digest of the pages on disk: a change to any page changes it, so no
 * browser keeps a page of an older build. scripts/build.mjs takes the loader's string from here
 * too, so the two cannot disagree. Undefined when the folder holds no page.
 */
export async function framesVersion(framesDir: string): Promise<string | undefined> {
  const entries = await readdir(framesDir).catch(() => [] as string[]);
  const names = entries
    .map((entry) => PAGE_MODULE.exec(entry)?.[1])
    .filter((name): name is string => name !== undefined && !name.endsWith('-boot'))
    .sort();
  if (names.length === 0) return undefined;
  const pages = await Promise.all(names.map((name) => readFrameFiles(framesDir, name)));
  const lines = names.map((name, i) => `${name}:${pages[i]?.version ?? ''}\n`);
  return createHash('sha256').update(lines.join('')).digest('base64url').slice(0, 16);
}
