import { useEffect, useRef } from 'react';
import { useTexts } from './checkout-texts.js';
import type { PaymentPage } from './payment-page.js';

/** A whole-page state: its heading gets focus, so a screen reader says where the shopper is. */
function StateView({ title, children }: { title: string; children?: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="State">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LoadingView() {
  const { text } = useTexts();
  return (
    <p className="State-loading" role="status">
      {text('checkout.loading')}
    </p>
  );
}

export function InvalidView() {
  const { text } = useTexts();
  return (
    <StateView title={text('checkout.invalid.title')}>
      <p>{text('checkout.invalid.body')}</p>
    </StateView>
  );
}

export function ExpiredView({ page }: { page: PaymentPage }) {
  const { text } = useTexts();
  const recovery = page.after_expiration?.recovery;
  return (
    <StateView title={text('checkout.expired.title')}>
      {recovery?.enabled && recovery.url && (
        <p>
          <a className="Link" href={recovery.url}>
            {text('checkout.expired.recover')}
          </a>
        </p>
      )}
    </StateView>
  );
}

export function CompleteView({ page, redirecting }: { page: PaymentPage; redirecting: boolean }) {
  const { text, money } = useTexts();
  if (redirecting) {
    return (
      <p className="State-loading" role="status">
        {text('checkout.redirecting')}
      </p>
    );
  }
  const name = page.account_settings.display_name;
  const group = page.line_item_group;
  const intent = page.payment_intent;
  const body =
    page.mode === 'setup'
      ? text('checkout.complete.saved', { name })
      : intent?.status === 'processing' || page.payment_status === 'unpaid'
        ? text('checkout.complete.processing', { name })
        : text('checkout.complete.paid', {
            name,
            amount: group ? money(group.total, group.currency) : '',
          });
  return (
    <StateView title={text('checkout.complete.title')}>
      <p data-testid="checkout-complete">{body}</p>
      {page.custom_text?.after_submit?.message && (
        <p className="CustomText">{page.custom_text.after_submit.message}</p>
      )}
    </StateView>
  );
}
