import { useRef } from 'react';
import { type Answer, formatAmount, useHostedPage } from '../hosted-page/hosted-page.js';
import { type PageTexts, pageTexts } from '../hosted-page/page-texts.js';
import { bankApi, type BankPage as Page } from './bank-api.js';
import type { BankPageParams } from './bank-params.js';

export interface BankPageProps {
  params: BankPageParams;
  fetch?: typeof fetch;
  /** Sends the buyer back to the shop (location.assign); replaced in tests. */
  navigate: (url: string) => void;
  /** The shopper's locale's texts (loadPageTexts); English when absent. */
  texts?: PageTexts;
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
export function BankPage({ params, fetch, navigate, texts = pageTexts() }: BankPageProps) {
  const { text } = texts;
  const api = useRef(bankApi(params, fetch, text('bank.unreachable'))).current;
  const [state, send, authorize] = useHostedPage(api.load, api.answer);

  async function answer(result: Answer) {
    const reply = await send(result);
    if (reply?.return_url) navigate(reply.return_url);
  }

  const name = state.step === 'ready' ? METHOD_NAMES[state.page.payment_method_type] : undefined;
  return (
    <main className="Challenge" aria-labelledby="bank-title">
      <p className="Challenge-badge">{text('bank.badge')}</p>
      <h1 id="bank-title">{name ? text('bank.titleNamed', { name }) : text('bank.title')}</h1>
      {state.step === 'loading' && <p aria-live="polite">{text('page.loading')}</p>}
      {state.step === 'error' && <p role="alert">{state.message}</p>}
      {state.step === 'done' && (
        <p role="status">
          {text(state.status === 'succeeded' ? 'bank.authorized' : 'bank.failed')}
        </p>
      )}
      {state.step === 'ready' && (
        <>
          <PageDetails page={state.page} texts={texts} />
          <p>{text('page.testNote')}</p>
          <div className="Challenge-actions">
            <button
              ref={authorize}
              type="button"
              disabled={state.sending}
              onClick={() => answer('succeeded')}
            >
              {text('bank.authorizeButton')}
            </button>
            <button
              type="button"
              className="is-secondary"
              disabled={state.sending}
              onClick={() => answer('failed')}
            >
              {text('bank.failButton')}
            </button>
          </div>
        </>
      )}
    </main>
  );
}

function PageDetails({ page, texts }: { page: Page; texts: PageTexts }) {
  const { text } = texts;
  return (
    <dl className="Challenge-details">
      <dt>{text('page.merchant')}</dt>
      <dd data-testid="bank-merchant">{page.merchant_name}</dd>
      <dt>{text('page.amount')}</dt>
      <dd data-testid="bank-amount">
        {page.amount === null || page.currency === null
          ? text('bank.noCharge')
          : formatAmount(page.amount, page.currency, texts.locale)}
      </dd>
      {page.bank !== null && (
        <>
          <dt>{text('bank.bank')}</dt>
          <dd data-testid="bank-name">{page.bank}</dd>
        </>
      )}
    </dl>
  );
}
