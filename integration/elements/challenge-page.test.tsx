import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type InProcessProvider,
  PROVIDER_ORIGIN,
  startInProcessProvider,
} from '../in-process-provider.js';
import { ChallengePage, readChallengeParams } from './elements-internals.js';

// The first calls warm up the in-process database; the default second is too short for them.
const SLOW = { timeout: 10_000 };
const ORIGIN = PROVIDER_ORIGIN;
let provider: InProcessProvider;
let keys: InProcessProvider['keys'];
let providerFetch: typeof fetch;

beforeAll(async () => {
  provider = await startInProcessProvider();
  keys = provider.keys;
  providerFetch = provider.fetch;
}, 60_000);
afterAll(() => provider?.close());
afterEach(cleanup);

/** A 3-D Secure card confirmed by the shop's server; the page link its next action gives. */
async function challengeLink(payment_method: string, returnUrl = 'https://shop.example/r') {
  const body = new URLSearchParams({
    amount: '2599',
    currency: 'eur',
    payment_method,
    confirm: 'true',
    return_url: returnUrl,
  });
  const response = await providerFetch('/v1/payment_intents', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${keys.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  const intent = (await response.json()) as {
    id: string;
    next_action: { redirect_to_url: { url: string } };
  };
  return { intent, url: new URL(intent.next_action.redirect_to_url.url) };
}

async function intentStatus(id: string) {
  const response = await providerFetch(`/v1/payment_intents/${id}`, {
    headers: { Authorization: `Bearer ${keys.secretKey}` },
  });
  return ((await response.json()) as { status: string }).status;
}

/** A stand-in for the merchant page holding the modal and the controller frame. */
function pageWindow(hash: string) {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const controller = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'parent', {
    value: { frames: { '__kassaController-kc_7': controller } },
  });
  Object.defineProperty(win, 'location', { value: { origin: ORIGIN, hash } });
  return { win, posted };
}

describe('the hosted challenge page', { timeout: 30_000 }, () => {
  it('reads the attempt, its secret, the key and the controller from its address', () => {
    expect(
      readChallengeParams({
        pathname: '/three_d_secure/src_abc',
        search: '?client_secret=src_client_secret_x&key=pk_test_1',
        hash: '#controllerId=kc_7',
      }),
    ).toEqual({
      attemptId: 'src_abc',
      clientSecret: 'src_client_secret_x',
      publishableKey: 'pk_test_1',
      controllerId: 'kc_7',
    });
    expect(
      readChallengeParams({ pathname: '/three_d_secure/src_abc', search: '', hash: '' }),
    ).toBeNull();
  });

  it('shows the payment and, in the modal, tells the controller frame the buyer completed', async () => {
    const { intent, url } = await challengeLink(
      'pm_card_authenticationRequired',
      'https://shop.example/r',
    );
    const params = readChallengeParams({
      pathname: url.pathname,
      search: url.search,
      hash: '#controllerId=kc_7',
    });
    if (params === null) throw new Error('no params');
    const { win, posted } = pageWindow('#controllerId=kc_7');
    render(<ChallengePage params={params} window={win} fetch={providerFetch} />);
    expect(await screen.findByTestId('challenge-amount', {}, SLOW)).toHaveProperty(
      'textContent',
      '€25.99',
    );
    expect(screen.getByTestId('challenge-card').textContent).toContain('3184');
    const complete = screen.getByRole('button', { name: 'Complete authentication' });
    await waitFor(() => expect(document.activeElement).toBe(complete));
    await act(async () => fireEvent.click(complete));
    await screen.findByText('Authentication complete.', {}, SLOW);
    expect(posted).toEqual([
      {
        message: {
          kassa: 1,
          type: 'challenge-complete',
          challengeId: params.attemptId,
          status: 'succeeded',
        },
        origin: ORIGIN,
      },
    ]);
    expect(await intentStatus(intent.id)).toBe('succeeded');
  });

  it('fails the authentication on Escape in the modal', async () => {
    const { intent, url } = await challengeLink('pm_card_authenticationRequired');
    const hash = '#controllerId=kc_7';
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash });
    if (params === null) throw new Error('no params');
    const { win, posted } = pageWindow(hash);
    render(<ChallengePage params={params} window={win} fetch={providerFetch} />);
    await screen.findByTestId('challenge-amount', {}, SLOW);
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    await screen.findByText('Authentication failed.', {}, SLOW);
    expect(posted.map((p) => p.message)).toEqual([
      { kassa: 1, type: 'challenge-complete', challengeId: params.attemptId, status: 'failed' },
    ]);
    expect(await intentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('keeps Tab and Shift+Tab on its buttons in the modal, never on the page body', async () => {
    const { url } = await challengeLink('pm_card_authenticationRequired');
    const hash = '#controllerId=kc_7';
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash });
    if (params === null) throw new Error('no params');
    const { win } = pageWindow(hash);
    render(<ChallengePage params={params} window={win} fetch={providerFetch} />);
    const complete = await screen.findByRole('button', { name: 'Complete authentication' }, SLOW);
    const fail = screen.getByRole('button', { name: 'Fail authentication' });
    const tab = (target: Element, shiftKey = false) =>
      fireEvent.keyDown(target, { key: 'Tab', shiftKey, bubbles: true });
    act(() => fail.focus());
    expect(tab(fail)).toBe(false);
    expect(document.activeElement).toBe(complete);
    expect(tab(complete, true)).toBe(false);
    expect(document.activeElement).toBe(fail);
    // Between the buttons the browser moves focus itself.
    act(() => complete.focus());
    expect(tab(complete)).toBe(true);
    // Focus that came into the frame from the modal's edge sits on the body: Tab goes to a button.
    act(() => complete.blur());
    expect(tab(document.body)).toBe(false);
    expect(document.activeElement).toBe(complete);
  });

  it('fails the authentication on an Escape pressed the moment the buttons show', async () => {
    const { url } = await challengeLink('pm_card_authenticationRequired');
    const hash = '#controllerId=kc_7';
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash });
    if (params === null) throw new Error('no params');
    const { win, posted } = pageWindow(hash);
    // A MutationObserver runs right after React writes the DOM, before its passive effects:
    // the buyer's key lands in that gap.
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="challenge-amount"]')) return;
        observer.disconnect();
        fireEvent.keyDown(window, { key: 'Escape' });
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    render(<ChallengePage params={params} window={win} fetch={providerFetch} />);
    await pressed;
    await screen.findByText('Authentication failed.', {}, SLOW);
    expect(posted.map((p) => p.message)).toEqual([
      { kassa: 1, type: 'challenge-complete', challengeId: params.attemptId, status: 'failed' },
    ]);
  });

  it('sends a redirected buyer back to the shop with the intent in the return_url', async () => {
    const { intent, url } = await challengeLink(
      'pm_card_authenticationRequired',
      'https://shop.example/r',
    );
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash: '' });
    if (params === null) throw new Error('no params');
    const went: string[] = [];
    render(
      <ChallengePage
        params={params}
        window={window}
        fetch={providerFetch}
        navigate={(to) => went.push(to)}
      />,
    );
    const fail = await screen.findByText('Fail authentication', {}, SLOW);
    await act(async () => fireEvent.click(fail));
    await waitFor(() => expect(went).toHaveLength(1), SLOW);
    const back = new URL(went[0] ?? '');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('failed');
  });

  it('says so when the attempt was already answered', async () => {
    const { url } = await challengeLink('pm_card_authenticationRequired');
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash: '' });
    if (params === null) throw new Error('no params');
    await providerFetch(`/v1/three_d_secure/${params.attemptId}/complete`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${keys.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: params.clientSecret, result: 'succeeded' }),
    });
    render(<ChallengePage params={params} window={window} fetch={providerFetch} />);
    await screen.findByText('Authentication complete.', {}, SLOW);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing is charged when a card is being set up', async () => {
    const response = await providerFetch('/v1/setup_intents', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${keys.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_method: 'pm_card_authenticationRequiredOnSetup',
        confirm: 'true',
        return_url: 'https://shop.example/saved',
      }),
    });
    const seti = (await response.json()) as { next_action: { redirect_to_url: { url: string } } };
    const url = new URL(seti.next_action.redirect_to_url.url);
    const params = readChallengeParams({ pathname: url.pathname, search: url.search, hash: '' });
    if (params === null) throw new Error('no params');
    render(<ChallengePage params={params} window={window} fetch={providerFetch} />);
    expect(await screen.findByTestId('challenge-amount', {}, SLOW)).toHaveProperty(
      'textContent',
      'No charge now: the card is saved for later payments',
    );
  });
});
