import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type PageTexts, pageTexts } from '../hosted-page/page-texts.js';
import type { PageKey } from '../i18n/pages-english.js';
import {
  type Institution,
  isRoutingNumber,
  type LinkingApi,
  type LinkingSession,
  linkingApi,
  type TestAccount,
} from './linking-api.js';
import type { LinkingParams } from './linking-params.js';

export interface LinkingPageProps {
  params: LinkingParams;
  /** Tells the controller the dialog is done: 'succeeded' once linked, 'failed' when closed. */
  report: (status: 'succeeded' | 'failed') => void;
  texts?: PageTexts;
  fetch?: typeof fetch;
}

type Step =
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'banks'; session: LinkingSession }
  | { step: 'oauth'; session: LinkingSession; bank: Institution; accounts: TestAccount[] }
  | { step: 'accounts'; session: LinkingSession; bank: Institution; accounts: TestAccount[] }
  | { step: 'bank-error'; session: LinkingSession; bank: Institution; down: boolean }
  | { step: 'manual'; session: LinkingSession }
  | { step: 'linked' }
  | { step: 'closed' };

/**
 * The simulated Financial Connections dialog: search the test banks, pick one (an OAuth bank
 * asks for consent first; a failing or down bank says so), choose accounts and link them, or
 * type the account's numbers by hand (verified later with microdeposits). Every step can be
 * canceled (also with Escape); focus moves to each step's first control.
 */
export function LinkingPage({ params, report, texts = pageTexts(), fetch }: LinkingPageProps) {
  const { text } = texts;
  const api = useRef<LinkingApi>(linkingApi(params, fetch, text('linking.unreachable'))).current;
  const [state, setState] = useState<Step>({ step: 'loading' });
  const [busy, setBusy] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    api.load().then((reply) => {
      if (!live) return;
      if (!reply.ok) setState({ step: 'error', message: reply.message });
      else if (reply.body.status !== 'pending') setState({ step: 'closed' });
      else setState({ step: 'banks', session: reply.body });
    });
    return () => {
      live = false;
    };
  }, [api]);

  // Each step starts at its first control (or its message), for keyboard and screen readers.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes, not on every render
  useEffect(() => {
    const first = body.current?.querySelector<HTMLElement>('input, button, [tabindex="-1"]');
    first?.focus();
  }, [state.step]);

  async function cancel() {
    if (busy) return;
    setBusy(true);
    await api.cancel();
    setBusy(false);
    setState({ step: 'closed' });
    report('failed');
  }

  async function pick(session: LinkingSession, bank: Institution) {
    setBusy(true);
    const reply = await api.institution(bank.id);
    setBusy(false);
    if (!reply.ok) return setState({ step: 'error', message: reply.message });
    const { status, oauth, accounts } = reply.body;
    if (status !== 'ok') setState({ step: 'bank-error', session, bank, down: status === 'down' });
    else setState({ step: oauth ? 'oauth' : 'accounts', session, bank, accounts });
  }

  async function finish(send: () => ReturnType<LinkingApi['link']>) {
    setBusy(true);
    const reply = await send();
    setBusy(false);
    if (!reply.ok) return setState({ step: 'error', message: reply.message });
    setState({ step: 'linked' });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || state.step === 'linked' || state.step === 'closed') return;
    event.preventDefault();
    void cancel();
  }

  const cancelButton = (
    <button type="button" className="is-secondary" disabled={busy} onClick={() => cancel()}>
      {text('linking.cancel')}
    </button>
  );
  const back = (session: LinkingSession) => (
    <button
      type="button"
      className="is-secondary"
      disabled={busy}
      onClick={() => setState({ step: 'banks', session })}
    >
      {text('linking.back')}
    </button>
  );
  const manualButton = (session: LinkingSession) =>
    session.manual_entry ? (
      <button
        type="button"
        className="is-secondary"
        disabled={busy}
        onClick={() => setState({ step: 'manual', session })}
      >
        {text('linking.manual')}
      </button>
    ) : null;

  return (
    <main className="Challenge Linking" aria-labelledby="linking-title" onKeyDown={onKeyDown}>
      <p className="TestBadge">{text('linking.badge')}</p>
      <h1 id="linking-title">{text('linking.title')}</h1>
      <div ref={body}>
        {state.step === 'loading' && <p aria-live="polite">{text('linking.loading')}</p>}
        {state.step === 'error' && (
          <>
            <p role="alert">{state.message}</p>
            <div className="Challenge-actions">{cancelButton}</div>
          </>
        )}
        {state.step === 'closed' && <p role="status">{text('linking.closed')}</p>}
        {state.step === 'banks' && (
          <Banks
            session={state.session}
            busy={busy}
            onPick={(bank) => pick(state.session, bank)}
            texts={texts}
          >
            {manualButton(state.session)}
            {cancelButton}
          </Banks>
        )}
        {state.step === 'oauth' && (
          <>
            <p>{text('linking.oauthIntro', { bank: state.bank.name })}</p>
            <div className="Challenge-actions">
              <button
                type="button"
                disabled={busy}
                onClick={() => setState({ ...state, step: 'accounts' })}
              >
                {text('linking.continue')}
              </button>
              {back(state.session)}
              {cancelButton}
            </div>
          </>
        )}
        {state.step === 'accounts' && (
          <Accounts
            accounts={state.accounts}
            single={state.session.for_payment_method}
            busy={busy}
            texts={texts}
            onLink={(keys) => finish(() => api.link(state.bank.id, keys))}
          >
            {back(state.session)}
            {cancelButton}
          </Accounts>
        )}
        {state.step === 'bank-error' && (
          <>
            <p role="alert" tabIndex={-1}>
              {text(state.down ? 'linking.down' : 'linking.loginFailed', { bank: state.bank.name })}
            </p>
            <div className="Challenge-actions">
              {back(state.session)}
              {manualButton(state.session)}
              {cancelButton}
            </div>
          </>
        )}
        {state.step === 'manual' && (
          <ManualEntry
            busy={busy}
            texts={texts}
            onSubmit={(routing, account) => finish(() => api.manual(routing, account))}
          >
            {back(state.session)}
            {cancelButton}
          </ManualEntry>
        )}
        {state.step === 'linked' && (
          <>
            <p role="status">{text('linking.succeeded')}</p>
            <div className="Challenge-actions">
              <button type="button" onClick={() => report('succeeded')}>
                {text('linking.done')}
              </button>
            </div>
          </>
        )}
      </div>
    </main>
  );
}

