import { asObject, asString, type Json, type JsonObject } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';
import { type WalletSheetKey, walletSheetText } from '../i18n/wallet-sheet-english.js';
import { OneTimeCodeInput } from './one-time-code-input.js';
import type { PasskeyErrorCode } from './passkey-ceremony.js';
import {
  type CodeType,
  fallbackAfterPasskey,
  readFactors,
  smartDefault,
  switchTarget,
  type VerificationType,
} from './verification-types.js';
import { isBlocked, refusalKey } from './wallet-refusals.js';

/** How long the e-mail must stay unchanged before it is looked up (typing is not looked up). */
export const LOOKUP_DELAY_MS = 500;

const CODE_ID = 'link-authentication-code';

/** What the lookup told of the account: its code channels and whether it has a passkey. */
type Account = { email: string; factors: CodeType[]; passkey: boolean };

type Step =
  | { step: 'idle' }
  /** The account has a passkey: offered first, its challenge (single use) kept until used. */
  | { step: 'passkey'; account: Account; busy: boolean; options: JsonObject | null }
  /**
   * A one-time code sent by `channel` (spec 001's current type), `previous` the type before it
   * (remembered on each successful start); `phone` the masked number an SMS went to.
   */
  | {
      step: 'code';
      account: Account;
      channel: CodeType;
      previous: VerificationType | null;
      phone: string | null;
      busy: boolean;
      resent: boolean;
    }
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
function readShopper(
  answer: Json,
): { email: string; verified: boolean; redactedPhone: string | null } | null {
  const shopper = asObject(asObject(answer).shopper);
  const email = asString(shopper.email);
  return email === undefined
    ? null
    : {
        email,
        verified: shopper.verified === true,
        redactedPhone: asString(shopper.redactedPhone) ?? null,
      };
}

/** A refused request as the Failure to show (wallet-refusals.ts words it). */
const refusal = (thrown: unknown, factor?: 'code' | 'passkey'): Failure => ({
  key: refusalKey(thrown, factor),
});

