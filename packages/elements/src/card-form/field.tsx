import { type ReactNode, useState } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** The field holds no value: `Label--empty`, and a floating label rests in the input. */
  empty: boolean;
  /** The appearance floats labels: the label is `Label--resting` or `Label--floating`. */
  floatingLabel: boolean;
  /** Drawn inside the input's box, e.g. the brand icon. */
  adornment?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled field with its error underneath, the error tied to the input by id. The label
 * carries Stripe's state classes, so the merchant's appearance rules for `.Label--floating`,
 * `.Label--resting`, `.Label--empty`, `.Label--focused` and `.Label--invalid` style what the
 * shopper sees.
 */
export function Field(props: FieldProps) {
  const { id, label, error, empty, floatingLabel, adornment, className, children } = props;
  const [focused, setFocused] = useState(false);
  const states = [
    error === undefined ? '' : ' Label--invalid',
    empty ? ' Label--empty' : '',
    focused ? ' Label--focused' : '',
    floatingLabel ? (empty && !focused ? ' Label--resting' : ' Label--floating') : '',
  ].join('');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus bubbles up from the field's own input; the wrapper only listens
    <div
      className={`Field${className === undefined ? '' : ` ${className}`}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <label className={`Label${states}`} htmlFor={id}>
        {label}
      </label>
      <div className="InputBox">
        {children}
        {adornment === undefined ? null : <span className="InputAdornment">{adornment}</span>}
      </div>
      {/* Always there, one line tall when empty: an error appearing (the shopper left a field
          and reached for Pay) does not push the merchant's button from under the pointer. */}
      <div className="Error" id={`${id}-error`}>
        {error}
      </div>
    </div>
  );
}
