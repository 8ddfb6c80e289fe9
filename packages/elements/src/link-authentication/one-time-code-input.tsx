import type { Ref } from 'react';

/** A one-time code's length (spec 001: six digits). */
export const CODE_LENGTH = 6;

/**
 * The wallet's one-time code field, as the Link Authentication Element, the Payment Element's
 * own sign-in and the Express Checkout Element's Link sheet all show it: digits only (spaces and
 * anything else typed or pasted are dropped), at most six, offered by the platform's one-time
 * code autofill, and checked as soon as the sixth digit is in (`onComplete`). The label, hint and
 * error around it are the caller's.
 */
export function OneTimeCodeInput(props: {
  id: string;
  value: string;
  className?: string;
  disabled?: boolean;
  invalid: boolean;
  describedBy: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange(digits: string): void;
  onComplete(code: string): void;
}) {
  return (
    <input
      ref={props.inputRef}
      id={props.id}
      className={props.className}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      dir="ltr"
      value={props.value}
      disabled={props.disabled}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
        props.onChange(digits);
        if (digits.length === CODE_LENGTH) props.onComplete(digits);
      }}
    />
  );
}
