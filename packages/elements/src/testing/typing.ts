import { act, fireEvent } from '@testing-library/react';

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Puts `value` in the input with the caret at `caret`, as one keystroke or paste would, and
 * fires the input event React listens to. The input is focused first, like a shopper's.
 */
export function typeInto(input: HTMLElement, value: string, caret = value.length): void {
  if (!(input instanceof HTMLInputElement) || valueSetter === undefined)
    throw new Error('not an input');
  act(() => input.focus());
  valueSetter.call(input, value);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}

/** Types the text one character at a time at the end of what the input shows. */
export function typeChars(input: HTMLElement, text: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  for (const char of text) typeInto(input, input.value + char);
}

export function blur(input: HTMLElement): void {
  act(() => input.blur());
}
