import {
  asObject,
  buildFrameUrl,
  PROTOCOL_VERSION,
  type SheetToLoader,
  type SheetWallet,
  WALLET_SHEET_PAGE,
} from '@kassa/protocol';
import { ChallengeModal } from './challenge-modal.js';
import type { Emitter } from './emitter.js';
import { FRAMES_VERSION } from './frame-versions.js';
import { expectObject, invalidArgument } from './integration-error.js';
import type { PaymentRequestHost } from './payment-request.js';
import { randomId } from './random-id.js';

// The wallet sheet of a PaymentRequest (payment-request.ts): opening its modal and the
// messages with the sheet page. Only a page that shows a wallet needs it, so the provider's
// loader fetches it as a chunk of its own when canMakePayment() is asked (scripts/build.mjs,
// lazy-chunks.ts); a merchant's bundler makes it a chunk of its own build.

type Json = Record<string, unknown>;
const COMPLETE_STATUSES = [
  'success',
  'fail',
  'invalid_payer_name',
  'invalid_payer_phone',
  'invalid_payer_email',
  'invalid_shipping_address',
];
/** The sheet's frame: a phone-sized sheet, never wider or taller than the page. */
const SHEET_BOX = [440, 680] as const;

/** What the sheet needs from its PaymentRequest. */
export interface SheetOwner {
  readonly host: PaymentRequestHost;
  readonly emitter: Emitter;
  readonly wallet: SheetWallet;
  /**
   * The sheet's locale option (a tag or `auto`; none: the browser's). The sheet page loads its
   * texts for it, and names the modal in it once it has loaded: the loader carries no texts.
   */
  readonly locale?: string | undefined;
  /** The request's options as they are now. */
  options(): Json;
  /** Checks options an updateWith() gives, as update() does; answers them checked. */
  check(method: string, raw: unknown): Json;
  /** Takes checked options into the request. */
  merge(options: Json): void;
  /** The sheet closed (paid, cancelled or aborted). */
  closed(): void;
}

/** One showing of the sheet: open from creation until close(). */
export class WalletSheet {
  readonly #owner: SheetOwner;
  readonly #modal: ChallengeModal;
  readonly #id = randomId('ks_');
  #open = true;

  constructor(owner: SheetOwner) {
    this.#owner = owner;
    const { host } = owner;
    this.#modal = new ChallengeModal(
      host.window,
      host.providerOrigin,
      () => this.cancel(),
      'Wallet',
      SHEET_BOX,
    );
    const url = buildFrameUrl(
      host.providerOrigin,
      WALLET_SHEET_PAGE,
      this.#id,
      {
        origin: host.window.location.origin,
        ...(owner.locale === undefined ? {} : { locale: owner.locale }),
      },
      FRAMES_VERSION,
    );
    this.#modal.open(this.#id, url);
    host.router.setSheet({
      frameWindow: this.#modal.frameWindow,
      receive: (message) => this.#receive(message),
    });
  }

  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#modal.close();
    this.#owner.host.router.setSheet(null);
    this.#owner.closed();
  }

  /** Closes the sheet, which the merchant hears as `cancel`. */
  cancel(): void {
    this.close();
    this.#owner.emitter.emit('cancel', {});
  }

  #post(message: Json): void {
    if (!this.#open) return;
    this.#modal.frameWindow?.postMessage(
      { kassa: PROTOCOL_VERSION, sheetId: this.#id, ...message },
      this.#owner.host.providerOrigin,
    );
  }

  #answer(eventId: string, answer: Json): void {
    this.#post({ type: 'sheet-answer', eventId, answer });
  }

  #receive(message: SheetToLoader): void {
    if (message.sheetId !== this.#id) return;
    const owner = this.#owner;
    if (message.type === 'sheet-load') {
      // The modal's name in the sheet's language ("Wallet" until the page has said it).
      if (typeof message.title === 'string' && message.title !== '')
        this.#modal.rename(message.title);
      this.#post({ type: 'sheet-init', wallet: owner.wallet, request: owner.options() });
      return;
    }
    const { event, eventId } = message;
    const payload = asObject(message.payload);
    if (event === 'cancel') this.cancel();
    else if (event === 'pay') void this.#pay(eventId, payload);
    else if (!owner.emitter.has(event)) this.#answer(eventId, { status: 'success' });
    else {
      owner.emitter.emit(event, {
        ...payload,
        updateWith: this.#once((details: unknown) => {
          const { status, ...rest } = expectObject('updateWith', 'details', details);
          if (!['success', 'fail', 'invalid_shipping_address'].includes(status as string)) {
            throw invalidArgument(
              'updateWith',
              'status',
              'one of success, fail, invalid_shipping_address',
              status,
            );
          }
          const checked = owner.check('updateWith', rest);
          owner.merge(checked);
          this.#answer(eventId, { ...checked, status });
        }),
      });
    }
  }

  /** A callback the merchant may call once; later calls are ignored, as Stripe.js's are. */
  #once<A>(callback: (arg: A) => void): (arg: A) => void {
    let called = false;
    return (arg) => {
      if (called) return;
      callback(arg);
      called = true;
    };
  }

  async #pay(eventId: string, payload: Json): Promise<void> {
    const { emitter, host, wallet } = this.#owner;
    const listens = (name: string) => emitter.has(name);
    const { card, billingDetails, ...response } = payload;
    const result =
      listens('paymentmethod') || listens('token') || listens('source')
        ? await host.call('wallet-payment', {
            wallet,
            card: card as string,
            billingDetails: asObject(billingDetails as never),
            paymentMethod: listens('paymentmethod'),
            token: listens('token'),
            source: listens('source'),
          })
        : {
            error: {
              message: 'No paymentmethod, token or source handler listens for the payment.',
            },
          };
    const error = result.error as { message?: string } | undefined;
    if (error !== undefined) {
      this.#answer(eventId, { status: 'fail', message: error.message ?? null });
      return;
    }
    const complete = this.#once((status: unknown) => {
      if (!COMPLETE_STATUSES.includes(status as string)) {
        throw invalidArgument(
          'complete',
          'status',
          `one of ${COMPLETE_STATUSES.join(', ')}`,
          status,
        );
      }
      this.#answer(eventId, { status: status as string });
      if (status === 'success') this.close();
    });
    const base = {
      ...response,
      walletName: wallet === 'apple_pay' ? 'applePay' : 'googlePay',
      methodName: wallet === 'apple_pay' ? 'https://apple.com/apple-pay' : 'https://google.com/pay',
      complete,
    };
    if (result.token) emitter.emit('token', { ...base, token: result.token });
    if (result.paymentMethod)
      emitter.emit('paymentmethod', { ...base, paymentMethod: result.paymentMethod });
    if (result.source) emitter.emit('source', { ...base, source: result.source });
  }
}

