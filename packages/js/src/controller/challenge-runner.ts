import type { ChallengeComplete } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';

export type ChallengeStatus = ChallengeComplete['status'];

/** Where challenges are shown: the loader's modal on the merchant page, reached by message. */
export interface ChallengeHost {
  /**
   * `locale`: the shopper's locale option, for the page's texts (none: the browser's);
   * `title`: the modal's accessible name, in that locale (none: the loader's English one).
   */
  open(challengeId: string, url: string, locale?: string, title?: string): void;
  close(challengeId: string): void;
}

interface Waiting {
  readonly url: URL;
  readonly resolve: (status: ChallengeStatus) => void;
  /** A next-action display (QR code, voucher, transfer details): closing it records nothing. */
  readonly display: boolean;
}

/**
 * The 3-D Secure challenges the controller waits on, by attempt id. A challenge ends when the
 * challenge page reports the buyer's answer, or when the buyer closes the modal (the controller
 * then records a failed authentication itself).
 */
export class ChallengeRunner {
  readonly #host: ChallengeHost;
  readonly #providerOrigin: string;
  readonly #waiting = new Map<string, Waiting>();

  constructor(host: ChallengeHost, providerOrigin: string) {
    this.#host = host;
    this.#providerOrigin = providerOrigin;
  }

  /** A page of the provider origin, e.g. the next-action display. */
  pageUrl(path: string): URL {
    return new URL(path, this.#providerOrigin);
  }

  /**
   * Shows the challenge page (in `locale`, in a modal named `shown.title`) and resolves with the
   * buyer's answer. With `shown.display`, the page only shows what the shopper needs to finish
   * paying elsewhere: 'succeeded' when they are done with it (or the controller saw the
   * payment), 'failed' when they closed it.
   */
  run(
    challengeId: string,
    pageUrl: string,
    locale?: string,
    shown: { title?: string; display?: boolean } = {},
  ): Promise<ChallengeStatus> {
    let url: URL;
    try {
      url = new URL(pageUrl);
    } catch {
      return Promise.resolve('failed');
    }
    // Only our own challenge page may be put in front of the buyer.
    if (url.origin !== this.#providerOrigin) return Promise.resolve('failed');
    this.#waiting.get(challengeId)?.resolve('failed');
    return new Promise<ChallengeStatus>((resolve) => {
      this.#waiting.set(challengeId, { url, resolve, display: shown.display === true });
      this.#host.open(challengeId, url.toString(), locale, shown.title);
    });
  }

  /** Whether the challenge is still shown. */
  isOpen(challengeId: string): boolean {
    return this.#waiting.has(challengeId);
  }

  /** The challenge page reported an answer; false when no such challenge is open. */
  complete(challengeId: string, status: ChallengeStatus): boolean {
    const waiting = this.#waiting.get(challengeId);
    if (waiting === undefined) return false;
    this.#waiting.delete(challengeId);
    this.#host.close(challengeId);
    waiting.resolve(status);
    return true;
  }

  /** The buyer closed the modal: the authentication fails, as in Stripe.js. */
  async cancel(api: ApiClient, challengeId: string): Promise<boolean> {
    const waiting = this.#waiting.get(challengeId);
    if (waiting === undefined) return false;
    if (waiting.display) return this.complete(challengeId, 'failed');
    const clientSecret = waiting.url.searchParams.get('client_secret') ?? '';
    // If the page answered first, this is refused and the intent keeps the page's answer.
    await api.post(`three_d_secure/${challengeId}/complete`, {
      client_secret: clientSecret,
      result: 'failed',
    });
    return this.complete(challengeId, 'failed');
  }
}
