import { type FormEvent, useId, useRef, useState } from 'react';
import { type Answer, formatAmount, useHostedPage } from '../hosted-page/hosted-page.js';
import {
  type PageTexts,
  PageTextsContext,
  pageTexts,
  usePageTexts,
} from '../hosted-page/page-texts.js';
import type { PageKey } from '../i18n/pages-english.js';
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

// How the methods call themselves on their providers' pages (brand names, not translated).
const METHOD_NAMES: Readonly<Record<string, string>> = {
  ideal: 'iDEAL',
  p24: 'Przelewy24',
  eps: 'EPS',
  fpx: 'FPX',
  netbanking: 'NetBanking',
  giropay: 'giropay',
  sofort: 'Sofort',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  klarna: 'Klarna',
  affirm: 'Affirm',
  afterpay_clearpay: 'Afterpay / Clearpay',
  alipay: 'Alipay',
  amazon_pay: 'Amazon Pay',
  revolut_pay: 'Revolut Pay',
  mobilepay: 'MobilePay',
  wechat_pay: 'WeChat Pay',
  cashapp: 'Cash App Pay',
  paynow: 'PayNow',
  promptpay: 'PromptPay',
  pix: 'Pix',
  upi: 'UPI',
  swish: 'Swish',
  blik: 'BLIK',
  oxxo: 'OXXO',
  boleto: 'Boleto',
  konbini: 'Konbini',
  multibanco: 'Multibanco',
  customer_balance: 'Bank transfer',
  three_d_secure: '3D Secure',
};

// The answers each kind of page offers, first the one focused, with their button texts.
const ANSWERS: Readonly<Record<Page['kind'], readonly [Answer, PageKey][]>> = {
  redirect: [
    ['succeeded', 'providerPage.authorize'],
    ['failed', 'providerPage.fail'],
    ['canceled', 'providerPage.cancel'],
  ],
  qr: [
    ['succeeded', 'providerPage.authorize'],
    ['failed', 'providerPage.fail'],
  ],
  voucher: [
    ['succeeded', 'providerPage.markPaid'],
    ['expired', 'providerPage.expire'],
  ],
  bank_transfer: [['succeeded', 'providerPage.simulateTransfer']],
  // Answered with the deposit's code (MicrodepositForm), not with a button.
  microdeposits: [],
};

const INTROS: Readonly<Record<Page['kind'], PageKey>> = {
  redirect: 'providerPage.redirectIntro',
  qr: 'providerPage.qrIntro',
  voucher: 'providerPage.voucherIntro',
  bank_transfer: 'providerPage.transferIntro',
  microdeposits: 'providerPage.microdepositsIntro',
};

const DONE: Readonly<Record<Answer, PageKey>> = {
  succeeded: 'providerPage.succeeded',
  failed: 'providerPage.failed',
  canceled: 'providerPage.canceled',
  expired: 'providerPage.expired',
};

/**
 * The simulated provider a non-card method sends the buyer to, like Stripe's test pages: what
 * is paid, to whom, and the answers a test provider offers — a bank or wallet authorises, fails
 * or is canceled; a QR code's page answers as the app would; a voucher is paid or expires;
 * a transfer arrives. A redirected buyer then goes back to the shop's return_url.
 */
export function BankPage({ params, fetch, navigate, texts = pageTexts() }: BankPageProps) {
  const { text } = texts;
  const api = useRef(bankApi(params, fetch, text('providerPage.unreachable'))).current;
  const [state, send, first] = useHostedPage(api.load, api.answer);

  async function answer(result: Answer) {
    const reply = await send(result);
    if (reply?.return_url) navigate(reply.return_url);
  }

  const name = state.step === 'ready' ? METHOD_NAMES[state.page.payment_method_type] : undefined;
  return (
    <PageTextsContext.Provider value={texts}>
      <main className="Challenge" aria-labelledby="bank-title">
        <p className="TestBadge">{text('providerPage.badge')}</p>
        <h1 id="bank-title">
          {name ? text('providerPage.title', { method: name }) : text('providerPage.titleGeneric')}
        </h1>
        {state.step === 'loading' && <p aria-live="polite">{text('providerPage.loading')}</p>}
        {state.step === 'error' && <p role="alert">{state.message}</p>}
        {state.step === 'done' && <p role="status">{text(DONE[state.status])}</p>}
        {state.step === 'ready' && state.page.kind === 'microdeposits' && (
          <>
            <PageDetails page={state.page} />
            <p id="microdeposits-intro">{text(INTROS.microdeposits)}</p>
            <MicrodepositForm verify={api.verify} />
          </>
        )}
        {state.step === 'ready' && state.page.kind !== 'microdeposits' && (
          <>
            <PageDetails page={state.page} />
            <KindDetails page={state.page} />
            <p>{text(INTROS[state.page.kind])}</p>
            <div className="Challenge-actions">
              {ANSWERS[state.page.kind].map(([result, label], index) => (
                <button
                  key={result}
                  ref={index === 0 ? first : undefined}
                  type="button"
                  className={index === 0 ? undefined : 'is-secondary'}
                  disabled={state.sending}
                  onClick={() => answer(result)}
                >
                  {text(label)}
                </button>
              ))}
            </div>
          </>
        )}
      </main>
    </PageTextsContext.Provider>
  );
}

