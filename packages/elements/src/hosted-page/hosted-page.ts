import { type RefObject, useEffect, useRef, useState } from 'react';

/** What a hosted test page's call to the provider API gives: the body, or a message to show. */
export type Reply<T> = { ok: true; body: T } | { ok: false; message: string };

/**
 * The buyer's answer on a hosted test page, and how the page ended: the 3-D Secure challenge
 * passes or fails; a provider page may also be canceled (a redirect) or expire (a voucher).
 */
export type Answer = 'succeeded' | 'failed' | 'canceled' | 'expired';

const ANSWERS: readonly string[] = ['succeeded', 'failed', 'canceled', 'expired'];

/** A page the buyer answers once: the 3-D Secure challenge and the simulated bank. */
export type PageState<T> =
  | { step: 'loading' }
  | { step: 'ready'; page: T; sending: boolean }
  | { step: 'done'; status: Answer }
  | { step: 'error'; message: string };

/** Amounts are in the currency's minor unit, as the API gives them; written the locale's way. */
export function formatAmount(amount: number, currency: string, locale = 'en'): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** Calls the provider API with the publishable key, no cookies; never throws. */
export async function callProvider<T>(
  fetcher: typeof fetch,
  path: string,
  publishableKey: string,
  init: RequestInit,
  unreachable: string,
): Promise<Reply<T>> {
  try {
    const response = await fetcher(path, {
      ...init,
      credentials: 'omit',
      headers: {
        Authorization: `Bearer ${publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
    });
    const body = (await response.json()) as T & { error?: { message?: string } };
    return response.ok
      ? { ok: true, body }
      : { ok: false, message: body.error?.message ?? `HTTP ${response.status}` };
  } catch {
    return { ok: false, message: unreachable };
  }
}

/**
 * Loads the page once (a page answered already shows how it ended) and focuses the first
 * answer whenever the buyer can give one. `answer` sends the buyer's answer once, shows how it
 * went and gives the provider's reply body (null when nothing was sent or the call failed).
 */
export function useHostedPage<
  T extends { status: 'pending' | Answer },
  A extends { status: string },
>(
  load: () => Promise<Reply<T>>,
  send: (result: Answer) => Promise<Reply<A>>,
): [PageState<T>, (result: Answer) => Promise<A | null>, RefObject<HTMLButtonElement | null>] {
  const [state, setState] = useState<PageState<T>>({ step: 'loading' });
  const firstAnswer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    load().then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ step: 'error', message: reply.message });
      else if (reply.body.status !== 'pending')
        setState({ step: 'done', status: reply.body.status });
      else setState({ step: 'ready', page: reply.body, sending: false });
    });
    return () => {
      live = false;
    };
  }, [load]);

  useEffect(() => {
    if (state.step === 'ready' && !state.sending) firstAnswer.current?.focus();
  }, [state]);

  const answer = async (result: Answer): Promise<A | null> => {
    if (state.step !== 'ready' || state.sending) return null;
    setState({ ...state, sending: true });
    const reply = await send(result);
    if (!reply.ok) {
      setState({ step: 'error', message: reply.message });
      return null;
    }
    const status = ANSWERS.includes(reply.body.status) ? (reply.body.status as Answer) : 'failed';
    setState({ step: 'done', status });
    return reply.body;
  };

  return [state, answer, firstAnswer];
}
