import {
  isLinkStorageResponse,
  LINK_STORAGE_PATH,
  LINK_STORAGE_TIMEOUT_MS,
  type LinkStorageOp,
  type LinkStorageRequest,
  PROTOCOL_VERSION,
  type RememberedLogin,
  readRememberedLogins,
} from '@kassa/protocol';

/**
 * Where the wallet keeps the shopper's remembered logins across page loads (spec 001 §7): the
 * login-storage frame in the browser, anything answering the same in tests. Reads answer no
 * login on any failure or time-out; writes are best effort.
 */
export interface LoginStore {
  getLogins(): Promise<RememberedLogin[]>;
  remember(login: RememberedLogin): Promise<void>;
  /** One e-mail's login, or all of the key's without an e-mail. */
  forget(emailAddress?: string): Promise<void>;
}

/** Something a storage request can be posted to (the storage frame's window). */
export interface StorageTarget {
  postMessage(message: LinkStorageRequest, targetOrigin: string, transfer: Transferable[]): void;
}

let nonces = 0;

/**
 * The controller's side of the login-storage frame: one request per nonce, each answered on
 * the MessagePort it hands over (so no `message` listener here can be fed by another window).
 * `connect` opens the frame once, on first use; an answer that does not come within
 * `timeoutMs` (spec 001 §9: 2000 ms) counts as none.
 */
export class FrameLoginStore implements LoginStore {
  readonly #connect: () => Promise<StorageTarget>;
  readonly #origin: string;
  readonly #publishableKey: string;
  readonly #timeoutMs: number;
  #target: Promise<StorageTarget> | null = null;

  constructor(options: {
    connect: () => Promise<StorageTarget>;
    origin: string;
    publishableKey: string;
    timeoutMs?: number;
  }) {
    this.#connect = options.connect;
    this.#origin = options.origin;
    this.#publishableKey = options.publishableKey;
    this.#timeoutMs = options.timeoutMs ?? LINK_STORAGE_TIMEOUT_MS;
  }

  async getLogins(): Promise<RememberedLogin[]> {
    return readRememberedLogins(await this.#ask({ op: 'getLogin' }));
  }

  async remember(login: RememberedLogin): Promise<void> {
    await this.#ask({ op: 'rememberLogin', login });
  }

  async forget(emailAddress?: string): Promise<void> {
    await this.#ask(
      emailAddress === undefined ? { op: 'forgetLogin' } : { op: 'forgetLogin', emailAddress },
    );
  }

  /** The answer's result, or null for an error, a time-out or a frame that did not open. */
  #ask(
    fields:
      | { op: Exclude<LinkStorageOp, 'rememberLogin' | 'forgetLogin'> }
      | { op: 'rememberLogin'; login: RememberedLogin }
      | { op: 'forgetLogin'; emailAddress?: string },
  ): Promise<unknown> {
    nonces += 1;
    const nonce = `ls${nonces}-${Math.random().toString(36).slice(2, 10)}`;
    const request = {
      kassa: PROTOCOL_VERSION,
      type: 'link-storage-request',
      nonce,
      publishableKey: this.#publishableKey,
      ...fields,
    } as LinkStorageRequest;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      const finish = (value: unknown) => {
        clearTimeout(timer);
        channel.port1.close();
        resolve(value);
      };
      const timer = setTimeout(() => finish(null), this.#timeoutMs);
      channel.port1.onmessage = (event: MessageEvent) => {
        const { data } = event;
        if (!isLinkStorageResponse(data) || data.nonce !== nonce) return;
        finish(data.ok ? data.result : null);
      };
      this.#target ??= this.#connect();
      this.#target.then(
        (target) => target.postMessage(request, this.#origin, [channel.port2]),
        () => finish(null),
      );
    });
  }
}

/**
 * Opens the login-storage frame inside the controller's own document (same origin, hidden),
 * resolving once it has loaded.
 */
export function openStorageFrame(doc: Document, origin: string): Promise<StorageTarget> {
  return new Promise((resolve, reject) => {
    const frame = doc.createElement('iframe');
    frame.src = `${origin}${LINK_STORAGE_PATH}`;
    frame.title = 'Kassa Link storage';
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.addEventListener('load', () => {
      const target = frame.contentWindow;
      if (target === null) reject(new Error('the storage frame has no window'));
      else resolve(target as unknown as StorageTarget);
    });
    frame.addEventListener('error', () => reject(new Error('the storage frame did not load')));
    doc.body.appendChild(frame);
  });
}
