import { type FormEvent, useId, useRef, useState } from 'react';
import { type PageTexts, pageTexts } from '../hosted-page/page-texts.js';
import { type InboxMessage, readInbox } from './inbox-api.js';

export interface InboxPageProps {
  /** The developer's locale's texts (loadPageTexts); English when absent. */
  texts?: PageTexts;
  fetch?: typeof fetch;
}

type State =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'loaded'; messages: InboxMessage[] };

/**
 * The test inbox: the one-time codes (and notices) the wallet's test sender filed instead of
 * sending an SMS or an e-mail, newest first, per recipient or for everyone. The page keeps
 * nothing: it reads them with the secret key typed into it, which stays in this page's memory.
 */
export function InboxPage({ texts = pageTexts(), fetch }: InboxPageProps) {
  const { text } = texts;
  const [state, setState] = useState<State>({ step: 'idle' });
  const keyField = useRef<HTMLInputElement>(null);
  const recipientField = useRef<HTMLInputElement>(null);
  const ids = useId();

  const show = async (event: FormEvent) => {
    event.preventDefault();
    const key = keyField.current?.value ?? '';
    if (key.trim() === '') {
      keyField.current?.focus();
      return;
    }
    setState({ step: 'loading' });
    const reply = await readInbox(
      key,
      recipientField.current?.value ?? '',
      text('inbox.unreachable'),
      fetch,
    );
    setState(
      reply.ok
        ? { step: 'loaded', messages: reply.body }
        : { step: 'error', message: reply.message },
    );
  };

  return (
    <main className="Inbox" aria-labelledby={`${ids}title`}>
      <p className="TestBadge">{text('inbox.badge')}</p>
      <h1 id={`${ids}title`}>{text('inbox.title')}</h1>
      <p>{text('inbox.intro')}</p>
      <form className="Inbox-form" onSubmit={show} noValidate>
        <label htmlFor={`${ids}key`}>{text('inbox.secretKey')}</label>
        <input
          id={`${ids}key`}
          ref={keyField}
          type="password"
          autoComplete="off"
          spellCheck={false}
          required
          dir="ltr"
        />
        <label htmlFor={`${ids}recipient`}>{text('inbox.recipient')}</label>
        <input
          id={`${ids}recipient`}
          ref={recipientField}
          type="text"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
        <button type="submit" disabled={state.step === 'loading'}>
          {text('inbox.show')}
        </button>
      </form>
      <InboxResults state={state} texts={texts} />
    </main>
  );
}

function InboxResults({ state, texts }: { state: State; texts: PageTexts }) {
  const { text } = texts;
  if (state.step === 'idle') return null;
  if (state.step === 'loading') return <p aria-live="polite">{text('page.loading')}</p>;
  if (state.step === 'error') return <p role="alert">{state.message}</p>;
  const when = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <section className="Inbox-messages" aria-labelledby="inbox-messages-title">
      <h2 id="inbox-messages-title">{text('inbox.messages')}</h2>
      {state.messages.length === 0 ? (
        <p role="status">{text('inbox.empty')}</p>
      ) : (
        <ol className="Inbox-list">
          {state.messages.map((message) => (
            <li key={message.id} className="Inbox-message" data-testid="inbox-message">
              <h3>{message.subject}</h3>
              <dl>
                <dt>{text('inbox.to')}</dt>
                <dd dir="ltr" data-testid="inbox-recipient">
                  {message.recipient}
                </dd>
                <dt>{text('inbox.sent')}</dt>
                <dd>
                  <time dateTime={new Date(message.created * 1000).toISOString()}>
                    {when.format(message.created * 1000)}
                  </time>
                </dd>
                {message.code === null ? null : (
                  <>
                    <dt>{text('inbox.code')}</dt>
                    <dd className="Inbox-code" dir="ltr" data-testid="inbox-code">
                      {message.code}
                    </dd>
                  </>
                )}
              </dl>
              <p className="Inbox-body">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
