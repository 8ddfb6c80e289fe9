import { type CardBrand, type PostalCodeRule, resolveBrandFilter } from '@kassa/core';
import {
  asObject,
  asString,
  type ElementInit,
  type Json,
  type WireError,
  wireErrorJson,
} from '@kassa/protocol';
import { type RefObject, useRef, useState } from 'react';
import type { FrameAppearance } from '../frame/appearance-css.js';
import type { FrameRuntime, ValidateResult } from '../frame/frame-runtime.js';
import { useAppearance } from '../frame/use-appearance.js';
import {
  useChangeEvent,
  useElementFocusEvents,
  useElementHandlers,
  useFrameSignals,
} from '../frame/use-frame.js';
import { afterLocale } from '../i18n/load-locale.js';
import { type Translator, useTranslator } from '../i18n/translator.js';
import type { CardFieldName, CardValues } from './card-rules.js';
import { type CardForm, useCardForm } from './use-card-form.js';

export interface CardFrameConfig {
  runtime: FrameRuntime;
  init: ElementInit;
  fields: readonly CardFieldName[];
  postalFormat: PostalCodeRule | null;
  initial?: Partial<CardValues>;
  country?: string;
  brand?: CardBrand;
  /**
   * The Card Element and split fields take Stripe's `style` option instead of the Appearance
   * API, so they render the default theme whatever the group's appearance says.
   */
  ignoreAppearance?: boolean;
  /** False while the UI still waits for data it shows (the Payment Element's session). */
  complete?: boolean;
  /** Extra CSS after the appearance, e.g. the Card Element's `style` option. */
  extraCss?: string;
  onUpdate?(options: Json): void;
  /** element.collapse() (the Payment Element). */
  onCollapse?(): void;
  onSession?(session: Json): void;
  /** Other broadcasts from the controller (e.g. `card-brand` for the split CVC field). */
  onBroadcast?(event: string, payload: Json): void;
  collect(form: CardForm): Json;
  changePayload(form: CardForm): Json;
  /** Set when the form may not be what pays (a saved card chosen): answers validate instead. */
  validateOverride?(): ValidateResult | null;
  /** Shows a confirm's error where what paid is (a wallet card): true when it did. */
  onConfirmError?(error: WireError): boolean;
}

export interface CardFrame {
  form: CardForm;
  translator: Translator;
  appearance: FrameAppearance;
  rootRef: RefObject<HTMLDivElement | null>;
  focusEvents: ReturnType<typeof useElementFocusEvents>;
  /** The error the frame shows first (what the inputs' descriptions point at). */
  announcement: string | undefined;
  /** What the live region says: the announcement, unless a submit or a confirm showed it. */
  spoken: string | undefined;
}

/**
 * Everything the card frames share: form state, answers to the controller, the merchant's
 * commands, appearance and locale of the group, and the events the merchant page receives.
 */
export function useCardFrame(config: CardFrameConfig): CardFrame {
  const { runtime, init } = config;
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  const locale = asString(asObject(groupOptions).locale);
  const translator = useTranslator(locale);
  const group = asObject(groupOptions);
  const appearance = useAppearance(
    config.ignoreAppearance ? undefined : group.appearance,
    group.fonts,
    config.extraCss,
    config.ignoreAppearance ? undefined : group.appearanceColors,
  );
  const form = useCardForm({
    fields: config.fields,
    postalFormat: config.postalFormat,
    initial: config.initial,
    country: config.country,
    translator,
    brand: config.brand,
    blockedBrands: blockedBrandsOf(group),
  });
  const rootRef = useRef<HTMLDivElement | null>(null);
  // The values a submit (or a confirm's error) showed errors for: those errors are said by the
  // focused field's description (or by the merchant), not by the live region, until an edit.
  const quietFor = useRef<string | null>(null);
  const valuesKey = JSON.stringify(form.values);

  const mergeGroupOptions = (payload: Json): void =>
    afterLocale(asObject(payload), () =>
      setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) })),
    );

  useElementHandlers(runtime, {
    validate: () => {
      quietFor.current = valuesKey;
      const result = config.validateOverride?.() ?? form.validate();
      if (!result.complete) runtime.requestFocus();
      return result;
    },
    collect: () => config.collect(form),
    confirmError: (error) => {
      quietFor.current = valuesKey;
      if (!config.onConfirmError?.(error)) form.showConfirmError(error);
    },
    command(command, payload) {
      if (command === 'focus') form.focusFirst();
      else if (command === 'blur') form.blurAll();
      else if (command === 'clear') form.clear();
      else if (command === 'update') config.onUpdate?.(payload);
      else if (command === 'collapse') config.onCollapse?.();
      else if (command === 'group-update') mergeGroupOptions(payload);
    },
    broadcast(event, payload) {
      if (event === 'session') config.onSession?.(payload);
      else if (event === 'group-update') mergeGroupOptions(payload);
      else {
        // Each mounted element says it failed to load, including one mounted after the failure
        // (the controller tells late frames too), as Stripe's elements do. The controller
        // replays the failure on a document's first port only (frame-connect's attempt), so
        // a second port does not bring a second loaderror.
        if (event === 'session-error') runtime.emit('loaderror', { error: payload });
        config.onBroadcast?.(event, payload);
      }
    },
  });
  useFrameSignals(runtime, rootRef, config.complete ?? true);
  useChangeEvent(runtime, config.changePayload(form));
  const focusEvents = useElementFocusEvents(runtime);
  const announcement = config.fields
    .map((field) => form.messages[field])
    .find((m) => m !== undefined);
  const spoken = quietFor.current === valuesKey ? undefined : announcement;
  return { form, translator, appearance, rootRef, focusEvents, announcement, spoken };
}

/** The change event's error field: present only when the form shows one. */
export function withError(payload: { [key: string]: Json }, form: CardForm): Json {
  return form.changeError === undefined
    ? payload
    : { ...payload, error: wireErrorJson(form.changeError) };
}

/** The brands the group's allowedCardBrands / disallowedCardBrands refuse (the loader checked them). */
function blockedBrandsOf(group: { [key: string]: Json | undefined }): readonly CardBrand[] {
  const list = (value: Json | undefined) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : undefined;
  const allowed = list(group.allowedCardBrands);
  const disallowed = list(group.disallowedCardBrands);
  const result = resolveBrandFilter(
    {
      ...(allowed === undefined ? {} : { allowedCardBrands: allowed }),
      ...(disallowed === undefined ? {} : { disallowedCardBrands: disallowed }),
    },
    { betaEnabled: true },
  );
  return result.ok ? result.blocked : [];
}
