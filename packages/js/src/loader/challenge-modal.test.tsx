import type { ControllerToLoader } from '@kassa/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChallengeModal } from './challenge-modal.js';
import { MessageRouter } from './message-router.js';

const PROVIDER = 'http://127.0.0.1:4242';
const PAGE = `${PROVIDER}/v1/three_d_secure/src_1/authenticate?client_secret=s#controllerId=kc_1`;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => {
  document.body.innerHTML = '';
  document.body.style.overflow = '';
});

describe('ChallengeModal', () => {
  it('shows the challenge page over the whole page in a dialog, focused', () => {
    setWidth(1024);
    const modal = new ChallengeModal(window, PROVIDER, () => {});
    expect(modal.open('src_1', PAGE)).toBe(true);
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('style')).toContain('position:fixed');
    const iframe = dialog.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.src).toBe(PAGE);
    expect(document.activeElement).toBe(iframe);
    expect(document.body.style.overflow).toBe('hidden');
    expect(modal.challengeId).toBe('src_1');
  });

  it('names the dialog and its frame: 3-D Secure by default, the title given otherwise', () => {
    const modal = new ChallengeModal(window, PROVIDER, () => {});
    modal.open('src_1', PAGE);
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe(
      '3D Secure authentication',
    );
    modal.open('na_pi_1', `${PROVIDER}/frames/next-action.html?id=na_pi_1`, 'Payment instructions');
    expect(document.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe(
      'Payment instructions',
    );
    expect(document.querySelector('iframe')?.title).toBe('Payment instructions');
  });

  it.each([
    [320, 'width:100%', 'height:100%'],
    [375, 'width:100%', 'height:100%'],
    [599, 'width:100%', 'height:100%'],
    [600, 'width:500px', 'height:600px'],
    [1200, 'width:500px', 'height:600px'],
  ])('fills a %i px phone screen, and is a centred dialog from 600 px', (width, w, h) => {
    setWidth(width);
    new ChallengeModal(window, PROVIDER, () => {}).open('src_1', PAGE);
    const style = document.querySelector('iframe')?.getAttribute('style') ?? '';
    expect(style).toContain(w);
    expect(style).toContain(h);
  });

  it.each([
    'https://evil.example/three_d_secure/src_1',
    'http://127.0.0.1:4243/three_d_secure/src_1',
    'javascript:alert(1)',
    'not a url',
  ])('refuses to show %s', (url) => {
    const modal = new ChallengeModal(window, PROVIDER, () => {});
    expect(modal.open('src_1', url)).toBe(false);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps focus inside: focus that leaves for the page comes back to the frame', () => {
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    const modal = new ChallengeModal(window, PROVIDER, () => {});
    modal.open('src_1', PAGE);
    const iframe = document.querySelector('iframe') as HTMLIFrameElement;
    outside.focus();
    expect(document.activeElement).toBe(iframe);
    const [before, after] = [
      ...document.querySelectorAll('[role="dialog"] > div'),
    ] as HTMLElement[];
    after?.focus();
    expect(document.activeElement).toBe(iframe);
    before?.focus();
    expect(document.activeElement).toBe(iframe);
  });

  it('cancels on Escape and, once closed, gives the page its focus and scrolling back', () => {
    const pay = document.createElement('button');
    document.body.appendChild(pay);
    pay.focus();
    const onCancel = vi.fn();
    const modal = new ChallengeModal(window, PROVIDER, onCancel);
    modal.open('src_1', PAGE);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onCancel).toHaveBeenCalledWith('src_1');
    modal.close('src_other');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    modal.close('src_1');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(pay);
    expect(document.body.style.overflow).toBe('');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to a Pay button the merchant disabled while paying, once it is enabled', () => {
    vi.useFakeTimers();
    const pay = document.createElement('button');
    document.body.appendChild(pay);
    pay.focus();
    const modal = new ChallengeModal(window, PROVIDER, () => {});
    modal.open('src_1', PAGE);
    pay.disabled = true;
    modal.close('src_1');
    expect(document.activeElement).toBe(document.body);
    // confirm answered; the merchant's page enables its button again.
    pay.disabled = false;
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(pay);
    vi.useRealTimers();
  });
});

describe('challenge messages on the merchant page', () => {
  const open: ControllerToLoader = {
    kassa: 1,
    type: 'challenge-open',
    challengeId: 'src_1',
    url: PAGE,
  };

  it('accepts challenge-open only from the controller frame on the provider origin', () => {
    const controllerWindow = {} as Window;
    const received: ControllerToLoader[] = [];
    const router = new MessageRouter(PROVIDER, () => {});
    router.setController({ frameWindow: controllerWindow, receive: (m) => received.push(m) });
    router.handle({ origin: 'https://evil.example', source: controllerWindow, data: open });
    router.handle({ origin: PROVIDER, source: {} as Window, data: open });
    router.handle({ origin: PROVIDER, source: controllerWindow, data: { ...open, url: 7 } });
    expect(received).toEqual([]);
    router.handle({ origin: PROVIDER, source: controllerWindow, data: open });
    expect(received).toEqual([open]);
  });
});
