import {
  asObject,
  buildFrameUrl,
  type ChallengeClose,
  type ChallengeOpen,
  type ControllerAction,
  type ControllerRequest,
  type ControllerRequests,
  type ControllerToLoader,
  controllerFrameName,
  type Json,
  PROTOCOL_VERSION,
  RpcClient,
} from '@kassa/protocol';
import { FRAMES_VERSION } from './frame-versions.js';
import { randomId } from './random-id.js';

export interface ControllerChannelOptions {
  document: Document;
  providerOrigin: string;
  merchantOrigin: string;
  key: string;
  locale?: string;
  apiVersion?: string;
  onGroupEvent: (groupId: string, event: string, payload: Json) => void;
  /** The controller opens or closes a 3-D Secure challenge (the modal). */
  onChallenge?: (message: ChallengeOpen | ChallengeClose) => void;
  /** Requests wait this long for an answer, including the time queued before the frame loads. */
  timeoutMs?: number;
}

const HIDDEN_STYLE =
  'border:none!important;margin:0!important;padding:0!important;width:1px!important;' +
  'min-width:100%!important;height:1px!important;overflow:hidden!important;display:block!important;' +
  'visibility:hidden!important;position:fixed!important;pointer-events:none!important;';

/**
 * The hidden controller frame of one instance and the requests to it. Requests made before the
 * frame announces `controller-load` are queued and sent in order once it has.
 */
export class ControllerChannel {
  readonly id = randomId('kc_');
  readonly frame: HTMLIFrameElement;
  readonly #options: ControllerChannelOptions;
  readonly #rpc: RpcClient;
  #queue: ControllerRequest[] = [];
  #loaded = false;

  constructor(options: ControllerChannelOptions) {
    this.#options = options;
    this.#rpc = new RpcClient({
      timeoutMs: options.timeoutMs ?? 120_000,
      makeNonce: () => randomId('n_'),
      send: (nonce, action, payload) =>
        this.#post({ kassa: PROTOCOL_VERSION, type: 'controller-request', nonce, action, payload }),
    });
    const doc = options.document;
    const frame = doc.createElement('iframe');
    const params: Record<string, string> = { key: options.key, origin: options.merchantOrigin };
    if (options.locale !== undefined) params.locale = options.locale;
    if (options.apiVersion !== undefined) params.apiVersion = options.apiVersion;
    frame.src = buildFrameUrl(
      options.providerOrigin,
      'controller',
      this.id,
      params,
      FRAMES_VERSION,
    );
    frame.name = controllerFrameName(this.id);
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.setAttribute('allow', 'payment *');
    frame.setAttribute('style', HIDDEN_STYLE);
    this.frame = frame;
    const attach = () => (doc.body ?? doc.documentElement).appendChild(frame);
    if (doc.body !== null) attach();
    else doc.addEventListener('DOMContentLoaded', attach, { once: true });
  }

  get frameWindow(): Window | null {
    return this.frame.contentWindow;
  }

  /** Asks the controller; every answer is an object the loader hands on as it is. */
  request<A extends ControllerAction>(
    action: A,
    payload: ControllerRequests[A]['payload'],
  ): Promise<ControllerRequests[A]['result']> {
    return this.#rpc.request(action, payload).then(asObject);
  }

  receive(message: ControllerToLoader): void {
    switch (message.type) {
      case 'controller-load':
        if (message.controllerId !== this.id) return;
        this.#loaded = true;
        for (const queued of this.#queue.splice(0)) this.#send(queued);
        return;
      case 'action-response':
        this.#rpc.resolve(message.nonce, message.result);
        return;
      case 'action-error':
        this.#rpc.reject(message.nonce, message.error);
        return;
      case 'group-event':
        this.#options.onGroupEvent(message.groupId, message.event, message.payload);
        return;
      case 'challenge-open':
      case 'challenge-close':
        this.#options.onChallenge?.(message);
    }
  }

  #post(message: ControllerRequest): void {
    if (this.#loaded) this.#send(message);
    else this.#queue.push(message);
  }

  #send(message: ControllerRequest): void {
    this.frame.contentWindow?.postMessage(message, this.#options.providerOrigin);
  }
}
