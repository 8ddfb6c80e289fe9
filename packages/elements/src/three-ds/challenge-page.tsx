import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import {
  type Answer,
  formatAmount,
  type PageState,
  useHostedPage,
} from '../hosted-page/hosted-page.js';
import { type PageTexts, pageTexts } from '../hosted-page/page-texts.js';
import { type Attempt, challengeApi } from './challenge-api.js';
import type { ChallengeParams } from './challenge-params.js';
import { reportToController } from './report-to-controller.js';

export interface ChallengePageProps {
  params: ChallengeParams;
  window: Window;
  fetch?: typeof fetch;
  /** Sends a redirected buyer back to the shop (location.assign); replaced in tests. */
  navigate?: (url: string) => void;
  /** The shopper's locale's texts (loadPageTexts); English when absent. */
  texts?: PageTexts;
}

type State = PageState<Attempt>;

/**
 * The test issuer's challenge page, like Stripe's: what is being paid, to whom, with which
 * card, and two answers. In Stripe.js's modal the answer goes to the controller frame; after a
 * full-page redirect the buyer goes back to the shop's return_url.
 */
/** A challenge passes or fails: it is never canceled or expired like a provider page. */
type ChallengeAnswer = Extract<Answer, 'succeeded' | 'failed'>;

export function ChallengePage({
  params,
  window: win,
  fetch,
  navigate,
  texts = pageTexts(),
}: ChallengePageProps) {
  const api = useRef(challengeApi(params, fetch, texts.text('threeDs.unreachable'))).current;
  const [state, send, completeButton] = useHostedPage(api.load, api.complete);

  const answer = async (result: ChallengeAnswer) => {
    const completion = await send(result);
    if (completion === null) return;
    if (params.controllerId !== null) {
      reportToController(win, params.controllerId, params.attemptId, result);
    } else if (completion.return_url) {
      (navigate ?? ((url) => win.location.assign(url)))(completion.return_url);
    }
  };

  // In the modal, Escape closes the challenge: the authentication fails, as when Stripe.js's
  // modal is dismissed. The listener reads the answer of the last commit through a ref set in a
  // layout effect: a listener re-subscribed in a passive effect missed a key pressed between
  // the page showing its buttons and that effect running (the old answer saw 'loading').
  const latestAnswer = useRef(answer);
  useLayoutEffect(() => {
    latestAnswer.current = answer;
  });
  // Tab and Shift+Tab also stay inside the modal's page: past the last button Tab comes back to
  // the first (and from the page body to the first, or with Shift to the last), rather than
  // leaving the frame for the modal's edge and landing on this page's body every third press.
  useEffect(() => {
    if (params.controllerId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void latestAnswer.current('failed');
      if (event.key !== 'Tab') return;
      const buttons = [...win.document.querySelectorAll('button')].filter((b) => !b.disabled);
      const active = win.document.activeElement;
      const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
      const inside = buttons.some((button) => button === active);
      if (inside && active !== edge) return;
      event.preventDefault();
      (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
    };
    win.addEventListener('keydown', onKey);
    return () => win.removeEventListener('keydown', onKey);
  }, [params.controllerId, win]);

  return (
    <main className="Challenge" aria-labelledby="challenge-title">
      <p className="TestBadge">{texts.text('threeDs.badge')}</p>
      <h1 id="challenge-title">{texts.text('threeDs.title')}</h1>
      <ChallengeBody state={state} answer={answer} completeButton={completeButton} texts={texts} />
    </main>
  );
}

function ChallengeBody({
  state,
  answer,
  completeButton,
  texts,
}: {
  state: State;
  answer: (result: ChallengeAnswer) => void;
  completeButton: RefObject<HTMLButtonElement | null>;
  texts: PageTexts;
}) {
  const { text } = texts;
  if (state.step === 'loading') return <p aria-live="polite">{text('page.loading')}</p>;
  if (state.step === 'error') return <p role="alert">{state.message}</p>;
  if (state.step === 'done') {
    return (
      <p role="status">
        {text(state.status === 'succeeded' ? 'threeDs.complete' : 'threeDs.failed')}
      </p>
    );
  }
  const { page: attempt, sending } = state;
  return (
    <>
      <dl className="Challenge-details">
        <dt>{text('page.merchant')}</dt>
        <dd data-testid="challenge-merchant">{attempt.merchant_name}</dd>
        <dt>{text('page.amount')}</dt>
        <dd data-testid="challenge-amount">
          {attempt.amount === null || attempt.currency === null
            ? text('threeDs.noCharge')
            : formatAmount(attempt.amount, attempt.currency, texts.locale)}
        </dd>
        <dt>{text('page.card')}</dt>
        <dd data-testid="challenge-card" dir="ltr">
          {attempt.card.brand} •••• {attempt.card.last4}
        </dd>
      </dl>
      <p>{text('page.testNote')}</p>
      <div className="Challenge-actions">
        <button
          ref={completeButton}
          type="button"
          disabled={sending}
          onClick={() => answer('succeeded')}
        >
          {text('threeDs.completeButton')}
        </button>
        <button
          type="button"
          className="is-secondary"
          disabled={sending}
          onClick={() => answer('failed')}
        >
          {text('threeDs.failButton')}
        </button>
      </div>
    </>
  );
}
