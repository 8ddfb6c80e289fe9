import {
  type ElementType,
  isJsonObject,
  type Json,
  type JsonObject,
  originOf,
  parseFrameHash,
} from '@kassa/protocol';

/** What the loader put in the frame's URL fragment (see buildFrameUrl in @kassa/protocol). */
export interface FrameParams {
  frameId: string;
  controllerId: string;
  /** The merchant page's origin: the only origin this frame talks to through `window.parent`. */
  origin: string;
  elementType: ElementType;
  groupId: string;
  /** The instance has a pk_test_ key: the frame logs the messages it ignores. */
  testMode: boolean;
  /**
   * The element's and the group's options as they were at mount(), so the frame renders without
   * waiting for element-init from the merchant page; null when absent or malformed (then it
   * waits). They carry nothing element-init does not, and no client secret.
   */
  init: { options: JsonObject; groupOptions: JsonObject } | null;
}

function readInit(raw: string | undefined): FrameParams['init'] {
  if (raw === undefined) return null;
  let parsed: Json;
  try {
    parsed = JSON.parse(raw) as Json;
  } catch {
    return null;
  }
  if (!isJsonObject(parsed)) return null;
  const { options, groupOptions } = parsed;
  return isJsonObject(options) && isJsonObject(groupOptions) ? { options, groupOptions } : null;
}

/**
 * Reads the frame's parameters, or null when any is missing or malformed. A frame with a bad
 * merchant origin must not post anywhere, so the origin has to be an exact serialised origin.
 * `types` are the element types this frame page renders: a page opened as another type (the
 * payment page told it is a card element) refuses to start.
 */
export function readFrameParams(hash: string, types: readonly ElementType[]): FrameParams | null {
  const { id, params } = parseFrameHash(hash);
  const { controllerId, origin, groupId } = params;
  const type = params.type as ElementType;
  if (id === '' || !controllerId || !groupId || !origin || !types.includes(type)) return null;
  if (originOf(origin) !== origin) return null;
  const init = readInit(params.init);
  const testMode = params.testMode === '1';
  return { frameId: id, controllerId, origin, elementType: type, groupId, testMode, init };
}
