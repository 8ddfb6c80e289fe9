/**
 * What the controller page's inline boot script leaves for the controller module: the messages
 * that arrived before the module ran, and whether it has announced the frame already.
 */
export interface ControllerBoot {
  events: MessageEvent[];
  listener: (event: MessageEvent) => void;
  announced: boolean;
}

const BOOT_KEY = '__kassaControllerBoot';

type BootWindow = Window & { [BOOT_KEY]?: ControllerBoot };

export function leaveBoot(win: Window, boot: ControllerBoot): void {
  (win as BootWindow)[BOOT_KEY] = boot;
}

/** Stops the boot script's buffering and hands over what it kept (nothing without one). */
export function takeBoot(win: Window): Pick<ControllerBoot, 'events' | 'announced'> {
  const boot = (win as BootWindow)[BOOT_KEY];
  if (boot === undefined) return { events: [], announced: false };
  win.removeEventListener('message', boot.listener);
  delete (win as BootWindow)[BOOT_KEY];
  return { events: boot.events, announced: boot.announced };
}
