import type { CredentialAction } from '@kassa/core';
import {
  isLinkCredentialsSync,
  LINK_CREDENTIALS_CHANNEL,
  type LinkCredentialsSync,
  PROTOCOL_VERSION,
} from '@kassa/protocol';

/** The part of BroadcastChannel the sync uses. */
export interface SyncChannel {
  postMessage(message: LinkCredentialsSync): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The part of the controller frame's window the sync watches: its page lifecycle. */
export interface SyncPage {
  addEventListener(type: 'pagehide' | 'pageshow' | 'visibilitychange', listener: () => void): void;
  readonly document: { readonly visibilityState: DocumentVisibilityState };
}

/**
 * Mirrors the credential cache actions of this controller to the other controllers of the same
 * provider origin and site (spec 001 §4: "actions are mirrored to synced windows"), e.g.
 * another tab's log-out, over a BroadcastChannel (same-origin only, and partitioned per
 * top-level site by the browser). Only messages of the right shape for this publishable key,
 * from another controller, are passed on. Syncing ends when the page is hidden or unloaded
 * (and starts again when it is shown, or comes back from the back/forward cache).
 */
export class CredentialSync {
  readonly #open: () => SyncChannel;
  readonly #sender: string;
  readonly #publishableKey: string;
  #channel: SyncChannel | null = null;
  #listener: ((action: CredentialAction) => void) | null = null;

  constructor(options: {
    open?: () => SyncChannel;
    sender: string;
    publishableKey: string;
    page?: SyncPage;
  }) {
    this.#open =
      options.open ?? (() => new BroadcastChannel(LINK_CREDENTIALS_CHANNEL) as SyncChannel);
    this.#sender = options.sender;
    this.#publishableKey = options.publishableKey;
    const page = options.page;
    if (page !== undefined) {
      page.addEventListener('pagehide', () => this.stop());
      // Back from the back/forward cache: the page is shown again without a visibility change.
      page.addEventListener('pageshow', () => {
        if (this.#listener !== null) this.#connect();
      });
      page.addEventListener('visibilitychange', () => {
        const state = page.document?.visibilityState;
        if (state === 'hidden') this.stop();
        else if (state === 'visible' && this.#listener !== null) this.#connect();
      });
    }
  }

  /** Starts listening; each mirrored action goes to `listener`. */
  listen(listener: (action: CredentialAction) => void): void {
    this.#listener = listener;
    this.#connect();
  }

  /** Tells the other controllers about an action of this one (while syncing). */
  post(action: CredentialAction): void {
    this.#channel?.postMessage({
      kassa: PROTOCOL_VERSION,
      type: 'link-credentials-sync',
      sender: this.#sender,
      publishableKey: this.#publishableKey,
      action,
    });
  }

  /** Ends syncing (the page is hidden or going away). */
  stop(): void {
    this.#channel?.close();
    this.#channel = null;
  }

  #connect(): void {
    if (this.#channel !== null) return;
    let channel: SyncChannel;
    try {
      channel = this.#open();
    } catch {
      return;
    }
    channel.onmessage = (event: MessageEvent) => {
      const { data } = event;
      if (!isLinkCredentialsSync(data)) return;
      if (data.sender === this.#sender || data.publishableKey !== this.#publishableKey) return;
      this.#listener?.(data.action);
    };
    this.#channel = channel;
  }
}