/** What the Express Checkout Element's Link sheet needs from its element. */
export interface LinkSheetOwner {
  readonly window: Window;
  readonly providerOrigin: string;
  readonly router: Pick<PaymentRequestHost['router'], 'setSheet'>;
  /** The controller and the group whose wallet session the sheet signs in to. */
  readonly controllerId: string;
  readonly groupId: string;
  readonly locale?: string | undefined;
  /** What the Pay button says: the amount in the currency's minor unit. */
  readonly amount: number;
  readonly currency: string;
  /** The shopper picked the wallet card with this id and paid; the wallet's e-mail, if told. */
  paid(paymentDetails: string, email: string | null): void;
  /** The shopper closed the sheet (Escape, Cancel or the page's close). */
  cancelled(): void;
}

/**
 * The Express Checkout Element's Link: the wallet-sheet page in its Link mode, in the same
 * modal. The sheet signs the shopper in through the controller (the page never sees the
 * wallet session) and tells the page only the id of the card picked, or that it was cancelled.
 */
export class LinkSheet {
  readonly #owner: LinkSheetOwner;
  readonly #modal: ChallengeModal;
  readonly #id = randomId('ks_');
  #open = true;

  constructor(owner: LinkSheetOwner) {
    this.#owner = owner;
    this.#modal = new ChallengeModal(
      owner.window,
      owner.providerOrigin,
      () => this.#end(false),
      'Link',
      SHEET_BOX,
    );
    const url = buildFrameUrl(
      owner.providerOrigin,
      WALLET_SHEET_PAGE,
      this.#id,
      {
        origin: owner.window.location.origin,
        controllerId: owner.controllerId,
        groupId: owner.groupId,
        ...(owner.locale === undefined ? {} : { locale: owner.locale }),
      },
      FRAMES_VERSION,
    );
    this.#modal.open(this.#id, url);
    owner.router.setSheet({
      frameWindow: this.#modal.frameWindow,
      receive: (message) => this.#receive(message),
    });
  }

  #end(paidWith: string | false, email: unknown = null): void {
    if (!this.#open) return;
    this.#open = false;
    this.#modal.close();
    this.#owner.router.setSheet(null);
    if (paidWith === false) this.#owner.cancelled();
    else this.#owner.paid(paidWith, typeof email === 'string' ? email : null);
  }

  #receive(message: SheetToLoader): void {
    if (message.sheetId !== this.#id || !this.#open) return;
    if (message.type === 'sheet-load') {
      if (typeof message.title === 'string' && message.title !== '')
        this.#modal.rename(message.title);
      const { amount, currency } = this.#owner;
      this.#modal.frameWindow?.postMessage(
        {
          kassa: PROTOCOL_VERSION,
          sheetId: this.#id,
          type: 'sheet-init',
          wallet: 'link',
          request: { amount, currency },
        },
        this.#owner.providerOrigin,
      );
      return;
    }
    const { paymentDetails: card, email } = asObject(message.payload);
    if (message.event === 'cancel') this.#end(false);
    else if (message.event === 'pay' && typeof card === 'string' && card !== '')
      this.#end(card, email);
  }
}
