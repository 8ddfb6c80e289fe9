import { parseFrameHash } from '@kassa/protocol';
import { type ControllerBoot, leaveBoot } from './boot-buffer.js';
import { controllerLoad, controllerParams } from './controller-params.js';

/**
 * Runs while the controller page is parsed, before its module has loaded: announces the frame
 * to the merchant page at once, so the requests the loader queued (elements-create, whose
 * session fetch the Payment Element's `ready` waits for) travel while the module loads, and
 * keeps every message that arrives until the module takes over and checks them (origin,
 * source, shape) like any other.
 */
export function bootController(win: Window): void {
  const boot: ControllerBoot = {
    events: [],
    listener: (event) => boot.events.push(event),
    announced: false,
  };
  win.addEventListener('message', boot.listener);
  leaveBoot(win, boot);
  const params = controllerParams(parseFrameHash(win.location.hash));
  if (params === null) return;
  try {
    win.parent.postMessage(controllerLoad(params.id), params.merchantOrigin);
    boot.announced = true;
  } catch {
    // A malformed origin: the module will refuse to start, and nothing is announced.
  }
}
