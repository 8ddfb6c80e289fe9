import {
  BIN_COMPARABLE_PREFIX_LENGTH,
  binPrefixOf,
  type CardBrand,
  matchAccountRanges,
  normalizeDigits,
} from '@kassa/core';
import { type CardMetadataRange, type Json, readRanges } from '@kassa/protocol';
import { useEffect, useRef } from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';

/** Split card updates wait 500 ms for the shopper to stop typing. */
export const SPLIT_CARD_UPDATE_DEBOUNCE_MS = 500;

/** The brands of account ranges, each once, sorted: the networks a number in them runs on. */
function brandsOf(ranges: readonly CardMetadataRange[]): string[] {
  return [...new Set(ranges.map((range) => range.brand))].sort();
}

/** What a lookup tells its user: the number's first 8 digits and their ranges, null while asked. */
type RangesReport = (prefix: string, ranges: readonly CardMetadataRange[] | null) => void;

/**
 * Looks up the account ranges of the number once 8 digits are typed, after a typing pause; only
 * the 6-digit BIN goes to the controller, which caches the ranges. Fewer digits report [].
 */
function useAccountRanges(runtime: FrameRuntime, number: string, report: RangesReport): void {
  const prefix = normalizeDigits(number).slice(0, BIN_COMPARABLE_PREFIX_LENGTH);
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    const bin = binPrefixOf(prefix);
    if (bin === null || prefix.length < BIN_COMPARABLE_PREFIX_LENGTH) {
      latest.current(prefix, []);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      latest.current(prefix, null);
      runtime
        .request('card-metadata', { binPrefix: bin })
        .then(readRanges, () => [])
        .then((ranges) => {
          if (!cancelled) latest.current(prefix, ranges);
        });
    }, SPLIT_CARD_UPDATE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [runtime, prefix]);
}

/** Emits `event` with `payload` unless it is the one emitted last (or `initial`). */
function useChangedEmitter(runtime: FrameRuntime, event: string, initial: Json) {
  const last = useRef(JSON.stringify(initial));
  return (payload: Json): void => {
    const key = JSON.stringify(payload);
    if (key === last.current) return;
    last.current = key;
    runtime.emit(event, payload);
  };
}

/**
 * Emits `networkschange` when the networks the card can run on change (co-badged cards run on
 * Cartes Bancaires and Visa or Mastercard).
 */
export function useCardNetworks(runtime: FrameRuntime, number: string): void {
  const elementType = runtime.params.elementType;
  const emit = useChangedEmitter(runtime, 'networkschange', { elementType, networks: [] });
  useAccountRanges(runtime, number, (prefix, ranges) => {
    if (ranges !== null)
      emit({ elementType, networks: brandsOf(matchAccountRanges(prefix, ranges)) });
  });
}

/**
 * The Payment Element's `carddetailschange`: `loading` while the number's ranges are looked up,
 * then their brands and funding (null when no range is known); no details below 8 digits.
 */
export function useCardDetails(runtime: FrameRuntime, number: string): void {
  const idle = { elementType: 'payment', loading: false };
  const emit = useChangedEmitter(runtime, 'carddetailschange', idle);
  useAccountRanges(runtime, number, (prefix, ranges) => {
    if (ranges === null || prefix.length < BIN_COMPARABLE_PREFIX_LENGTH) {
      emit({ ...idle, loading: ranges === null });
      return;
    }
    const matched = matchAccountRanges(prefix, ranges);
    const brands = brandsOf(matched);
    const funding = matched.map((range) => range.funding).find((f) => typeof f === 'string');
    emit({
      ...idle,
      details: { brands: brands.length > 0 ? brands : null, funding: funding ?? null },
    });
  });
}

/** Tells the group's other split fields the brand typed here (the CVC length depends on it). */
export function useBrandBroadcast(runtime: FrameRuntime, brand: CardBrand, enabled: boolean): void {
  useEffect(() => {
    if (enabled) runtime.request('card-brand', { brand }).catch(() => {});
  }, [runtime, brand, enabled]);
}
