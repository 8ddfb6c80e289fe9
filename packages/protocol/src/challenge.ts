/**
 * 3-D Secure challenge messages. The challenge page is served from the provider origin and shown
 * by the loader in a modal over the merchant page; the buyer's answer goes from the page to the
 * controller frame directly (a sibling frame on the same origin, found through
 * `window.parent.frames[controllerFrameName(controllerId)]`), so nothing of the card or the
 * answer passes through the merchant page. The loader only opens and closes the modal, and asks
 * the controller (`controller-request` action `challenge-cancel` {challengeId}) to fail the
 * authentication when the buyer closes it with Escape.
 */
interface ChallengeEnvelope<T extends string> {
  kassa: 1;
  type: T;
}

/** Controller -> loader: show the challenge page at `url` (provider origin) in a modal. */
export interface ChallengeOpen extends ChallengeEnvelope<'challenge-open'> {
  challengeId: string;
  url: string;
  /** The modal's accessible name in the shopper's locale (none: the loader's English one). */
  title?: string;
}
/** Controller -> loader: the challenge is over; remove the modal. */
export interface ChallengeClose extends ChallengeEnvelope<'challenge-close'> {
  challengeId: string;
}
/** Challenge page -> controller frame: the buyer answered and the page recorded it. */
export interface ChallengeComplete extends ChallengeEnvelope<'challenge-complete'> {
  challengeId: string;
  status: 'succeeded' | 'failed';
}

/** The hash parameter the challenge page reads to find the controller frame it reports to. */
export const CHALLENGE_CONTROLLER_PARAM = 'controllerId';
