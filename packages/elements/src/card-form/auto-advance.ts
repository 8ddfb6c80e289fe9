import { cardNumberLengths, detectCardVariant, normalizeDigits } from '@kassa/core';
import { useEffect, useRef } from 'react';
import type { CardCheck, CardFieldName, CardValues } from './card-rules.js';

/** The fields that hand focus on once typed in full; the CVC does not (amex may take a 4th digit). */
const ADVANCES_FROM: ReadonlySet<CardFieldName> = new Set(['number', 'expiry']);

function typedInFull(field: CardFieldName, values: CardValues): boolean {
  if (field !== 'number') return true;
  // A unionpay number is complete from 13 digits but may have up to 19: wait for the longest.
  const { max } = cardNumberLengths(detectCardVariant(values.number));
  return normalizeDigits(values.number).length === max;
}

/**
 * Moves focus to the next field when the shopper has just typed the number or expiry in full
 * with the caret at the end, as Stripe's forms do; editing in the middle never jumps.
 */
export function useAutoAdvance(
  fields: readonly CardFieldName[],
  check: CardCheck,
  values: CardValues,
  inputs: Partial<Record<CardFieldName, HTMLInputElement>>,
  edited: { current: CardFieldName | null },
): void {
  const wasComplete = useRef<Partial<Record<CardFieldName, boolean>>>({});
  useEffect(() => {
    const field = edited.current;
    edited.current = null;
    const before = { ...wasComplete.current };
    for (const name of fields) wasComplete.current[name] = check.fields[name].complete;
    if (field === null || !ADVANCES_FROM.has(field) || before[field] === true) return;
    const input = inputs[field];
    const next = fields[fields.indexOf(field) + 1];
    if (input === undefined || next === undefined || !check.fields[field].complete) return;
    if (input.ownerDocument.activeElement !== input || input.selectionStart !== input.value.length)
      return;
    if (typedInFull(field, values) && !check.fields[next].complete) inputs[next]?.focus();
  });
}
