import { validateEmail } from '@kassa/core';
import { asObject, asString, type Json, type JsonObject } from '@kassa/protocol';
import { useMemo, useRef, useState } from 'react';
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
import { createAddressTranslator } from '../i18n/address-translator.js';
import { createTranslator } from '../i18n/translator.js';

const INPUT_ID = 'contact-email';

/** defaultValues.email, as Stripe's ContactDetailsElementOptions carry it. */
function defaultEmail(options: Json): string {
  return asString(asObject(asObject(options).defaultValues).email) ?? '';
}

/**
 * The Contact Details Element: the shopper's e-mail, checked by core's e-mail rules (blank is
 * incomplete_email, a malformed one email_invalid), shown on blur or when the elements submit,
 * and carried on the confirm as the payment method's billing_details.email.
 */
export function ContactDetailsElement({ runtime, init }: FrameAppProps) {
  const rawOptions = useRef<JsonObject>(asObject(init.options));
  const [email, setEmail] = useState(() => defaultEmail(init.options));
  const [shown, setShown] = useState(false);
  const [groupOptions, setGroupOptions] = useState(asObject(init.groupOptions));
  const typed = useRef(false);
  const input = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const appearance = useAppearance(
    groupOptions.appearance,
    groupOptions.fonts,
    '',
    groupOptions.appearanceColors,
  );
  const locale = asString(groupOptions.locale);
  // The label is the frames' own "Email"; the messages are the address forms' (core's codes).
  const label = useMemo(() => createTranslator(locale).label('email'), [locale]);
  const t = useMemo(() => createAddressTranslator(locale), [locale]);
  const checked = validateEmail(email);
  const message = shown && checked.error !== undefined ? t.error(checked.error) : undefined;

  useElementHandlers(runtime, {
    validate: () => {
      setShown(true);
      if (checked.error === undefined) return { complete: true, error: null };
      input.current?.focus();
      runtime.requestFocus();
      return { complete: false, error: t.validationError(checked.error) };
    },
    collect: () => ({ billing_details: { email: checked.value } }),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') input.current?.focus();
      else if (command === 'blur') input.current?.blur();
      else if (command === 'clear') {
        typed.current = false;
        setEmail('');
        setShown(false);
      } else if (command === 'update') {
        // Stripe merges an update into the options the element has; a new default fills an
        // e-mail the shopper has not typed.
        rawOptions.current = { ...rawOptions.current, ...asObject(payload) };
        if (asObject(payload).defaultValues !== undefined && !typed.current)
          setEmail(defaultEmail(rawOptions.current));
      } else if (command === 'group-update') {
        setGroupOptions((previous) => ({ ...previous, ...asObject(payload) }));
      }
    },
    broadcast(event, payload) {
      if (event === 'group-update')
        setGroupOptions((previous) => ({ ...previous, ...asObject(payload) }));
    },
  });
  useFrameSignals(runtime, rootRef, true);
  useChangeEvent(runtime, {
    elementType: 'contactDetails',
    empty: checked.empty,
    complete: checked.complete,
    value: { email: checked.value },
  });
  const focusEvents = useElementFocusEvents(runtime);

  return (
    <div
      ref={rootRef}
      className={`AddressElement ContactDetails Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      {...focusEvents}
    >
      <EmailField
        id={INPUT_ID}
        label={label}
        value={email}
        error={message}
        floatingLabel={appearance.labels === 'floating'}
        required={true}
        className="Field--email"
        inputRef={input}
        onChange={(value) => {
          typed.current = true;
          setEmail(value);
        }}
        onBlur={() => {
          // An empty field the shopper only passed through says nothing until submit.
          if (email.trim() !== '') setShown(true);
        }}
      />
      <Announcer message={message} />
    </div>
  );
}
