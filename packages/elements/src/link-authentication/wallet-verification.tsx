import { asObject, asString, type Json, type JsonObject, RemoteError } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';
import { type WalletSheetKey, walletSheetText } from '../i18n/wallet-sheet-english.js';
import type { PasskeyErrorCode } from './passkey-ceremony.js';

/** How long the e-mail must stay unchanged before it is looked up (typing is not looked up). */
export const LOOKUP_DELAY_MS = 500;

const CODE_ID = 'link-authentication-code';

type Step =
  | { step: 'idle' }
  /** The account has a passkey: offered first, its challenge (single use) kept until used. */
  | { step: 'passkey'; email: string; busy: boolean; options: JsonObject | null }
  | { step: 'code'; email: string; busy: boolean; resent: boolean }
  /** `byCode`: opened with a one-time code here, so a passkey may be added to the account. */
  | { step: 'verified'; email: string; byCode: boolean };

/** Where a new passkey stands after a code login. */
type Registration = 'unavailable' | 'offered' | 'busy' | 'added';

/** What failed, as the text to show; a failed ceremony with spec 001's code (on the alert). */
type Failure = { key: WalletSheetKey; code?: PasskeyErrorCode };

const PASSKEY_TEXT: Record<PasskeyErrorCode, WalletSheetKey> = {
  get_webauthn_credential_iframe_not_focused: 'walletSheet.link.passkeyNotFocused',
  get_webauthn_credential_user_cancelled_request: 'walletSheet.link.passkeyCancelled',
  get_webauthn_credential_request_already_pending: 'walletSheet.link.passkeyPending',
  get_webauthn_credential_unknown_error: 'walletSheet.link.passkeyFailed',
};

const ceremony = () => import('./passkey-ceremony.js');

/** Whether this browser can use a passkey (a failed chunk load is "no"). */
const passkeysUsable = () =>
  ceremony()
    .then((module) => module.passkeysUsable())
    .catch(() => false);

/** The shopper the controller answers (never its session secret): verified or not. */
function readShopper(answer: Json): { email: string; verified: boolean } | null {
  const shopper = asObject(asObject(answer).shopper);
  const email = asString(shopper.email);
  return email === undefined ? null : { email, verified: shopper.verified === true };
}

/**
 * The provider's refusals of a code, in the shopper's words. Its `consumer_verification_expired`
 * covers an expired code and a used or replaced one alike: either way a new one is needed.
 */
const REFUSAL_TEXT: Readonly<Record<string, WalletSheetKey>> = {
  consumer_verification_code_invalid: 'walletSheet.link.codeWrong',
  consumer_verification_expired: 'walletSheet.link.codeExpired',
  consumer_verification_max_attempts_exceeded: 'walletSheet.link.codeTooManyTries',
  rate_limit_exceeded: 'walletSheet.link.blocked',
};

/** The code of a request the controller refused (its wire error's), if it has one. */
function refusalCode(thrown: unknown): string | undefined {
  return thrown instanceof RemoteError ? thrown.wire.code : undefined;
}

/**
 * Spec 001's "blocked": the provider refuses to send or check more codes for the account for a
 * while (its per-account limits). The wallet is then unavailable: no code step, a guest payment.
 */
const isBlocked = (thrown: unknown) => refusalCode(thrown) === 'rate_limit_exceeded';

/**
 * A refused request in the shopper's words: a code's refusal by its code, a passkey's as a
 * passkey that could not be used, anything else as the wallet out of reach.
 */
