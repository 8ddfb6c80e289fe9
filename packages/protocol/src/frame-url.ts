/**
 * Frame page addresses. The frame's own id sits after the hash, before any question mark; the
 * parameters after it never reach the server (a fragment is not sent).
 */
export interface FrameUrlParams {
  [key: string]: string;
}

/**
 * `version`, the version of the frame pages the build knew (one for all its pages), lets the
 * browser keep the page: the provider serves a page named with the current version as immutable.
 */
export function buildFrameUrl(
  providerOrigin: string,
  page: string,
  id: string,
  params: FrameUrlParams,
  version?: string,
): string {
  const query = new URLSearchParams(params).toString();
  const versioned = version === undefined ? '' : `?v=${encodeURIComponent(version)}`;
  return `${providerOrigin}/frames/${page}.html${versioned}#${encodeURIComponent(id)}?${query}`;
}

export interface ParsedFrameHash {
  id: string;
  params: Record<string, string>;
}

export function parseFrameHash(hash: string): ParsedFrameHash {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  const mark = body.indexOf('?');
  const id = decodeURIComponent(mark === -1 ? body : body.slice(0, mark));
  const params = Object.fromEntries(new URLSearchParams(mark === -1 ? '' : body.slice(mark + 1)));
  return { id, params };
}
