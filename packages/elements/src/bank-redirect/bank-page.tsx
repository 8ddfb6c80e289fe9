import { useRef } from 'react';
import { type Answer, formatAmount, useHostedPage } from '../hosted-page/hosted-page.js';
import { bankApi, type BankPage as Page } from './bank-api.js';
import type { BankPageParams } from './bank-params.js';

export interface BankPageProps {
  params: BankPageParams;
  fetch?: typeof fetch;
  /** Sends the buyer back to the shop (location.assign); replaced in tests. */
  navigate: (url: string) => void;
}

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

/**
 * The test bank a redirect method sends the buyer to, like Stripe's test redirect page: what
 * is paid, to whom, through which bank, and two answers. Either way the buyer goes back to
 * the shop's return_url, which tells the shop how it went.
 */
export function BankPage({ params, fetch, navigate }: BankPageProps) {
  const api = useRef(bankApi(params, fetch)).current;
  const [state, send, authorize] = useHostedPage(api.load, api.answer);

  async function answer(result: Answer) {
    const reply = await send(result);
    if (reply?.return_url) navigate(reply.return_url);
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
          : formatAmount(page.amount, page.currency)}
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