/**
 * Spec 001's verification view inside the Link Authentication Element: a complete e-mail is
 * looked up through the controller (which holds the wallet session); an existing account is
 * offered its passkey, else sent a one-time code by its smart-default channel (SMS when it has
 * a phone, else e-mail), and the shopper types its six digits here or switches channel. A failed
 * passkey falls back to a code on its own. Wrong, expired and too many attempts answer the
 * provider's messages, announced once.
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
  const sendCode = (channel: CodeType) => startCode(runtime, channel, locale);

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
        // A lookup tells nothing of the account but that it exists (issue 31): its passkey and
        // code channels are told once a verification starts. Spec 001 §5: a passkey only where
        // the browser and the platform support it, so there the passkey start comes first (an
        // account without one refuses it); else, or then, a code by the provider's default
        // (spec 001's smart default: SMS to a proven phone, else e-mail).
        const usable = await passkeysUsable();
        const offered = usable
          ? await runtime.request('wallet', { op: 'passkey-start' }).catch(() => null)
          : null;
        const options = asObject(asObject(offered).options);
        if (!live) return;
        if (typeof options.challenge === 'string') {
          const factors = readFactors(asObject(offered).factors);
          setState({
            step: 'passkey',
            account: { email, factors, passkey: true },
            busy: false,
            options,
          });
          return;
        }
        const sent = await startCode(runtime, undefined, locale);
        if (!live || sent === null) return;
        const account: Account = {
          email,
          factors: sent.factors,
          passkey: usable && sent.hasPasskey,
        };
        setState(codeStep(account, sent.channel, null, sent.phone));
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

  /** Sends a code by `channel` from the current step; the current type becomes `previous`. */
  const switchTo = async (channel: CodeType, previous: VerificationType, keepFailure = false) => {
    setState({ ...state, busy: true });
    if (!keepFailure) setFailure(null);
    setCode('');
    try {
      const sent = await sendCode(channel);
      setState(codeStep(state.account, channel, previous, sent?.phone ?? null));
    } catch (thrown) {
      setError(thrown);
      setState(isBlocked(thrown) ? { step: 'idle' } : { ...state, busy: false });
    }
  };

  /**
   * Spec 001 §4: after a failed WebAuthn confirm the flow falls back to another type (a code
   * by the smart-default channel, started unless it already is); with none left the type is
   * cleared. The failure stays shown, so the shopper knows why a code came instead.
   */
  const passkeyFailed = async () => {
    const started = state.step === 'code' ? state.channel : null;
    const next = fallbackAfterPasskey(state.account.factors, started);
    if (next === null) {
      setState({ step: 'idle' });
      return;
    }
    if (!next.start && state.step === 'code') {
      setState({ ...state, busy: false });
      return;
    }
    await switchTo(next.type, 'WEBAUTHN', true);
  };

  const passkeySignIn = async () => {
    setState({ ...state, busy: true });
    setFailure(null);
    const module = await ceremony();
    let credential: string;
    try {
      // The challenge the offer came with answers once: a second try asks for a new one.
      const offered = state.step === 'passkey' ? state.options : null;
      const options =
        offered ??
        asObject(asObject(await runtime.request('wallet', { op: 'passkey-start' })).options);
      credential = await module.signInWithPasskey(options);
    } catch (thrown) {
      if (thrown instanceof Error) await ceremonyFailed(thrown);
      else setError(thrown, 'passkey');
      await passkeyFailed();
      return;
    }
    try {
      const answer = await runtime.request('wallet', { op: 'passkey-confirm', credential });
      if (readShopper(answer)?.verified) {
        setState({ step: 'verified', email: state.account.email, byCode: false });
      } else await passkeyFailed();
    } catch (thrown) {
      setError(thrown, 'passkey');
      await passkeyFailed();
    }
  };

  const passkeyButton = (
    <button
      type="button"
      className="LinkAuthentication-passkey"
      disabled={state.busy}
      aria-describedby={state.step === 'passkey' ? `${CODE_ID}-passkey` : undefined}
      onClick={() => void passkeySignIn()}
    >
      {text('walletSheet.link.passkeySignIn')}
    </button>
  );

  if (state.step === 'passkey') {
    const channel = smartDefault(state.account.factors);
    return (
      <div className="LinkAuthentication-verification">
        <p id={`${CODE_ID}-passkey`} className="LinkAuthentication-hint">
          {text('walletSheet.link.passkeyOffer', { email: state.account.email })}
        </p>
        {passkeyButton}
        {alert}
        {channel === null ? null : (
          <button
            type="button"
            className="LinkAuthentication-resend"
            disabled={state.busy}
            onClick={() => void switchTo(channel, 'WEBAUTHN')}
          >
            {text('walletSheet.link.useCode')}
          </button>
        )}
      </div>
    );
  }

  const step = state;
  const confirm = async (typed: string) => {
    setState({ ...step, busy: true });
    setFailure(null);
    try {
      const answer = await runtime.request('wallet', {
        op: 'confirm',
        channel: step.channel,
        code: typed,
      });
      if (readShopper(answer)?.verified) {
        setState({ step: 'verified', email: step.account.email, byCode: true });
      } else setState({ ...step, busy: false });
    } catch (thrown) {
      setError(thrown);
      setCode('');
      setState(isBlocked(thrown) ? { step: 'idle' } : { ...step, busy: false, resent: false });
    }
  };

  const resend = async () => {
    setState({ ...step, busy: true });
    setFailure(null);
    setCode('');
    try {
      await sendCode(step.channel);
      setState({ ...step, busy: false, resent: true });
    } catch (thrown) {
      setError(thrown);
      setState(isBlocked(thrown) ? { step: 'idle' } : { ...step, busy: false });
    }
  };

  const other = switchTarget(step.channel, step.previous, step.account.factors);
  // "Enter the code sent to (•••) ••• ••23": an SMS names the masked phone, an e-mail the address.
  const sentTo =
    step.channel === 'SMS' && step.phone !== null
      ? text('walletSheet.link.codeSentPhone', { phone: step.phone })
      : text('walletSheet.link.codeSent', { email: step.account.email });
  return (
    <div className="LinkAuthentication-verification" data-channel={step.channel}>
      <label htmlFor={CODE_ID} className="Label">
        {text('walletSheet.link.code')}
      </label>
      <p id={`${CODE_ID}-hint`} className="LinkAuthentication-hint">
        {sentTo}
      </p>
      <OneTimeCodeInput
        inputRef={codeInput}
        id={CODE_ID}
        className={`Input${error === null ? '' : ' Input--invalid'}`}
        value={code}
        disabled={step.busy}
        invalid={error !== null}
        describedBy={`${CODE_ID}-hint`}
        onChange={setCode}
        onComplete={(typed) => void confirm(typed)}
      />
      {alert}
      {step.resent ? <p role="status">{text('walletSheet.link.resent')}</p> : null}
      <button
        type="button"
        className="LinkAuthentication-resend"
        disabled={step.busy}
        onClick={() => void resend()}
      >
        {text('walletSheet.link.resend')}
      </button>
      {other === null ? null : (
        <button
          type="button"
          className="LinkAuthentication-resend"
          disabled={step.busy}
          onClick={() => void switchTo(other, step.channel)}
        >
          {text(other === 'EMAIL' ? 'walletSheet.link.useEmail' : 'walletSheet.link.useSms')}
        </button>
      )}
      {step.account.passkey ? passkeyButton : null}
    </div>
  );
}

/**
 * Sends a code by `channel`, or by the provider's default without one. The answer tells the
 * channel it went by, the account's code channels and passkey (issue 31: a lookup tells none),
 * and its shopper the masked phone an SMS went to. Null for an answer without the shopper.
 */
export async function startCode(
  runtime: Pick<FrameRuntime, 'request'>,
  channel: CodeType | undefined,
  locale: string | undefined,
): Promise<{
  channel: CodeType;
  factors: CodeType[];
  hasPasskey: boolean;
  phone: string | null;
} | null> {
  const answer = await runtime.request('wallet', {
    op: 'start',
    ...(channel === undefined ? {} : { channel }),
    locale: locale ?? 'en',
  });
  const shopper = readShopper(answer);
  if (shopper === null) return null;
  const started = asObject(asObject(answer).started);
  const sentBy = started.channel === 'SMS' || started.channel === 'EMAIL' ? started.channel : null;
  return {
    channel: sentBy ?? channel ?? 'EMAIL',
    factors: readFactors(started.factors),
    hasPasskey: started.hasPasskey === true,
    phone: shopper.redactedPhone,
  };
}

/** The code step after a successful start by `channel` (spec 001: it becomes the current type). */
function codeStep(
  account: Account,
  channel: CodeType,
  previous: VerificationType | null,
  phone: string | null,
): Step {
  return { step: 'code', account, channel, previous, phone, busy: false, resent: false };
}
