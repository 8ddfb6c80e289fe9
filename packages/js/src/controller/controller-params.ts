import { type ControllerToLoader, type ParsedFrameHash, PROTOCOL_VERSION } from '@kassa/protocol';

/** What the loader put in the controller frame's URL fragment. */
export interface ControllerParams {
  id: string;
  key: string;
  merchantOrigin: string;
  apiVersion?: string;
  locale?: string;
}

/**
 * The controller's parameters, or null when its id, key or merchant origin is missing: then it
 * does not start, and its boot script announces nothing either.
 */
export function controllerParams({ id, params }: ParsedFrameHash): ControllerParams | null {
  const { key, origin, apiVersion, locale } = params;
  if (id === '' || key === undefined || origin === undefined) return null;
  return { id, key, merchantOrigin: origin, apiVersion, locale };
}

/** The message that says the controller frame is up (from its boot script, or its module). */
export function controllerLoad(id: string): ControllerToLoader {
  return { kassa: PROTOCOL_VERSION, type: 'controller-load', controllerId: id };
}
