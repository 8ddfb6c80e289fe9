import { asObject, asString, type Json } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';
import { walletSheetText } from '../i18n/wallet-sheet-english.js';

/** How long the e-mail must stay unchanged before it is looked up (typing is not looked up). */
export const LOOKUP_DELAY_MS = 500;

const CODE_ID = 'link-authentication-code';

type Step =
  | { step: 'idle' }
  | { step: 'code'; email: string; busy: boolean; resent: boolean }
  | { step: 'verified'; email: string };

/** The shopper the controller answers (never its session secret): verified or not. */
function readShopper(answer: Json): { email: string; verified: boolean } | null {
  const shopper = asObject(asObject(answer).shopper);
  const email = asString(shopper.email);
  return email === undefined ? null : { email, verified: shopper.verified === true };
}

/** The message of a refused request (the provider's, spec 001 §8's words), else a fallback. */
function messageOf(thrown: unknown): string {
  return asString(asObject(thrown as Json).message) ?? String(thrown);
}

/**
 * Spec 001's verification view inside the Link Authentication Element: a complete e-mail is
 * looked up through the controller (which holds the wallet session); an existing account is
 * sent a one-time code by e-mail and the shopper types its six digits here. Wrong, expired and
 * too many attempts answer the provider's messages, announced once.
 */
export function WalletVerification({
  runtime,
  email,
  locale,
  loggedOut = 0,
}: {
  runtime: FrameRuntime;
  /** The e-mail once it is complete and valid; null otherwise. */
  email: string | null;
  locale: string | undefined;
  /** Counts the shopper's log-outs in the Payment Element: each one ends the signed-in step. */
  loggedOut?: number;
}) {
  const { text } = walletSheetText(locale);
  const [state, setState] = useState<Step>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    setState({ step: 'idle' });
    setError(null);
    setCode('');
    if (email === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      // A lookup that fails is no account (spec 001 §4's lookup flow): the shopper pays as a
      // guest, told nothing.
      const found = await runtime.request('wallet', { op: 'lookup', email }).catch(() => null);
      if (!live || found?.exists !== true) return;
      try {
        const shopper = readShopper(found);
        if (shopper?.verified) {
          setState({ step: 'verified', email: shopper.email });
          return;
        }
        await runtime.request('wallet', { op: 'start', channel: 'EMAIL', locale: locale ?? 'en' });
        if (live) setState({ step: 'code', email, busy: false, resent: false });
      } catch (thrown) {
        if (live) setError(messageOf(thrown));
      }
    }, LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, runtime, locale]);

  useEffect(() => {
    if (loggedOut === 0) return;
    setState({ step: 'idle' });
    setError(null);
    setCode('');
  }, [loggedOut]);

  useEffect(() => {
    if (state.step === 'code' && !state.busy && !state.resent) codeInput.current?.focus();
  }, [state]);

  if (state.step === 'verified') {
    return (
      <p className="LinkAuthentication-verified" role="status">
        {text('walletSheet.link.verified', { email: state.email })}
      </p>
    );
  }
  if (state.step === 'idle') return error === null ? null : <p role="alert">{error}</p>;

  const confirm = async (typed: string) => {
    setState({ ...state, busy: true });
    setError(null);
    try {
      const answer = await runtime.request('wallet', {
        op: 'confirm',
        channel: 'EMAIL',
        code: typed,
      });
      if (readShopper(answer)?.verified) setState({ step: 'verified', email: state.email });
      else setState({ ...state, busy: false });
    } catch (thrown) {
      setError(messageOf(thrown));
      setCode('');
      setState({ ...state, busy: false, resent: false });
    }
  };

  const resend = async () => {
    setState({ ...state, busy: true });
    setError(null);
    setCode('');
    try {
      await runtime.request('wallet', { op: 'start', channel: 'EMAIL', locale: locale ?? 'en' });
      setState({ ...state, busy: false, resent: true });
    } catch (thrown) {
      setError(messageOf(thrown));
      setState({ ...state, busy: false });
    }
  };

  return (
    <div className="LinkAuthentication-verification">
      <label htmlFor={CODE_ID} className="Label">
        {text('walletSheet.link.code')}
      </label>
      <p id={`${CODE_ID}-hint`} className="LinkAuthentication-hint">
        {text('walletSheet.link.codeSent', { email: state.email })}
      </p>
      <input
        ref={codeInput}
        id={CODE_ID}
        className={`Input${error === null ? '' : ' Input--invalid'}`}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        value={code}
        disabled={state.busy}
        aria-invalid={error !== null}
        aria-describedby={`${CODE_ID}-hint`}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
          setCode(digits);
          if (digits.length === 6) void confirm(digits);
        }}
      />
      {error === null ? null : <p role="alert">{error}</p>}
      {state.resent ? <p role="status">{text('walletSheet.link.resent')}</p> : null}
      <button
        type="button"
        className="LinkAuthentication-resend"
        disabled={state.busy}
        onClick={() => void resend()}
      >
        {text('walletSheet.link.resend')}
      </button>
    </div>
  );
}
