import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import {
  type Answer,
  formatAmount,
  type PageState,
  useHostedPage,
} from '../hosted-page/hosted-page.js';
import { type Attempt, challengeApi } from './challenge-api.js';
import type { ChallengeParams } from './challenge-params.js';
import { reportToController } from './report-to-controller.js';

export interface ChallengePageProps {
  params: ChallengeParams;
  window: Window;
  fetch?: typeof fetch;
  /** Sends a redirected buyer back to the shop (location.assign); replaced in tests. */
  navigate?: (url: string) => void;
}

type State = PageState<Attempt>;

/**
 * The test issuer's challenge page, like Stripe's: what is being paid, to whom, with which
 * card, and two answers. In Stripe.js's modal the answer goes to the controller frame; after a
 * full-page redirect the buyer goes back to the shop's return_url.
 */
/** A challenge passes or fails: it is never canceled or expired like a provider page. */
type ChallengeAnswer = Extract<Answer, 'succeeded' | 'failed'>;

export function ChallengePage({ params, window: win, fetch, navigate }: ChallengePageProps) {
  const api = useRef(challengeApi(params, fetch)).current;
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
  useEffect(() => {
    if (params.controllerId === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void latestAnswer.current('failed');
    };
    win.addEventListener('keydown', onKey);
    return () => win.removeEventListener('keydown', onKey);
  }, [params.controllerId, win]);

  return (
    <main className="Challenge" aria-labelledby="challenge-title">
      <p className="Challenge-badge">Test mode · 3D Secure</p>
      <h1 id="challenge-title">Authenticate your payment</h1>
      <ChallengeBody state={state} answer={answer} completeButton={completeButton} />
    </main>
  );
}

function ChallengeBody({
  state,
  answer,
  completeButton,
}: {
  state: State;
  answer: (result: ChallengeAnswer) => void;
  completeButton: RefObject<HTMLButtonElement | null>;
}) {
  if (state.step === 'loading') return <p aria-live="polite">Loading…</p>;
  if (state.step === 'error') return <p role="alert">{state.message}</p>;
  if (state.step === 'done') {
    return (
      <p role="status">
        {state.status === 'succeeded' ? 'Authentication complete.' : 'Authentication failed.'}
      </p>
    );
  }
  const { page: attempt, sending } = state;
  return (
    <>
      <dl className="Challenge-details">
        <dt>Merchant</dt>
        <dd data-testid="challenge-merchant">{attempt.merchant_name}</dd>
        <dt>Amount</dt>
        <dd data-testid="challenge-amount">
          {attempt.amount === null || attempt.currency === null
            ? 'No charge now: the card is saved for later payments'
            : formatAmount(attempt.amount, attempt.currency)}
        </dd>
        <dt>Card</dt>
        <dd data-testid="challenge-card">
          {attempt.card.brand} •••• {attempt.card.last4}
        </dd>
      </dl>
      <p>This is a test payment. Choose how the bank answers.</p>
      <div className="Challenge-actions">
        <button
          ref={completeButton}
          type="button"
          disabled={sending}
          onClick={() => answer('succeeded')}
        >
          Complete authentication
        </button>
        <button
          type="button"
          className="is-secondary"
          disabled={sending}
          onClick={() => answer('failed')}
        >
          Fail authentication
        </button>
      </div>
    </>
  );
}
