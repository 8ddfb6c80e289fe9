/**
 * Below this width (a phone) the challenge fills the screen: a 250 × 400 box over a dimmed page
 * left a phone's shopper a cramped page. Wider, it is a centred 500 × 600 dialog (EMV's
 * challenge window size 03), never bigger than the window.
 */
const PHONE_WIDTH = 600;

const OVERLAY_STYLE =
  'position:fixed!important;inset:0!important;z-index:2147483647!important;display:flex!important;' +
  'align-items:center!important;justify-content:center!important;background:rgba(0,0,0,0.5)!important;' +
  'margin:0!important;padding:0!important;';

interface OpenChallenge {
  readonly id: string;
  readonly overlay: HTMLElement;
  readonly iframe: HTMLIFrameElement;
  readonly restore: () => void;
}

/**
 * The modal Stripe.js shows for 3-D Secure: a full-viewport layer over the merchant page with
 * the provider's challenge page in an iframe. Focus stays inside it; Escape (on the merchant
 * side; the page handles its own) cancels, which fails the authentication.
 */
export class ChallengeModal {
  readonly #win: Window;
  readonly #providerOrigin: string;
  readonly #onCancel: (challengeId: string) => void;
  readonly #label: string;
  readonly #box: readonly [number, number] | undefined;
  #open: OpenChallenge | null = null;

  /**
   * `label` names the dialog; `box` sizes its frame, width and height (by default the EMV
   * challenge window size that fits the viewport). The test wallet sheet is shown the same way.
   */
  constructor(
    win: Window,
    providerOrigin: string,
    onCancel: (challengeId: string) => void,
    label = '3D Secure authentication',
    box?: readonly [number, number],
  ) {
    this.#win = win;
    this.#providerOrigin = providerOrigin;
    this.#onCancel = onCancel;
    this.#label = label;
    this.#box = box;
  }

  get challengeId(): string | null {
    return this.#open?.id ?? null;
  }

  /** The window of the open page, the only source its messages may come from. */
  get frameWindow(): Window | null {
    return this.#open?.iframe.contentWindow ?? null;
  }

  /** Shows the challenge page; refused (false) unless it is on the provider origin exactly. */
  open(challengeId: string, url: string, title = this.#label): boolean {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return false;
    }
    if (origin !== this.#providerOrigin) return false;
    this.close();
    const doc = this.#win.document;
    const overlay = doc.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', title);
    overlay.setAttribute('style', OVERLAY_STYLE);
    const iframe = doc.createElement('iframe');
    iframe.src = url;
    iframe.title = title;
    iframe.setAttribute('style', frameStyle(this.#win.innerWidth < PHONE_WIDTH, this.#box));
    // Tabbing past either edge of the frame comes back into it.
    const guard = () => {
      const sentinel = doc.createElement('div');
      sentinel.tabIndex = 0;
      sentinel.addEventListener('focus', () => iframe.focus());
      return sentinel;
    };
    overlay.append(guard(), iframe, guard());
    const restore = this.#trap(overlay, iframe, challengeId);
    (doc.body ?? doc.documentElement).appendChild(overlay);
    this.#open = { id: challengeId, overlay, iframe, restore };
    iframe.focus();
    return true;
  }

  /** Names the open dialog and its frame anew (the wallet sheet's name, in its language). */
  rename(title: string): void {
    const open = this.#open;
    if (open === null) return;
    open.overlay.setAttribute('aria-label', title);
    open.iframe.title = title;
  }

  close(challengeId?: string): void {
    const open = this.#open;
    if (open === null || (challengeId !== undefined && challengeId !== open.id)) return;
    this.#open = null;
    open.overlay.remove();
    open.restore();
  }

  #trap(overlay: HTMLElement, iframe: HTMLIFrameElement, challengeId: string): () => void {
    const doc = this.#win.document;
    const previous = doc.activeElement as HTMLElement | null;
    const overflow = doc.body?.style.overflow ?? '';
    if (doc.body) doc.body.style.overflow = 'hidden';
    const onFocus = (event: FocusEvent) => {
      if (!overlay.contains(event.target as Node)) iframe.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      this.#onCancel(challengeId);
    };
    doc.addEventListener('focusin', onFocus, true);
    doc.addEventListener('keydown', onKey, true);
    return () => {
      doc.removeEventListener('focusin', onFocus, true);
      doc.removeEventListener('keydown', onKey, true);
      if (doc.body) doc.body.style.overflow = overflow;
      previous?.focus?.();
      // A Pay button disabled while the payment runs takes no focus yet: the merchant enables it
      // again once confirm answers, so try once more then rather than leave focus on the body.
      if (doc.activeElement !== previous)
        this.#win.setTimeout(() => {
          if (doc.activeElement === doc.body) previous?.focus?.();
        }, 100);
    };
  }
}

function frameStyle(fullScreen: boolean, given?: readonly [number, number]): string {
  const [width, height] = given ?? [500, 600];
  const box =
    fullScreen && given === undefined
      ? 'width:100%!important;height:100%!important;'
      : `width:${width}px!important;height:${height}px!important;max-width:100%!important;max-height:100%!important;border-radius:8px!important;`;
  return `${box}border:none!important;background:#fff!important;display:block!important;`;
}
