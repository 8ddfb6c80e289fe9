import { useCallback, useMemo, useRef } from 'react';
import type { CardFieldName } from './card-rules.js';

type InputRef = (input: HTMLInputElement | null) => void;

export interface FieldInputs {
  /** The mounted inputs by field; read it in effects and handlers, not while rendering. */
  readonly inputs: Partial<Record<CardFieldName, HTMLInputElement>>;
  register(field: CardFieldName): InputRef;
  focus(field: CardFieldName | undefined): void;
  blurAll(): void;
}

/** The DOM inputs of a card form, for focus moves the form makes itself. */
export function useFieldInputs(): FieldInputs {
  const inputs = useRef<Partial<Record<CardFieldName, HTMLInputElement>>>({});
  // One stable ref callback per field, so React does not detach and reattach on every render.
  const callbacks = useRef<Partial<Record<CardFieldName, InputRef>>>({});
  const register = useCallback((field: CardFieldName): InputRef => {
    callbacks.current[field] ??= (input) => {
      if (input === null) delete inputs.current[field];
      else inputs.current[field] = input;
    };
    return callbacks.current[field];
  }, []);
  const focus = useCallback((field: CardFieldName | undefined) => {
    if (field !== undefined) inputs.current[field]?.focus();
  }, []);
  const blurAll = useCallback(() => {
    for (const input of Object.values(inputs.current)) input.blur();
  }, []);
  return useMemo(
    () => ({ inputs: inputs.current, register, focus, blurAll }),
    [register, focus, blurAll],
  );
}
