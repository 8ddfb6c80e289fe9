import { type AuthState, authView, ERROR_MESSAGES_EN, validateEmail } from '@kassa/core';
import { asObject, type JsonObject, RemoteError } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import { EmailField } from '../../card-form/email-field.js';
import type { FrameRuntime } from '../../frame/frame-runtime.js';
import type { Translator } from '../../i18n/translator.js';
import type { WalletSheetKey } from '../../i18n/wallet-sheet-english.js';
import { OneTimeCodeInput } from '../../link-authentication/one-time-code-input.js';
import type { CodeType } from '../../link-authentication/verification-types.js';
import { refusalKey } from '../../link-authentication/wallet-refusals.js';
import { startCode } from '../../link-authentication/wallet-verification.js';
import type { WalletState } from './wallet-state.js';

/** How long the e-mail must stay unchanged before it is looked up (as the LAE waits). */
export const EMBEDDED_LOOKUP_DELAY_MS = 500;

export const EMAIL_ID = 'wallet-email';
const CODE_ID = 'wallet-code';

type Step = 'email' | 'code';

/**
 * Spec 001 §2's authentication and verification views inside the Payment Element, where no
 * Link Authentication Element is mounted (the `embedded` sign-in): an e-mail field, checked as
 * the LAE checks it and looked up once typing stops; an account is sent a one-time code by the
 * provider's default channel (SMS to a proven phone, else e-mail: a lookup tells no channel,
 * issue 31), typed here (resend, switch to the other channel the start told; the provider's
 * refusals as the LAE words them). No passkey here: the LAE offers it. An account the
 * provider blocks shows why (the unavailable view) and the card form pays. The verified wallet
 * then comes as a new broadcast (the logged-in views); an e-mail without an account keeps this
 * field, with the sign-up box under it (the section's).
 */
export function EmbeddedSignIn(props: {
  wallet: WalletState;
  runtime: FrameRuntime;
  translator: Translator;
  link: (key: WalletSheetKey, vars?: Record<string, string>) => string;
  readOnly: boolean;
  update(change: JsonObject): void;
}) {
  const { wallet, runtime, translator, link, readOnly, update } = props;
  const [email, setEmail] = useState(wallet.email);
  const [shownError, setShownError] = useState(false);
  const [step, setStep] = useState<Step>('email');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const [failure, setFailure] = useState<WalletSheetKey | null>(null);
  /** The code's channel, the account's code channels and the masked phone the start told. */
  const [sent, setSent] = useState<{
    channel: CodeType;
    factors: CodeType[];
    phone: string | null;
  }>({ channel: 'EMAIL', factors: ['EMAIL'], phone: null });
  const codeInput = useRef<HTMLInputElement | null>(null);
  // The section's update changes with every render; the lookup must not restart with it.
  const report = useRef(update);
  report.current = update;
  const checked = validateEmail(email);
  const complete = checked.complete ? (checked.value ?? null) : null;
  const locale = translator.locale;

  useEffect(() => {
    setStep('email');
    setFailure(null);
    setCode('');
    if (complete === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const found = asObject(await runtime.request('wallet', { op: 'lookup', email: complete }));
        if (!live || found.exists !== true) return;
        if (asObject(found.shopper).verified === true) return;
        const started = await startCode(runtime, undefined, locale);
        if (!live) return;
        if (started !== null) setSent(started);
        setStep('code');
      } catch (thrown) {
        if (!live) return;
        setFailure(refusalKey(thrown));
        // Spec 001 §4's link-blocked: a lookup or start the provider refused with a status.
        if (thrown instanceof RemoteError) report.current({ signInFailed: true });
      }
    }, EMBEDDED_LOOKUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [complete, runtime, locale]);

  // Spec 001 §4's view selector: the controller's state and whether a code is on its way.
  const view = authView(wallet.auth as AuthState, {
    signUpEnabled: true,
    verificationInProgress: step === 'code',
  });
  const blocked = view === 'unavailable';
  const verification = view === 'verification';

  useEffect(() => {
    if (verification && !busy && !resent) codeInput.current?.focus();
  }, [verification, busy, resent]);
  const alert =
    blocked || failure !== null ? (
      <p role="alert" className="WalletError">
        {link(blocked ? 'walletSheet.link.blocked' : (failure as WalletSheetKey))}
      </p>
    ) : null;
  const emailError =
    shownError && checked.error !== undefined
      ? translator.error(checked.error, ERROR_MESSAGES_EN[checked.error])
      : undefined;

  const confirm = async (typed: string) => {
    setBusy(true);
    setFailure(null);
    try {
      // The verified wallet comes as a broadcast, which replaces this view.
      await runtime.request('wallet', { op: 'confirm', channel: sent.channel, code: typed });
    } catch (thrown) {
      setFailure(refusalKey(thrown));
      setCode('');
      setResent(false);
      setBusy(false);
    }
  };
  /** A new code by `channel` (the same one: a resend; the other: a switch). */
  const resend = async (channel: CodeType) => {
    setBusy(true);
    setFailure(null);
    setCode('');
    try {
      const started = await startCode(runtime, channel, locale);
      setSent((before) => ({ ...before, channel, phone: started?.phone ?? before.phone }));
      setResent(channel === sent.channel);
    } catch (thrown) {
      setFailure(refusalKey(thrown));
    }
    setBusy(false);
  };
  const other: CodeType = sent.channel === 'SMS' ? 'EMAIL' : 'SMS';
  const switchable = sent.factors.includes(other);

  return (
    <div className="WalletSignIn">
      <EmailField
        id={EMAIL_ID}
        label={translator.label('email')}
        value={email}
        error={emailError}
        floatingLabel={false}
        inputRef={null}
        onChange={(value) => {
          setEmail(value);
          if (shownError && validateEmail(value).error === undefined) setShownError(false);
        }}
        onBlur={() => setShownError(!checked.empty && checked.error !== undefined)}
      />
      {verification ? (
        <div className="WalletCode">
          <label htmlFor={CODE_ID} className="Label">
            {link('walletSheet.link.code')}
          </label>
          <p id={`${CODE_ID}-hint`} className="WalletHint">
            {sent.channel === 'SMS' && sent.phone !== null
              ? link('walletSheet.link.codeSentPhone', { phone: sent.phone })
              : link('walletSheet.link.codeSent', { email: complete ?? email })}
          </p>
          <OneTimeCodeInput
            inputRef={codeInput}
            id={CODE_ID}
            className={`Input${failure === null ? '' : ' Input--invalid'}`}
            value={code}
            disabled={busy || readOnly}
            invalid={failure !== null}
            describedBy={`${CODE_ID}-hint`}
            onChange={setCode}
            onComplete={(typed) => void confirm(typed)}
          />
          {alert}
          {resent ? <p role="status">{link('walletSheet.link.resent')}</p> : null}
          <div className="WalletActions">
            <button
              type="button"
              className="PickerAction"
              disabled={busy || readOnly}
              onClick={() => void resend(sent.channel)}
            >
              {link('walletSheet.link.resend')}
            </button>
            {switchable ? (
              <button
                type="button"
                className="PickerAction"
                disabled={busy || readOnly}
                onClick={() => void resend(other)}
              >
                {link(other === 'EMAIL' ? 'walletSheet.link.useEmail' : 'walletSheet.link.useSms')}
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        alert
      )}
    </div>
  );
}
