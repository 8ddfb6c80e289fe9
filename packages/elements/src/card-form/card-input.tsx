import {
  type CardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  normalizeDigits,
} from '@kassa/core';
import type { CardFieldName } from './card-rules.js';
import { FormattedInput, type Formatter } from './formatted-input.js';
import type { CardForm } from './use-card-form.js';

function cvcFormatter(brand: CardBrand): Formatter {
  return (input, caret) => {
    const value = formatCvc(input, brand);
    return { value, caret: Math.min(normalizeDigits(input.slice(0, caret)).length, value.length) };
  };
}

interface InputConfig {
  name: string;
  autoComplete: string;
  format?: Formatter;
  numeric: boolean;
}

const INPUTS: Record<CardFieldName, InputConfig> = {
  number: {
    name: 'cardnumber',
    autoComplete: 'cc-number',
    format: formatCardNumber,
    numeric: true,
  },
  expiry: { name: 'exp-date', autoComplete: 'cc-exp', format: formatExpiry, numeric: true },
  cvc: { name: 'cvc', autoComplete: 'cc-csc', numeric: true },
  postalCode: { name: 'postal', autoComplete: 'postal-code', numeric: false },
};

export interface CardInputProps {
  form: CardForm;
  field: CardFieldName;
  id: string;
  placeholder: string;
  /** Set when no visible <label> names the input (the one-row Card Element). */
  ariaLabel?: string;
  /** Id of the element that shows this field's error, when it is not `${id}-error`. */
  errorId?: string;
  disabled?: boolean;
  /** US ZIP codes are digits: ask mobile keyboards for the number pad. */
  numericPostal?: boolean;
}

/** One card input wired to the form: formatting, autocomplete hints and error attributes. */
export function CardInput({
  form,
  field,
  id,
  placeholder,
  ariaLabel,
  errorId,
  disabled,
  numericPostal,
}: CardInputProps) {
  const config = INPUTS[field];
  const message = form.messages[field];
  const numeric = config.numeric || numericPostal === true;
  const check = form.check.fields[field];
  return (
    <FormattedInput
      id={id}
      name={config.name}
      type="text"
      className={[
        'Input',
        message === undefined ? '' : 'Input--invalid',
        form.values[field] === '' ? 'Input--empty' : '',
        check.complete ? 'Input--complete' : '',
      ]
        .filter((name) => name !== '')
        .join(' ')}
      autoComplete={config.autoComplete}
      autoCorrect="off"
      spellCheck={false}
      inputMode={numeric ? 'numeric' : 'text'}
      placeholder={placeholder}
      aria-label={ariaLabel}
      aria-invalid={message !== undefined}
      aria-describedby={message === undefined ? undefined : (errorId ?? `${id}-error`)}
      disabled={disabled}
      value={form.values[field]}
      format={field === 'cvc' ? cvcFormatter(form.check.brand) : config.format}
      inputRef={form.register(field)}
      onValueChange={(value) => form.setValue(field, value)}
      onBlur={() => form.blurField(field)}
    />
  );
}
