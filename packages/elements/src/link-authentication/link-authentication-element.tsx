import { ERROR_MESSAGES_EN, validateEmail } from '@kassa/core';
import { asObject, asString, type Json, type WireError } from '@kassa/protocol';
import { useRef, useState } from 'react';
import { EmailField } from '../card-form/email-field.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useAppearance } from '../frame/use-appearance.js';
import {
  useChangeEvent,
  useElementFocusEvents,
  useElementHandlers,
  useFrameSignals,
} from '../frame/use-frame.js';
import { afterLocale } from '../i18n/load-locale.js';
import { useTranslator } from '../i18n/translator.js';
import { WalletVerification } from './wallet-verification.js';

const INPUT_ID = 'link-authentication-email';

/** The e-mail a merchant passed as `defaultValues.email`, if any. */
function defaultEmail(options: Json): string {
  return asString(asObject(asObject(options).defaultValues).email) ?? '';
}

/**
 * The e-mail of a `wallet` broadcast for a signed-in shopper (the view with their saved
 * details, e.g. from a remembered login), or undefined for any other.
 */
function signedInEmail(payload: Json): string | undefined {
  const view = asObject(payload);
  return view.exists === true && Array.isArray(view.cards) ? asString(view.email) : undefined;
}

/**
 * The Link Authentication Element as Stripe renders it for a shopper without a wallet account:
 * one e-mail field. Its address goes into the Payment Element's billing details on confirm.
 */
export function LinkAuthenticationElement({ runtime, init }: FrameAppProps) {
  const [email, setEmail] = useState(() => defaultEmail(init.options));
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  // Shown after the shopper leaves the field or submits, never while they type.
  const [shown, setShown] = useState<WireError | null>(null);
  // An error shown on leaving an edited field is read out by the live region; one shown by a
  // submit is not (the focused field's description says it), until the shopper edits again.
  const [spoken, setSpoken] = useState(false);
  // How many times the shopper logged out of the wallet in the Payment Element.
  const [loggedOut, setLoggedOut] = useState(0);
  const input = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const group = asObject(groupOptions);
  // A new locale applies once its texts have loaded.
  const mergeGroupOptions = (payload: Json): void =>
    afterLocale(asObject(payload), () =>
      setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) })),
    );
  const appearance = useAppearance(group.appearance, group.fonts, '', group.appearanceColors);
  const translator = useTranslator(asString(group.locale));
  const checked = validateEmail(email);
  const errorOf = (): WireError | null => {
    const code = checked.error;
    if (code === undefined) return null;
    return {
      type: 'validation_error',
      code,
      message: translator.error(code, ERROR_MESSAGES_EN[code]),
    };
  };

  useElementHandlers(runtime, {
    validate: () => {
      const error = errorOf();
      setShown(error);
      setSpoken(false);
      if (error !== null) {
        input.current?.focus();
        runtime.requestFocus();
      }
      return { complete: error === null, error };
    },
    collect: () => ({ billing_details: { email: checked.value } }),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') input.current?.focus();
      else if (command === 'blur') input.current?.blur();
      else if (command === 'clear') {
        setEmail('');
        setShown(null);
      } else if (command === 'update') {
        const next = defaultEmail(payload);
        if (next !== '') setEmail(next);
      } else if (command === 'group-update') mergeGroupOptions(payload);
    },
    broadcast(event, payload) {
      if (event === 'group-update') mergeGroupOptions(payload);
      // A shopper the wallet recognised (a remembered login): their e-mail fills an empty
      // field, which then shows them signed in, as Stripe's does. A typed e-mail stays.
      else if (event === 'wallet') {
        const remembered = signedInEmail(payload);
        if (remembered !== undefined)
          setEmail((current) => (current.trim() === '' ? remembered : current));
      } else if (event === 'wallet-logout') setLoggedOut((count) => count + 1);
    },
  });
  useFrameSignals(runtime, rootRef);
  useChangeEvent(runtime, {
    elementType: 'linkAuthentication',
    complete: checked.complete,
    empty: checked.empty,
    value: { email: checked.value },
  });
  const focusEvents = useElementFocusEvents(runtime);
  const message = shown?.message;
  return (
    <div
      ref={rootRef}
      className={`LinkAuthenticationElement Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      {...focusEvents}
    >
      <EmailField
        id={INPUT_ID}
        label={translator.label('email')}
        value={email}
        error={message}
        floatingLabel={appearance.labels === 'floating'}
        inputRef={input}
        onChange={(value) => {
          setEmail(value);
          setSpoken(true);
          // A fixed mistake clears its error at once; a new one waits for blur.
          if (shown !== null && validateEmail(value).error === undefined) setShown(null);
        }}
        onBlur={() => setShown(checked.empty ? null : errorOf())}
      />
      <Announcer message={spoken ? message : undefined} />
      <WalletVerification
        runtime={runtime}
        email={checked.complete ? (checked.value ?? null) : null}
        locale={asString(group.locale)}
        loggedOut={loggedOut}
      />
    </div>
  );
}
