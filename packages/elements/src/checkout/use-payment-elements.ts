import { type RefObject, useEffect, useRef, useState } from 'react';
import type { PaymentPage } from './payment-page.js';
import type { AddressValue, ElementLike, ElementsLike, StripeLike } from './stripe-loader.js';

export interface Mounts {
  express: RefObject<HTMLDivElement | null>;
  shipping: RefObject<HTMLDivElement | null>;
  payment: RefObject<HTMLDivElement | null>;
  billing: RefObject<HTMLDivElement | null>;
}

export interface PaymentElements {
  stripe: StripeLike;
  elements: ElementsLike;
  payment: ElementLike;
  express: ElementLike | null;
  /**
   * The Express Checkout Element's own group: a group's submit() validates every frame in it,
   * and the wallet buttons are complete only after their sheet, so they cannot share the
   * Payment Element's group.
   */
  expressElements: ElementsLike | null;
  shipping: ElementLike | null;
  billing: ElementLike | null;
}

export interface ElementHandlers {
  /** The Express Checkout Element's confirm event (its sheet collected the method). */
  onExpressConfirm(event: { paymentFailed?: (options?: unknown) => void }): void;
  /** A complete shipping address was entered (embedded: the merchant's callback is asked). */
  onShippingChange(value: AddressValue): void;
}

/** The deferred Elements group's options for the session (CHECKOUT-CONTRACT.md). */
export function groupOptions(page: PaymentPage, locale: string, accent: string) {
  const group = page.line_item_group;
  return {
    mode: page.mode === 'setup' ? 'setup' : 'payment',
    ...(page.mode === 'setup' ? {} : { amount: group?.total ?? 0 }),
    ...(page.currency ? { currency: page.currency } : {}),
    paymentMethodTypes: page.payment_method_types,
    paymentMethodCreation: 'manual',
    locale,
    appearance: { variables: { colorPrimary: accent } },
  };
}

/**
 * Loads the loader, creates the group and mounts the elements the session needs, once. Later
 * changes of the total reach the group through elements.update({ amount }).
 */
export function usePaymentElements(
  load: () => Promise<StripeLike>,
  page: PaymentPage,
  mounts: Mounts,
  options: { locale: string; accent: string },
  handlers: ElementHandlers,
): { ready: PaymentElements | null; failed: boolean } {
  const [ready, setReady] = useState<PaymentElements | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const first = useRef(page);

  useEffect(() => {
    let live = true;
    let made: PaymentElements | null = null;
    const start = first.current;
    load().then(
      (stripe) => {
        if (!live) return;
        const elements = stripe.elements(groupOptions(start, options.locale, options.accent));
        const mount = (
          ref: RefObject<HTMLDivElement | null>,
          type: string,
          opts: Record<string, unknown>,
        ) => {
          if (ref.current === null) return null;
          const element = elements.create(type, opts);
          element.mount(ref.current);
          return element;
        };
        const shipping = start.shipping_address_collection
          ? mount(mounts.shipping, 'address', {
              mode: 'shipping',
              allowedCountries: start.shipping_address_collection.allowed_countries,
              ...(start.shipping_details?.address
                ? {
                    defaultValues: {
                      name: start.shipping_details.name,
                      address: start.shipping_details.address,
                    },
                  }
                : {}),
            })
          : null;
        shipping?.on('change', (event: { complete: boolean; value: AddressValue }) => {
          if (event.complete) latest.current.onShippingChange(event.value);
        });
        const billingRequired = start.billing_address_collection === 'required';
        const billing = billingRequired
          ? mount(mounts.billing, 'address', { mode: 'billing' })
          : null;
        const payment = mount(mounts.payment, 'payment', {
          layout: 'tabs',
          fields: {
            billingDetails: {
              email: 'never',
              ...(start.phone_number_collection?.enabled ? { phone: 'never' } : {}),
              ...(billingRequired ? { name: 'never', address: 'never' } : {}),
            },
          },
        });
        const expressElements =
          start.mode === 'payment' && mounts.express.current !== null
            ? stripe.elements(groupOptions(start, options.locale, options.accent))
            : null;
        const express =
          expressElements && mounts.express.current
            ? expressElements.create('expressCheckout', {})
            : null;
        if (express && mounts.express.current) express.mount(mounts.express.current);
        express?.on('confirm', (event: { paymentFailed?: (options?: unknown) => void }) =>
          latest.current.onExpressConfirm(event),
        );
        if (payment === null) return;
        made = { stripe, elements, payment, express, expressElements, shipping, billing };
        setReady(made);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (made === null) return;
      for (const element of [made.payment, made.express, made.shipping, made.billing]) {
        element?.destroy();
      }
    };
  }, [load, mounts, options.locale, options.accent]);

  const total = page.line_item_group?.total;
  useEffect(() => {
    if (ready === null || page.mode === 'setup' || total === undefined) return;
    ready.elements.update({ amount: total });
    ready.expressElements?.update({ amount: total });
  }, [ready, total, page.mode]);

  return { ready, failed };
}
