import { type ChallengeComplete, controllerFrameName, PROTOCOL_VERSION } from '@kassa/protocol';

/**
 * Tells the controller frame (a sibling on this same provider origin) the buyer's answer. The
 * target origin is our own, so the message can reach no other site's frame of that name.
 */
export function reportToController(
  win: Window,
  controllerId: string,
  challengeId: string,
  status: ChallengeComplete['status'],
): boolean {
  let controller: Window | null | undefined;
  try {
    controller = (win.parent.frames as unknown as Record<string, Window | undefined>)[
      controllerFrameName(controllerId)
    ];
  } catch {
    controller = null;
  }
  if (!controller || controller === win) return false;
  const message: ChallengeComplete = {
    kassa: PROTOCOL_VERSION,
    type: 'challenge-complete',
    challengeId,
    status,
  };
  controller.postMessage(message, win.location.origin);
  return true;
}