interface BanksProps {
  session: LinkingSession;
  busy: boolean;
  onPick: (bank: Institution) => void;
  texts: PageTexts;
  children: React.ReactNode;
}

/** The search field and the banks matching it, each a button. */
function Banks({ session, busy, onPick, texts, children }: BanksProps) {
  const { text } = texts;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return session.institutions.filter((bank) => bank.name.toLowerCase().includes(wanted));
  }, [query, session.institutions]);
  return (
    <>
      <label htmlFor={searchId}>{text('linking.search')}</label>
      <input
        id={searchId}
        className="Provider-input Linking-search"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown.length === 0 ? (
        <p role="status">{text('linking.noResults')}</p>
      ) : (
        <ul className="Linking-banks" aria-label={text('linking.banks')}>
          {shown.map((bank) => (
            <li key={bank.id}>
              <button type="button" disabled={busy} onClick={() => onPick(bank)}>
                {bank.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="Challenge-actions">{children}</div>
    </>
  );
}

const SUBCATEGORY: Readonly<Record<TestAccount['subcategory'], PageKey>> = {
  checking: 'linking.checking',
  savings: 'linking.savings',
};

interface AccountsProps {
  accounts: TestAccount[];
  /** One account (radio buttons) for a payment method; otherwise any number (check boxes). */
  single: boolean;
  busy: boolean;
  texts: PageTexts;
  onLink: (keys: string[]) => void;
  children: React.ReactNode;
}

function Accounts({ accounts, single, busy, texts, onLink, children }: AccountsProps) {
  const { text } = texts;
  const name = useId();
  const [chosen, setChosen] = useState<string[]>(accounts[0] ? [accounts[0].key] : []);
  function toggle(key: string, on: boolean) {
    if (single) setChosen([key]);
    else setChosen((current) => (on ? [...current, key] : current.filter((k) => k !== key)));
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length > 0) onLink(chosen);
  }
  return (
    <form onSubmit={submit}>
      <fieldset className="Linking-accounts">
        <legend>{text(single ? 'linking.chooseAccount' : 'linking.chooseAccounts')}</legend>
        {accounts.map((account) => (
          <label key={account.key} className="Linking-account">
            <input
              type={single ? 'radio' : 'checkbox'}
              name={name}
              value={account.key}
              checked={chosen.includes(account.key)}
              onChange={(event) => toggle(account.key, event.target.checked)}
            />
            <span>
              {text(SUBCATEGORY[account.subcategory])} •••• {account.last4}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="Challenge-actions">
        <button type="submit" disabled={busy || chosen.length === 0}>
          {text('linking.link')}
        </button>
        {children}
      </div>
    </form>
  );
}

interface ManualProps {
  busy: boolean;
  texts: PageTexts;
  onSubmit: (routing: string, account: string) => void;
  children: React.ReactNode;
}

type ManualField = 'routing' | 'account' | 'confirm';

/** Routing and account numbers typed by hand, the account number twice. */
function ManualEntry({ busy, texts, onSubmit, children }: ManualProps) {
  const { text } = texts;
  const ids = { routing: useId(), account: useId(), confirm: useId(), intro: useId() };
  const [values, setValues] = useState<Record<ManualField, string>>({
    routing: '',
    account: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<ManualField, PageKey>>>({});
  const digits = (value: string) => value.replace(/[\s-]/g, '');

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<ManualField, PageKey>> = {};
    if (!isRoutingNumber(digits(values.routing))) found.routing = 'linking.routingInvalid';
    if (!/^\d{4,17}$/.test(digits(values.account))) found.account = 'linking.accountInvalid';
    else if (digits(values.confirm) !== digits(values.account)) found.confirm = 'linking.mismatch';
    setErrors(found);
    const first = (['routing', 'account', 'confirm'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    onSubmit(digits(values.routing), digits(values.account));
  }

  const field = (key: ManualField, label: PageKey) => {
    const error = errors[key];
    return (
      <div className="Linking-field">
        <label htmlFor={ids[key]}>{text(label)}</label>
        <input
          id={ids[key]}
          className="Provider-input"
          inputMode="numeric"
          autoComplete="off"
          value={values[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids[key]}-error` : undefined}
          onChange={(event) => setValues({ ...values, [key]: event.target.value })}
        />
        {error && (
          <p id={`${ids[key]}-error`} className="Linking-error" role="alert">
            {text(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-describedby={ids.intro} noValidate>
      {field('routing', 'linking.routing')}
      {field('account', 'linking.accountNumber')}
      {field('confirm', 'linking.confirmAccount')}
      <p id={ids.intro}>{text('linking.manualIntro')}</p>
      <div className="Challenge-actions">
        <button type="submit" disabled={busy}>
          {text('linking.submitManual')}
        </button>
        {children}
      </div>
    </form>
  );
}
