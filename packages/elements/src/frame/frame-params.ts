import { type ElementType, isElementType, originOf, parseFrameHash } from '@kassa/protocol';

/** What the loader put in the frame's URL fragment (see buildFrameUrl in @kassa/protocol). */
export interface FrameParams {
  frameId: string;
  controllerId: string;
  /** The merchant page's origin: the only origin this frame talks to through `window.parent`. */
  origin: string;
  elementType: ElementType;
  groupId: string;
}

/**
 * Reads the frame's parameters, or null when any is missing or malformed. A frame with a bad
 * merchant origin must not post anywhere, so the origin has to be an exact serialised origin.
 */
export function readFrameParams(hash: string): FrameParams | null {
  const { id, params } = parseFrameHash(hash);
  const { controllerId, origin, type, groupId } = params;
  if (id === '' || !controllerId || !groupId || !origin || !isElementType(type)) return null;
  if (originOf(origin) !== origin) return null;
  return { frameId: id, controllerId, origin, elementType: type, groupId };
}
