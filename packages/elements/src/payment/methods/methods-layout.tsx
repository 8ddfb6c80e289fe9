import { isOfferedInCountry, isSaveEligible } from '@kassa/core';
import { asObject, asString, asStringList, type Json, type JsonObject } from '@kassa/protocol';
import { type ReactNode, type RefObject, useEffect, useMemo, useState } from 'react';
import { Announcer } from '../../frame/announcer.js';
import type { ValidateResult } from '../../frame/frame-runtime.js';
import { createMethodTranslator } from '../../i18n/method-translator.js';
import type { Translator } from '../../i18n/translator.js';
import {
  type LayoutType,
  type MethodsOptions,
  orderMethods,
  readMethodsOptions,
  resolveLayout,
  startsCollapsed,
  visibleMethods,
} from './layout-options.js';
import {
  formErrors,
  initialValues,
  isEmpty,
  isFormMethod,
  type MethodInput,
  type MethodValues,
  methodForm,
  methodPayload,
} from './method-fields.js';
import { MethodPanel } from './method-panel.js';
import { injectMethodsStyle } from './methods-style.js';
import { PaymentMethodTabs } from './payment-method-tabs.js';

/** What the Payment Element shows of a session's methods, by its options. */
export interface MethodsView {
  methods: string[];
  options: MethodsOptions;
  layout: LayoutType;
  /** The method selected first; null for an accordion that starts collapsed. */
  initial: string | null;
  /** The methods a shopper may save for later (the save box shows under their forms only). */
  saveable: string[];
  /** Methods the merchant has not activated: offered in test mode only, with a warning. */
  unactivated: string[];
}

/**
 * The session's methods the element has a form for, `paymentMethodOrder` first, and how they
 * are laid out. A billing country the merchant gives (`defaultValues.billingDetails.address.
 * country`) keeps only the methods offered there (the spec table's `allowedCountries`): iDEAL
 * for a shopper in the Netherlands, not one in Germany. The session's
 * `unactivated_payment_method_types` are left out in live mode and kept, with a warning, in test
 * mode (spec 000 §2). Card stays when the session lists it; with no method left, card alone.
 */
export function methodsView(session: Json, rawOptions: Json, hasSaved: boolean): MethodsView {
  const options = readMethodsOptions(rawOptions);
  const country = billingCountryOf(rawOptions);
  const {
    livemode,
    ordered_payment_method_types_and_wallets: ordered,
    unactivated_payment_method_types: listed,
  } = asObject(session);
  const types = asStringList(ordered);
  // The session's unactivated types: hidden in live mode, shown with a warning in test mode.
  const unactivated = asStringList(listed);
  const offered = (type: string) =>
    isFormMethod(type) &&
    isOfferedInCountry(type, country) &&
    !(livemode === true && unactivated.includes(type));
  const known = [...new Set(types.filter(offered))];
  const methods = orderMethods(known.length > 0 ? known : ['card'], options.order);
  const layout = resolveLayout(options, methods.length);
  const collapsed = startsCollapsed(options, layout, methods.length, hasSaved);
  return {
    methods,
    options,
    layout,
    initial: collapsed ? null : (methods[0] ?? 'card'),
    saveable: methods.filter(isSaveEligible),
    unactivated: methods.filter((type) => unactivated.includes(type)),
  };
}

/** The merchant's `defaultValues.billingDetails.address.country`; '' when not given. */
function billingCountryOf(rawOptions: Json): string {
  const defaults = asObject(asObject(rawOptions).defaultValues);
  return asString(asObject(asObject(defaults.billingDetails).address).country) ?? '';
}

/** What the element frame asks of the selected non-card method (or of no method chosen). */
export interface MethodsHandle {
  validate(): ValidateResult;
  collect(): Json;
}

interface MethodsLayoutProps {
  view: MethodsView;
  selected: string | null;
  onSelect(type: string): void;
  /** The card form, shown when card is selected. */
  cardPanel: ReactNode;
  translator: Translator;
  /** The country a method's form starts with (the billing country the element guessed). */
  country: string;
  merchant: string | undefined;
  readOnly: boolean;
  floatingLabels: boolean;
  handle: RefObject<MethodsHandle | null>;
  /** The change event while a non-card method (or none) is selected. */
  onChange(payload: JsonObject): void;
}

