import { useEffect, useRef, useState } from 'react';
import { bankApi, type BankPage as Page } from './bank-api.js';
import type { BankPageParams } from './bank-params.js';

export interface BankPageProps {
  params: BankPageParams;
  fetch?: typeof fetch;
  /** Sends the buyer back to the shop (location.assign); replaced in tests. */
  navigate: (url: string) => void;
}

type State =
  | { step: 'loading' }
  | { step: 'ready'; page: Page; sending: boolean }
  | { step: 'done'; status: 'succeeded' | 'failed' }
  | { step: 'error'; message: string };

// How the methods call themselves on their banks' pages.
const METHOD_NAMES: Readonly<Record<string, string>> = {
  ideal: 'iDEAL',
  p24: 'Przelewy24',
  eps: 'EPS',
  fpx: 'FPX',
  netbanking: 'NetBanking',
  giropay: 'giropay',
  sofort: 'Sofort',
  bancontact: 'Bancontact',
};

/** Amounts are in the currency's minor unit, as the API gives them. */
export function formatMinorAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/**
 * The test bank a redirect method sends the buyer to, like Stripe's test redirect page: what
 * is paid, to whom, through which bank, and two answers. Either way the buyer goes back to
 * the shop's return_url, which tells the shop how it went.
 */
export function BankPage({ params, fetch, navigate }: BankPageProps) {
  const api = useRef(bankApi(params, fetch)).current;
  const [state, setState] = useState<State>({ step: 'loading' });
  const authorize = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    api.load().then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ step: 'error', message: reply.message });
      else if (reply.body.status !== 'pending')
        setState({ step: 'done', status: reply.body.status });
      else setState({ step: 'ready', page: reply.body, sending: false });
    });
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    if (state.step === 'ready' && !state.sending) authorize.current?.focus();
  }, [state]);

  async function answer(result: 'succeeded' | 'failed') {
    if (state.step !== 'ready' || state.sending) return;
    setState({ ...state, sending: true });
    const reply = await api.answer(result);
    if (!reply.ok) {
      setState({ step: 'error', message: reply.message });
      return;
    }
    setState({ step: 'done', status: reply.body.status === 'succeeded' ? 'succeeded' : 'failed' });
    if (reply.body.return_url) navigate(reply.body.return_url);
  }

  const name = state.step === 'ready' ? METHOD_NAMES[state.page.payment_method_type] : undefined;
  return (
    <main className="Challenge" aria-labelledby="bank-title">
      <p className="Challenge-badge">Test mode · simulated bank</p>
      <h1 id="bank-title">{name ? `${name} test payment page` : 'Test payment page'}</h1>
      {state.step === 'loading' && <p aria-live="polite">Loading…</p>}
      {state.step === 'error' && <p role="alert">{state.message}</p>}
      {state.step === 'done' && (
        <p role="status">
          {state.status === 'succeeded' ? 'Payment authorized.' : 'Payment failed.'}
        </p>
      )}
      {state.step === 'ready' && (
        <>
          <PageDetails page={state.page} />
          <p>This is a test payment. Choose how the bank answers.</p>
          <div className="Challenge-actions">
            <button
              ref={authorize}
              type="button"
              disabled={state.sending}
              onClick={() => answer('succeeded')}
            >
              Authorize test payment
            </button>
            <button
              type="button"
              className="is-secondary"
              disabled={state.sending}
              onClick={() => answer('failed')}
            >
              Fail test payment
            </button>
          </div>
        </>
      )}
    </main>
  );
}

function PageDetails({ page }: { page: Page }) {
  return (
    <dl className="Challenge-details">
      <dt>Merchant</dt>
      <dd data-testid="bank-merchant">{page.merchant_name}</dd>
      <dt>Amount</dt>
      <dd data-testid="bank-amount">
        {page.amount === null || page.currency === null
          ? 'No charge now: the account is saved for later payments'
          : formatMinorAmount(page.amount, page.currency)}
      </dd>
      {page.bank !== null && (
        <>
          <dt>Bank</dt>
          <dd data-testid="bank-name">{page.bank}</dd>
        </>
      )}
    </dl>
  );
}