export function refusal(thrown: unknown, factor: 'code' | 'passkey' = 'code'): Failure {
  if (isBlocked(thrown)) return { key: 'walletSheet.link.blocked' };
  if (factor === 'passkey') return { key: 'walletSheet.link.passkeyFailed' };
  return { key: REFUSAL_TEXT[refusalCode(thrown) ?? ''] ?? 'walletSheet.link.unavailable' };
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
  const [failure, setFailure] = useState<Failure | null>(null);
  const error = failure === null ? null : text(failure.key);
  const setError = (thrown: unknown, factor?: 'code' | 'passkey') =>
    setFailure(refusal(thrown, factor));
  const [registration, setRegistration] = useState<Registration>('unavailable');
  const [code, setCode] = useState('');
  const codeInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    setState({ step: 'idle' });
    setFailure(null);
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
          setState({ step: 'verified', email: shopper.email, byCode: false });
          return;
        }
        // Spec 001's smart default: an account with a passkey (the lookup says so) is offered
        // it first, with the challenge the start answers; else an e-mail code.
        const offered =
          found.hasPasskey === true && (await passkeysUsable())
            ? await runtime.request('wallet', { op: 'passkey-start' }).catch(() => null)
            : null;
        const options = asObject(asObject(offered).options);
        if (!live) return;
        if (typeof options.challenge === 'string') {
          setState({ step: 'passkey', email, busy: false, options });
          return;
        }
        await runtime.request('wallet', { op: 'start', channel: 'EMAIL', locale: locale ?? 'en' });
        if (live) setState({ step: 'code', email, busy: false, resent: false });
      } catch (thrown) {
        if (live) setFailure(refusal(thrown));
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
    setFailure(null);
    setCode('');
  }, [loggedOut]);

  useEffect(() => {
    if (state.step === 'code' && !state.busy && !state.resent) codeInput.current?.focus();
  }, [state]);

  const verifiedByCode = state.step === 'verified' && state.byCode;
  useEffect(() => {
    setRegistration('unavailable');
    if (!verifiedByCode) return;
    let live = true;
    void passkeysUsable().then((usable) => {
      if (live && usable) setRegistration('offered');
    });
    return () => {
      live = false;
    };
  }, [verifiedByCode]);

  /** A ceremony that failed in the browser: spec 001's code, shown in the shopper's words. */
  const ceremonyFailed = async (thrown: unknown) => {
    const code = (await ceremony()).passkeyErrorCode(thrown);
    setFailure({ key: PASSKEY_TEXT[code], code });
  };

  const alert =
    failure === null ? null : (
      <p role="alert" data-error-code={failure.code}>
        {error}
      </p>
    );

  if (state.step === 'verified') {
    const addPasskey = async () => {
      setRegistration('busy');
      setFailure(null);
      const module = await ceremony();
      let credential: string;
      try {
        const answer = await runtime.request('wallet', { op: 'passkey-options' });
        credential = await module.createPasskey(asObject(asObject(answer).options));
      } catch (thrown) {
        if (thrown instanceof Error) await ceremonyFailed(thrown);
        else setError(thrown, 'passkey');
        setRegistration('offered');
        return;
      }
      try {
        await runtime.request('wallet', { op: 'passkey-register', credential });
        setRegistration('added');
      } catch (thrown) {
        setError(thrown, 'passkey');
        setRegistration('offered');
      }
    };
    return (
      <div className="LinkAuthentication-verified">
        <p role="status">{text('walletSheet.link.verified', { email: state.email })}</p>
        {registration === 'offered' || registration === 'busy' ? (
          <button
            type="button"
            className="LinkAuthentication-resend"
            disabled={registration === 'busy'}
            onClick={() => void addPasskey()}
          >
            {text('walletSheet.link.passkeyAdd')}
          </button>
        ) : null}
        <p className="LinkAuthentication-hint" aria-live="polite">
          {registration === 'added' ? text('walletSheet.link.passkeyAdded') : ''}
        </p>
        {alert}
      </div>
    );
  }
  if (state.step === 'idle') return alert;

  if (state.step === 'passkey') {
    const passkeySignIn = async () => {
      setState({ ...state, busy: true });
      setFailure(null);
      const module = await ceremony();
      let credential: string;
      try {
        // The challenge the offer came with answers once: a second try asks for a new one.
        const options =
          state.options ??
          asObject(asObject(await runtime.request('wallet', { op: 'passkey-start' })).options);
        credential = await module.signInWithPasskey(options);
      } catch (thrown) {
        if (thrown instanceof Error) await ceremonyFailed(thrown);
        else setError(thrown, 'passkey');
        setState({ ...state, busy: false, options: null });
        return;
      }
      try {
        const answer = await runtime.request('wallet', { op: 'passkey-confirm', credential });
        if (readShopper(answer)?.verified) {
          setState({ step: 'verified', email: state.email, byCode: false });
        } else setState({ ...state, busy: false, options: null });
      } catch (thrown) {
        setError(thrown, 'passkey');
        setState({ ...state, busy: false, options: null });
      }
    };
    const codeInstead = async () => {
      setState({ ...state, busy: true });
      setFailure(null);
      try {
        await runtime.request('wallet', { op: 'start', channel: 'EMAIL', locale: locale ?? 'en' });
        setState({ step: 'code', email: state.email, busy: false, resent: false });
      } catch (thrown) {
        setError(thrown);
        setState({ ...state, busy: false });
      }
    };
    return (
      <div className="LinkAuthentication-verification">
        <p id={`${CODE_ID}-passkey`} className="LinkAuthentication-hint">
          {text('walletSheet.link.passkeyOffer', { email: state.email })}
        </p>
        <button
          type="button"
          className="LinkAuthentication-passkey"
          disabled={state.busy}
          aria-describedby={`${CODE_ID}-passkey`}
          onClick={() => void passkeySignIn()}
        >
          {text('walletSheet.link.passkeySignIn')}
        </button>
        {alert}
        <button
          type="button"
          className="LinkAuthentication-resend"
          disabled={state.busy}
          onClick={() => void codeInstead()}
        >
          {text('walletSheet.link.useCode')}
        </button>
      </div>
    );
  }

  const confirm = async (typed: string) => {
    setState({ ...state, busy: true });
    setFailure(null);
    try {
      const answer = await runtime.request('wallet', {
        op: 'confirm',
        channel: 'EMAIL',
        code: typed,
      });
      if (readShopper(answer)?.verified) {
        setState({ step: 'verified', email: state.email, byCode: true });
      } else setState({ ...state, busy: false });
    } catch (thrown) {
      setError(thrown);
      setCode('');
      setState(isBlocked(thrown) ? { step: 'idle' } : { ...state, busy: false, resent: false });
    }
  };

  const resend = async () => {
    setState({ ...state, busy: true });
    setFailure(null);
    setCode('');
    try {
      await runtime.request('wallet', { op: 'start', channel: 'EMAIL', locale: locale ?? 'en' });
      setState({ ...state, busy: false, resent: true });
    } catch (thrown) {
      setError(thrown);
      setState(isBlocked(thrown) ? { step: 'idle' } : { ...state, busy: false });
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
      {alert}
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