/** The non-card methods' lazy chunk: the layouts, each method's form and its answers. */
export function MethodsLayout(props: MethodsLayoutProps) {
  const { view, selected, onSelect, translator, country, readOnly, floatingLabels } = props;
  const t = useMemo(() => createMethodTranslator(translator), [translator]);
  const [values, setValues] = useState<Record<string, MethodValues>>({});
  const [touched, setTouched] = useState<Record<string, Partial<Record<MethodInput, boolean>>>>({});
  const [submitted, setSubmitted] = useState<Record<string, boolean>>({});
  const [expanded, setExpanded] = useState(false);
  useEffect(injectMethodsStyle, []);

  const form = selected === null || selected === 'card' ? null : methodForm(selected, view.options);
  const formValues = form === null ? {} : (values[form.type] ?? initialValues(form, country));
  const errors = form === null ? {} : formErrors(form, formValues);
  const messages: Partial<Record<MethodInput, string>> = {};
  let firstShown: string | undefined;
  if (form !== null) {
    for (const input of form.inputs) {
      const code = errors[input];
      const typed = (formValues[input] ?? '') !== '';
      const shown =
        submitted[form.type] === true || (touched[form.type]?.[input] === true && typed);
      if (code !== undefined && shown) {
        messages[input] = t.error(code);
        firstShown ??= code;
      }
    }
  }

  props.handle.current = {
    validate() {
      if (selected === null) {
        return { complete: false, error: t.validationError('no_payment_method_selected') };
      }
      if (form === null) return { complete: true, error: null };
      setSubmitted((current) => ({ ...current, [form.type]: true }));
      const invalid = form.inputs.find((input) => errors[input] !== undefined);
      if (invalid === undefined) return { complete: true, error: null };
      document.getElementById(`${form.type}-${invalid}`)?.focus();
      return { complete: false, error: t.validationError(errors[invalid] ?? '') };
    },
    collect: () => (form === null ? { type: selected ?? 'card' } : methodPayload(form, formValues)),
  };

  const change: JsonObject = {
    elementType: 'payment',
    complete: selected !== null && Object.keys(errors).length === 0,
    empty: form === null || isEmpty(form, formValues),
    collapsed: selected === null,
    value: selected === null ? {} : { type: selected },
  };
  if (firstShown !== undefined) change.error = t.validationError(firstShown) as unknown as Json;
  const serialised = JSON.stringify(change);
  const { onChange } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised payload is the change
  useEffect(() => onChange(JSON.parse(serialised) as JsonObject), [serialised]);

  const setValue = (input: MethodInput, value: string): void => {
    if (form === null) return;
    setValues((current) => ({
      ...current,
      [form.type]: { ...(current[form.type] ?? initialValues(form, country)), [input]: value },
    }));
  };
  const blur = (input: MethodInput): void => {
    if (form === null) return;
    setTouched((current) => ({
      ...current,
      [form.type]: { ...current[form.type], [input]: true },
    }));
  };

  const panelOf = (type: string): ReactNode => {
    const warning = view.unactivated.includes(type) ? (
      <p className="UnactivatedWarning" role="note">
        {t.label('layout.unactivated', { method: t.methodName(type) })}
      </p>
    ) : null;
    const panel = methodPanelOf(type);
    return warning === null ? (
      panel
    ) : (
      <>
        {warning}
        {panel}
      </>
    );
  };
  const methodPanelOf = (type: string): ReactNode => {
    if (type === 'card') return props.cardPanel;
    if (form === null || form.type !== type) return null;
    return (
      <MethodPanel
        form={form}
        values={formValues}
        messages={messages}
        t={t}
        terms={view.options.terms[type] ?? 'auto'}
        merchant={props.merchant ?? t.label('mandate.merchant')}
        readOnly={readOnly}
        floatingLabels={floatingLabels}
        onChange={setValue}
        onBlur={blur}
      />
    );
  };
  const { shown, hidden } = visibleMethods(
    view.methods,
    view.options.maxVisible,
    expanded,
    selected,
  );
  const more =
    hidden === 0 ? null : (
      <button type="button" className="MoreButton" onClick={() => setExpanded(true)}>
        {t.label('layout.more')}
      </button>
    );
  const announcement = firstShown === undefined ? undefined : t.error(firstShown);
  if (view.layout === 'tabs') {
    return (
      <>
        <PaymentMethodTabs
          methods={shown}
          selected={selected ?? shown[0] ?? 'card'}
          label={t.methodName}
          listLabel={t.label('layout.methods')}
          onSelect={onSelect}
          panel={panelOf(selected ?? 'card')}
          more={more}
        />
        <Announcer message={announcement} />
      </>
    );
  }
  return (
    <div className={`Accordion${view.options.spacedAccordionItems ? ' Accordion--spaced' : ''}`}>
      {shown.map((type) => {
        const open = type === selected;
        return (
          <div key={type} className={`AccordionItem${open ? ' AccordionItem--selected' : ''}`}>
            <button
              type="button"
              id={`accordion-${type}`}
              className="AccordionButton"
              aria-expanded={open}
              aria-controls={`accordion-panel-${type}`}
              onClick={() => onSelect(type)}
            >
              {view.options.radios ? (
                <span className={`Radio${open ? ' Radio--checked' : ''}`} aria-hidden="true" />
              ) : null}
              <span className="AccordionLabel">{t.methodName(type)}</span>
            </button>
            {open ? (
              <section
                id={`accordion-panel-${type}`}
                aria-labelledby={`accordion-${type}`}
                className="AccordionPanel"
              >
                {panelOf(type)}
              </section>
            ) : null}
          </div>
        );
      })}
      {more}
      <Announcer message={announcement} />
    </div>
  );
}