type Verify = ReturnType<typeof bankApi>['verify'];

/**
 * The hosted microdeposit verification: one labelled field for the deposit's code. A wrong
 * code is announced once and can be typed again; the third wrong one ends the verification.
 */
function MicrodepositForm({ verify }: { verify: Verify }) {
  const { text } = usePageTexts();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [ended, setEnded] = useState<'succeeded' | 'failed' | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const reply = await verify(code.trim());
    setSending(false);
    if (!reply.ok) {
      setMessage(reply.message);
      return;
    }
    setMessage(null);
    setEnded(reply.body.status === 'succeeded' ? 'succeeded' : 'failed');
  }

  if (ended !== null) {
    return (
      <p role="status">
        {text(ended === 'succeeded' ? 'providerPage.verified' : 'providerPage.failed')}
      </p>
    );
  }
  return (
    <form className="Challenge-actions" onSubmit={submit} aria-describedby="microdeposits-intro">
      <label htmlFor={inputId}>{text('providerPage.descriptorCode')}</label>
      <input
        id={inputId}
        className="Provider-input"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={6}
        required
        aria-invalid={message !== null}
      />
      {message !== null && <p role="alert">{message}</p>}
      <button type="submit" disabled={sending}>
        {text('providerPage.verify')}
      </button>
    </form>
  );
}

function PageDetails({ page }: { page: Page }) {
  const { text, locale } = usePageTexts();
  return (
    <dl className="Challenge-details">
      <dt>{text('providerPage.merchant')}</dt>
      <dd data-testid="bank-merchant">{page.merchant_name}</dd>
      <dt>{text('providerPage.amount')}</dt>
      <dd data-testid="bank-amount">
        {page.amount === null || page.currency === null
          ? text('providerPage.amountSetup')
          : formatAmount(page.amount, page.currency, locale)}
      </dd>
      {page.bank !== null && (
        <>
          <dt>{text('providerPage.bank')}</dt>
          <dd data-testid="bank-name">{page.bank}</dd>
        </>
      )}
      {page.expires_at !== null && (
        <>
          <dt>{text('providerPage.expires')}</dt>
          <dd data-testid="voucher-expires">
            {new Date(page.expires_at * 1000).toLocaleString('en', { timeZone: 'UTC' })} UTC
          </dd>
        </>
      )}
    </dl>
  );
}

type Details = Record<string, unknown>;
const record = (value: unknown): Details =>
  typeof value === 'object' && value !== null ? (value as Details) : {};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** What only this kind of page shows: the QR code, the voucher's numbers, the account to pay. */
function KindDetails({ page }: { page: Page }) {
  const { text } = usePageTexts();
  const action = record(page.next_action);
  const details = record(action[String(action.type)]);
  if (page.kind === 'qr') {
    const png = textOf(details.image_url_png) ?? textOf(record(details.qr_code).image_url_png);
    return png ? (
      <img
        className="Provider-qr"
        src={png}
        alt={text('providerPage.qrImage')}
        width={192}
        height={192}
      />
    ) : null;
  }
  if (page.kind === 'voucher') return <VoucherNumbers details={details} />;
  if (page.kind === 'bank_transfer') return <TransferDetails details={details} />;
  return null;
}

function VoucherNumbers({ details }: { details: Details }) {
  const { text } = usePageTexts();
  const rows: [string, string][] = [];
  const number = textOf(details.number);
  if (number) rows.push([text('providerPage.voucherNumber'), number]);
  const entity = textOf(details.entity);
  if (entity) rows.push([text('providerPage.voucherEntity'), entity]);
  const reference = textOf(details.reference);
  if (reference) rows.push([text('providerPage.voucherReference'), reference]);
  for (const [store, codes] of Object.entries(record(details.stores))) {
    const own = record(codes);
    const confirmation = textOf(own.confirmation_number);
    const code = textOf(own.payment_code);
    if (confirmation) rows.push([text('providerPage.confirmationNumber', { store }), confirmation]);
    if (code) rows.push([text('providerPage.paymentCode', { store }), code]);
  }
  return <Rows rows={rows} testId="voucher" />;
}

function TransferDetails({ details }: { details: Details }) {
  const { text } = usePageTexts();
  const rows: [string, string][] = [];
  const addresses = Array.isArray(details.financial_addresses) ? details.financial_addresses : [];
  for (const address of addresses) {
    const own = record(record(address)[String(record(address).type)]);
    for (const [field, value] of Object.entries(own)) {
      const shown = textOf(value);
      if (shown) rows.push([field.replaceAll('_', ' '), shown]);
    }
  }
  const reference = textOf(details.reference);
  if (reference) rows.push([text('providerPage.transferReference'), reference]);
  return <Rows rows={rows} testId="transfer" />;
}

function Rows({ rows, testId }: { rows: [string, string][]; testId: string }) {
  return (
    <dl className="Challenge-details" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
