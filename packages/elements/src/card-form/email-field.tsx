import type { Ref } from 'react';
import { Field } from './field.js';

interface EmailFieldProps {
  id: string;
  label: string;
  value: string;
  /** The message shown under the field, if any. */
  error?: string;
  floatingLabel: boolean;
  /** Marks the input `aria-required` (the Contact Details Element's e-mail must be given). */
  required?: boolean;
  className?: string;
  inputRef: Ref<HTMLInputElement>;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * One e-mail input in its labelled field, shared by the elements that collect an e-mail (Link
 * Authentication, Contact Details): the same autofill, keyboard and error wiring for both.
 */
export function EmailField(props: EmailFieldProps) {
  const { id, label, value, error, floatingLabel, required, className, inputRef } = props;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      empty={value === ''}
      floatingLabel={floatingLabel}
      className={className}
    >
      <input
        ref={inputRef}
        id={id}
        className={`Input${error === undefined ? '' : ' Input--invalid'}`}
        // Text with the e-mail keyboard: type=email would trim what the shopper typed, keeps no
        // selection, and its caret would jump as React rewrites the value.
        type="text"
        spellCheck={false}
        name="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        aria-invalid={error !== undefined}
        aria-required={required === true ? true : undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
    </Field>
  );
}
