import { type FormEvent, useMemo, useRef, useState } from 'react';
import { loadedCatalogue } from '../i18n/load-locale.js';
import { createTranslator } from '../i18n/translator.js';
import {
  ContactFields,
  CustomFields,
  SavedMethods,
  ShippingOptions,
  TermsConsent,
} from './checkout-fields.js';
import { useTexts } from './checkout-texts.js';
import type { EmbeddedLink } from './embedded-link.js';
import { type FieldError, type FieldValues, fieldErrors, initialValues } from './field-rules.js';
import { OrderSummary } from './order-summary.js';
import { intentError, type PayOutcome, pay } from './pay-flow.js';
import type { ApiErrorBody, LineItem, PageApi, PaymentPage } from './payment-page.js';
import type { AddressValue, StripeError, StripeLike } from './stripe-loader.js';
import { usePaymentElements } from './use-payment-elements.js';

export interface CheckoutFormProps {
  page: PaymentPage;
  api: PageApi;
  loadStripe: () => Promise<StripeLike>;
  /** The page after a change or a payment; the app decides what to show. */
  onPage(page: PaymentPage): void;
  returnUrl: string;
  accent: string;
  embedded: EmbeddedLink | null;
}

type Phone = (value: string) => FieldError | undefined;

/** The button's words by submit_type (Stripe's), "Save" in setup mode. */
function buttonLabel(page: PaymentPage, text: ReturnType<typeof useTexts>['text'], amount: string) {
  if (page.mode === 'setup') return text('checkout.save');
  if (page.submit_type === 'donate') return text('checkout.donate');
  if (page.submit_type === 'book') return text('checkout.book');
  if (page.submit_type === 'subscribe') return text('checkout.subscribe');
  return text('checkout.pay', { amount });
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { page, api, onPage, embedded } = props;
  const texts = useTexts();
  const { text, money, locale } = texts;
  const [values, setValues] = useState<FieldValues>(() => initialValues(page));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(() => {
    const left = intentError(page);
    return left ? declineText(left) : null;
  });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [saved, setSaved] = useState(() => page.saved_payment_methods[0]?.id ?? 'new');
  const mounts = useRef({
    express: { current: null as HTMLDivElement | null },
    shipping: { current: null as HTMLDivElement | null },
    payment: { current: null as HTMLDivElement | null },
    billing: { current: null as HTMLDivElement | null },
  }).current;
  const latestPage = useRef(page);
  latestPage.current = page;

  function declineText(error: ApiErrorBody | StripeError): string {
    if (error.code === 'network') return text('checkout.error.unreachable');
    const code = error.decline_code ?? error.code;
    const catalogue = loadedCatalogue(locale);
    const translated = code
      ? catalogue?.declines[code as keyof typeof catalogue.declines]
      : undefined;
    return translated ?? error.message ?? text('checkout.error.failed');
  }

  const showPage = (next: PaymentPage) => {
    const before = latestPage.current.line_item_group?.total;
    onPage(next);
    const after = next.line_item_group;
    if (after && after.total !== before) {
      setStatus(text('checkout.totalUpdated', { amount: money(after.total, after.currency) }));
    }
  };

  const change = async (params: Record<string, unknown>, ask?: () => Promise<boolean>) => {
    setBusy(true);
    setAlert(null);
    try {
      if (ask && !(await ask())) return;
      const reply = await api.update(params);
      if (reply.ok) showPage(reply.body);
      else
        setAlert(
          reply.network
            ? text('checkout.error.unreachable')
            : (reply.error.message ?? text('checkout.error.rejected')),
        );
    } finally {
      setBusy(false);
    }
  };

  /** Embedded: the merchant's onLineItemsChange / onShippingDetailsChange decides first. */
  const askMerchant = (type: Parameters<EmbeddedLink['ask']>[0], event: Record<string, unknown>) =>
    embedded === null
      ? undefined
      : async () => {
          const result = await embedded.ask(type, { checkoutSessionId: page.session_id, ...event });
          if (result.type === 'accept') return true;
          setAlert(result.errorMessage || text('checkout.error.rejected'));
          return false;
        };

  const onQuantity = (item: LineItem, quantity: number) =>
    void change(
      { updated_line_item_quantity: { line_item_id: item.id, quantity } },
      askMerchant('checkout:line-items-change', { lineItems: [{ id: item.id, quantity }] }),
    );

  // usePaymentElements reads its handlers through a ref: the latest closure always answers.
  const onShippingChange = (value: AddressValue) => {
    const shipping = { name: value.name, address: value.address };
    void change(
      { shipping_address: shipping },
      askMerchant('checkout:shipping-details-change', { shippingDetails: shipping }),
    );
  };

  const accent = props.accent;
  const elementOptions = useMemo(() => ({ locale, accent }), [locale, accent]);
  const finish = (outcome: PayOutcome) => {
    if (outcome.page) showPage(outcome.page);
    if (outcome.error) setAlert(declineText(outcome.error));
  };

  const run = async (express?: { paymentFailed?: (options?: unknown) => void }) => {
    if (elements.ready === null || busy) return;
    setAlert(null);
    const phoneRule: Phone = page.phone_number_collection?.enabled
      ? await import('./phone-check.js').then(
          ({ validatePhone }) =>
            (value: string) =>
              validatePhone(value).complete ? undefined : { code: 'invalid_phone_number' as const },
        )
      : () => undefined;
    const found = fieldErrors(page, values, phoneRule);
    const translator = createTranslator(locale);
    setErrors(
      Object.fromEntries(
        found.map(([id, error]) => [
          id,
          'key' in error ? text(error.key, error.params) : translator.error(error.code),
        ]),
      ),
    );
    if (found.length > 0) {
      express?.paymentFailed?.();
      // Focus says the error once (aria-describedby); no live region says it again.
      document.getElementById(found[0]?.[0] ?? '')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { stripe, shipping, billing } = elements.ready;
      const shippingValue = shipping?.getValue ? await shipping.getValue() : null;
      const billingValue = billing?.getValue ? await billing.getValue() : null;
      const savedMethod = !express && saved !== 'new' ? saved : null;
      if (
        savedMethod !== null &&
        (shippingValue?.complete === false || billingValue?.complete === false)
      ) {
        await elements.ready.elements.submit();
        return;
      }
      const outcome = await pay({
        api,
        stripe,
        elements: (express && elements.ready.expressElements) || elements.ready.elements,
        page,
        values,
        savedMethod,
        shipping: shippingValue?.complete ? shippingValue.value : null,
        billing: billingValue?.complete ? billingValue.value : null,
        returnUrl: props.returnUrl,
        express: express !== undefined,
      });
      if (outcome.error) express?.paymentFailed?.();
      finish(outcome);
    } finally {
      setBusy(false);
    }
  };

  const elements = usePaymentElements(props.loadStripe, page, mounts, elementOptions, {
    onExpressConfirm: (event) => void run(event),
    onShippingChange,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  const group = page.line_item_group;
  const amount = group ? money(group.total, group.currency) : '';
  return (
    <div className="Checkout-body">
      <OrderSummary page={page} onQuantity={onQuantity} busy={busy} />
      <form className="Checkout-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {page.mode === 'payment' && (
          <section className="Section" aria-label={text('checkout.express')}>
            <div ref={mounts.express} />
          </section>
        )}
        <ContactFields page={page} values={values} errors={errors} onChange={setValues} />
        {page.shipping_address_collection && (
          <section className="Section" aria-labelledby="checkout-shipping">
            <h2 id="checkout-shipping">{text('checkout.shippingAddress')}</h2>
            {page.custom_text?.shipping_address?.message && (
              <p className="CustomText">{page.custom_text.shipping_address.message}</p>
            )}
            <div ref={mounts.shipping} />
          </section>
        )}
        <ShippingOptions
          page={page}
          busy={busy}
          onSelect={(rate) => void change({ shipping_rate: rate })}
        />
        <section className="Section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{text('checkout.payment')}</h2>
          <SavedMethods page={page} choice={saved} onChoose={setSaved} />
          <div ref={mounts.payment} hidden={saved !== 'new'} />
          {elements.failed && <p className="Field-error">{text('checkout.error.unreachable')}</p>}
        </section>
        {page.billing_address_collection === 'required' && (
          <section className="Section" aria-labelledby="checkout-billing">
            <h2 id="checkout-billing">{text('checkout.billingAddress')}</h2>
            <div ref={mounts.billing} />
          </section>
        )}
        <CustomFields page={page} values={values} errors={errors} onChange={setValues} />
        <TermsConsent page={page} values={values} errors={errors} onChange={setValues} />
        {page.custom_text?.submit?.message && (
          <p className="CustomText">{page.custom_text.submit.message}</p>
        )}
        <div role="alert" className="Checkout-alert" data-testid="checkout-alert">
          {alert}
        </div>
        <button
          type="submit"
          className="PayButton"
          disabled={elements.ready === null}
          aria-disabled={busy}
          data-testid="checkout-pay"
        >
          {busy ? text('checkout.processing') : buttonLabel(page, text, amount)}
        </button>
        {page.custom_text?.after_submit?.message && (
          <p className="CustomText">{page.custom_text.after_submit.message}</p>
        )}
        <p className="VisuallyHidden" aria-live="polite">
          {status}
        </p>
      </form>
    </div>
  );
}
