import { validateEmail } from '@kassa/core';
import { asObject, asString, type Json, type JsonObject, type WireError } from '@kassa/protocol';
import { useRef, useState } from 'react';
import { EmailField } from '../card-form/email-field.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useAppearance } from '../frame/use-appearance.js';
import { useElementFocusEvents, useElementHandlers, useFrameSignals } from '../frame/use-frame.js';
import { afterLocale } from '../i18n/load-locale.js';
import { type Translator, useTranslator } from '../i18n/translator.js';
import { type WalletSheetKey, walletSheetText } from '../i18n/wallet-sheet-english.js';
import { SignUpFields } from '../payment/wallet/sign-up-fields.js';
import { checkPhone, phoneError } from '../payment/wallet/wallet-state.js';

const EMAIL_ID = 'link-signup-email';
// The sign-up fields' ids (SignUpFields names them from this prefix).
const PHONE_ID = 'link-signup-phone';

/** The phone's default region: the locale's (en-GB reads 07… as British), else the US. */
export function phoneRegion(locale: string): string {
  const region = locale.split('-')[1];
  return region !== undefined && /^[A-Z]{2}$/.test(region) ? region : 'US';
}

/** What the form holds: the merchant's `defaultValues` at first. */
interface SignUpForm {
  optIn: boolean;
  email: string;
  phone: string;
  name: string;
}

function fromOptions(options: Json): SignUpForm {
  const values = asObject(asObject(options).defaultValues);
  return {
    optIn: false,
    email: asString(values.email) ?? '',
    phone: asString(values.phone) ?? '',
    name: asString(values.name) ?? '',
  };
}

/** The form's errors (e-mail, then phone) once opted in; none while the box is not ticked. */
export function signUpErrors(
  form: SignUpForm,
  locale: string,
  translator: Translator,
): { email?: WireError; phone?: WireError } {
  if (!form.optIn) return {};
  const email = validateEmail(form.email);
  const phone = checkPhone(form.phone, phoneRegion(locale));
  const { text } = walletSheetText(translator.locale);
  return {
    ...(email.error === undefined
      ? {}
      : {
          email: {
            type: 'validation_error',
            code: email.error,
            message: text('walletSheet.error.invalidPayerEmail'),
          },
        }),
    ...(phone.error === undefined ? {} : { phone: phoneError(phone.error, translator) }),
  };
}

/**
 * What the element adds to the payment it stands beside: nothing until the shopper opts in;
 * then `link_signup` with the e-mail, the E.164 phone, its country and the optional name. The
 * controller makes the account from it once the card has paid, as for the Payment Element's
 * own sign-up box (the same code path).
 */
export function signUpDetails(form: SignUpForm, locale: string): JsonObject {
  if (!form.optIn) return {};
  const checked = checkPhone(form.phone, phoneRegion(locale));
  const name = form.name.trim();
  return {
    link_signup: {
      email: validateEmail(form.email).value ?? form.email.trim(),
      phone: checked.e164 ?? form.phone,
      country: checked.country ?? phoneRegion(locale),
      ...(name === '' ? {} : { name }),
    },
  };
}

/**
 * The Link signup element (Stripe's `linkSignup`): beside a Payment Element, a box to save the
 * shopper's details in a new wallet account while paying, with the e-mail (the merchant's
 * `defaultValues`, else the group's Link Authentication Element's once it found no account),
 * the phone, an optional name and the consent. A chunk of the Link Authentication page.
 */
