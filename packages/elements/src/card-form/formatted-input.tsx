import {
  type InputHTMLAttributes,
  type Ref,
  useCallback,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';

export type Formatter = (input: string, caret: number) => { value: string; caret: number };

interface FormattedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'ref'> {
  value: string;
  onValueChange(value: string): void;
  format?: Formatter;
  inputRef?: Ref<HTMLInputElement> | ((input: HTMLInputElement | null) => void);
}

/**
 * A controlled input that reformats as the shopper types and puts the caret back where it
 * belongs in the formatted text, instead of letting React throw it to the end.
 */
export function FormattedInput({
  value,
  onValueChange,
  format,
  inputRef,
  ...rest
}: FormattedInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  // Re-render even when the formatted value did not change (a rejected character), so the
  // caret is restored after React resets the DOM value.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = own.current;
    const position = caret.current;
    caret.current = null;
    if (input === null || position === null || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(position, position);
  });

  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      own.current = input;
      if (typeof inputRef === 'function') inputRef(input);
      else if (inputRef) inputRef.current = input;
    },
    [inputRef],
  );

  return (
    <input
      {...rest}
      ref={attach}
      value={value}
      onChange={(event) => {
        const raw = event.target.value;
        const at = event.target.selectionStart ?? raw.length;
        const next = format === undefined ? { value: raw, caret: at } : format(raw, at);
        caret.current = next.caret;
        onValueChange(next.value);
        rerender();
      }}
    />
  );
}
