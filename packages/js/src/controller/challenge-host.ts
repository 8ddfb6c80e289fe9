import {
  CHALLENGE_CONTROLLER_PARAM,
  type ControllerToLoader,
  isKassaMessage,
  PROTOCOL_VERSION,
} from '@kassa/protocol';
import type { ChallengeHost, ChallengeRunner } from './challenge-runner.js';

/**
 * Challenges shown by the loader: the controller asks the merchant page to open its modal on
 * the challenge page, which learns from its hash which controller frame to report to.
 */
export function loaderChallengeHost(
  post: (message: ControllerToLoader) => void,
  controllerId: string,
): ChallengeHost {
  return {
    open: (challengeId, url, locale, title) => {
      const hash = new URLSearchParams({ [CHALLENGE_CONTROLLER_PARAM]: controllerId });
      if (locale !== undefined) hash.set('locale', locale);
      post({
        kassa: PROTOCOL_VERSION,
        type: 'challenge-open',
        challengeId,
        url: `${url}#${hash}`,
        ...(title === undefined ? {} : { title }),
      });
    },
    close: (challengeId) => post({ kassa: PROTOCOL_VERSION, type: 'challenge-close', challengeId }),
  };
}

/**
 * A `challenge-complete` from the challenge page: accepted only from our own origin and from a
 * frame of the merchant page (the modal's), like frame-connect. True when the message was one.
 */
export function receiveChallengeComplete(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  ownOrigin: string,
  isSibling: (source: MessageEventSource | null) => boolean,
  challenges: ChallengeRunner,
  debug: (reason: string) => void,
): boolean {
  if (!isKassaMessage(event.data, 'challenge-complete')) return false;
  if (event.origin !== ownOrigin || !isSibling(event.source)) {
    debug(`challenge-complete from ${event.origin} refused`);
    return true;
  }
  if (!challenges.complete(event.data.challengeId, event.data.status)) {
    debug('challenge-complete for no open challenge');
  }
  return true;
}