export function LinkSignupElement({ runtime, init }: FrameAppProps) {
  const [form, setForm] = useState<SignUpForm>(() => fromOptions(init.options));
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  // Errors show once the shopper left a field or submitted, never while they type.
  const [showErrors, setShowErrors] = useState(false);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const box = useRef<HTMLInputElement | null>(null);
  const emailInput = useRef<HTMLInputElement | null>(null);
  const group = asObject(groupOptions);
  const appearance = useAppearance(group.appearance, group.fonts, '', group.appearanceColors);
  const translator = useTranslator(asString(group.locale));
  const locale = translator.locale;
  const update = (change: Partial<SignUpForm>) => setForm((current) => ({ ...current, ...change }));
  const mergeGroupOptions = (payload: Json): void =>
    afterLocale(asObject(payload), () =>
      setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) })),
    );
  const errors = signUpErrors(form, locale, translator);
  const shown = showErrors ? errors : {};

  useElementHandlers(runtime, {
    validate: () => {
      const error = errors.email ?? errors.phone ?? null;
      setShowErrors(true);
      if (error !== null) {
        if (errors.email !== undefined) emailInput.current?.focus();
        else document.getElementById(PHONE_ID)?.focus();
        runtime.requestFocus();
      }
      return { complete: error === null, error };
    },
    collect: () => signUpDetails(form, locale),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') box.current?.focus();
      else if (command === 'blur') (document.activeElement as HTMLElement | null)?.blur();
      else if (command === 'clear') {
        setForm(fromOptions({}));
        setShowErrors(false);
      } else if (command === 'update') {
        const next = fromOptions(payload);
        setForm((current) => ({
          ...current,
          ...(next.email === '' ? {} : { email: next.email }),
          ...(next.phone === '' ? {} : { phone: next.phone }),
          ...(next.name === '' ? {} : { name: next.name }),
        }));
      } else if (command === 'group-update') mergeGroupOptions(payload);
    },
    broadcast(event, payload) {
      if (event === 'group-update') mergeGroupOptions(payload);
      else if (event === 'wallet') {
        // The group's Link Authentication Element found no account for its e-mail: offer it.
        const wallet = asObject(payload);
        const email = asString(wallet.email);
        if (email !== undefined && wallet.exists === false)
          setForm((current) => (current.email === '' ? { ...current, email } : current));
      }
    },
  });
  useFrameSignals(runtime, rootRef);
  const focusEvents = useElementFocusEvents(runtime);
  const { text } = walletSheetText(locale);
  const link = (key: WalletSheetKey, vars?: Record<string, string>) => text(key, vars);
  const phoneMessage = shown.phone?.message;
  return (
    <div
      ref={rootRef}
      className={`LinkAuthenticationElement LinkSignupElement Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      {...focusEvents}
    >
      <label className="CheckboxLabel">
        <input
          ref={box}
          type="checkbox"
          className="CheckboxInput"
          checked={form.optIn}
          onChange={(event) => {
            update({ optIn: event.currentTarget.checked });
            setShowErrors(false);
          }}
        />
        {link('walletSheet.link.signUp')}
      </label>
      {form.optIn ? (
        <div className="LinkSignup-fields">
          <EmailField
            id={EMAIL_ID}
            label={translator.label('email')}
            value={form.email}
            error={shown.email?.message}
            floatingLabel={appearance.labels === 'floating'}
            inputRef={emailInput}
            onChange={(value) => update({ email: value })}
            onBlur={() => {
              if (form.email.trim() !== '') setShowErrors(true);
            }}
          />
          <SignUpFields
            idPrefix="link-signup"
            phone={form.phone}
            name={form.name}
            email={form.email.trim()}
            phoneError={phoneMessage}
            consentClassName="LinkSignup-consent"
            text={link}
            onPhone={(value) => update({ phone: value })}
            onName={(value) => update({ name: value })}
            onPhoneBlur={() => {
              if (form.phone.trim() !== '') setShowErrors(true);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}

const SIGNUP_CSS = `
.LinkSignupElement .CheckboxLabel{display:flex;gap:8px;align-items:flex-start;cursor:pointer}
.LinkSignup-fields{display:grid;gap:12px;margin-top:12px}
.LinkSignup-fields .Field{display:grid;gap:4px;min-width:0}
.LinkSignup-consent{margin:0;font-size:0.875em;overflow-wrap:anywhere}
`;

// The element's own layout rules, before its first render (only this chunk carries them).
if (document.getElementById('kassa-link-signup-style') === null) {
  const style = document.createElement('style');
  style.id = 'kassa-link-signup-style';
  style.textContent = SIGNUP_CSS;
  document.head.append(style);
}
