import {
  BIN_COMPARABLE_PREFIX_LENGTH,
  binPrefixOf,
  type CardBrand,
  matchAccountRanges,
  normalizeDigits,
} from '@kassa/core';
import type { CardMetadataRange, Json } from '@kassa/protocol';
import { useEffect, useRef } from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';

/** Spec 000 §9: split card updates wait 500 ms for the shopper to stop typing. */
export const SPLIT_CARD_UPDATE_DEBOUNCE_MS = 500;

function readRanges(answer: Json): CardMetadataRange[] {
  const ranges =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) ? answer.ranges : null;
  return Array.isArray(ranges)
    ? ranges.filter(
        (range): range is CardMetadataRange =>
          typeof range === 'object' &&
          range !== null &&
          !Array.isArray(range) &&
          typeof range.brand === 'string' &&
          typeof range.account_range_low === 'string' &&
          typeof range.account_range_high === 'string',
      )
    : [];
}

/** The networks a number can run on, from the account ranges that contain it. */
export function networksOf(number: string, ranges: readonly CardMetadataRange[]): string[] {
  return [...new Set(matchAccountRanges(number, ranges).map((range) => range.brand))].sort();
}

/**
 * Looks up the card's networks once 8 digits are typed (co-badged cards run on Cartes Bancaires
 * and Visa or Mastercard) and emits `networkschange` when they change. Only the 6-digit BIN goes
 * to the controller, which caches the ranges; the lookup waits for a typing pause.
 */
export function useCardNetworks(runtime: FrameRuntime, number: string): void {
  const digits = normalizeDigits(number);
  const prefix = digits.slice(0, BIN_COMPARABLE_PREFIX_LENGTH);
  const last = useRef<string>('[]');
  useEffect(() => {
    const emit = (networks: string[]): void => {
      const key = JSON.stringify(networks);
      if (key === last.current) return;
      last.current = key;
      runtime.emit('networkschange', { elementType: runtime.params.elementType, networks });
    };
    const bin = binPrefixOf(prefix);
    if (bin === null || prefix.length < BIN_COMPARABLE_PREFIX_LENGTH) {
      emit([]);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      runtime
        .request('card-metadata', { binPrefix: bin })
        .then(readRanges, () => [])
        .then((ranges) => {
          if (!cancelled) emit(networksOf(prefix, ranges));
        });
    }, SPLIT_CARD_UPDATE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [runtime, prefix]);
}

/** Tells the group's other split fields the brand typed here (the CVC length depends on it). */
export function useBrandBroadcast(runtime: FrameRuntime, brand: CardBrand, enabled: boolean): void {
  useEffect(() => {
    if (enabled) runtime.request('card-brand', { brand }).catch(() => {});
  }, [runtime, brand, enabled]);
}
