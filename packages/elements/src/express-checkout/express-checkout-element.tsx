import { asObject, asString, asStringList, type Json, type JsonObject } from '@kassa/protocol';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useElementFocusEvents, useElementHandlers, useFrameSignals } from '../frame/use-frame.js';
import { createMethodTranslator } from '../i18n/method-translator.js';
import { createTranslator } from '../i18n/translator.js';
import { type WalletSheetKey, walletSheetText } from '../i18n/wallet-sheet-english.js';
import {
  type ExpressContext,
  type ExpressType,
  expressLayout,
  marketMismatch,
} from './express-options.js';

/** What the row reads from the elements session; null until the session arrives. */
interface SessionFacts {
  context: Omit<ExpressContext, 'manualCreation' | 'testMode' | 'secureContext'>;
  /** For the wallet sheet's total: the intent's (or deferred group's) amount and currency. */
  amount: number | null;
  currency: string | null;
  businessName: string | null;
}

function sessionFacts(payload: Json): SessionFacts {
  const session = asObject(payload);
  const intent = asObject(session.payment_intent ?? session.setup_intent);
  const amount = session.amount;
  return {
    context: {
      sessionTypes: asStringList(session.ordered_payment_method_types_and_wallets),
      intentTypes: Array.isArray(intent.payment_method_types)
        ? asStringList(intent.payment_method_types)
        : null,
      unverifiedOnDomain: asStringList(session.unverified_payment_methods_on_domain),
      ...(typeof session.currency === 'string' ? { currency: session.currency } : {}),
      ...(typeof asObject(session.merchant_info).country_code === 'string'
        ? { merchantCountry: asObject(session.merchant_info).country_code as string }
        : {}),
      futureUsage:
        session.mode === 'setup' ||
        (typeof session.setup_future_usage === 'string' && session.setup_future_usage !== ''),
    },
    amount: typeof amount === 'number' ? amount : null,
    currency: asString(session.currency) ?? null,
    businessName: asString(asObject(session.merchant_info).business_name) ?? null,
  };
}

/**
 * The Express Checkout Element: a row of one button per express payment method the merchant's
 * options and the group allow. A click goes to the page, which emits `click` (the merchant
 * resolves it within a second) and then `confirm`; the merchant's confirmPayment/confirmSetup
 * with `elements` collects from this frame the method whose button was clicked.
 */
export function ExpressCheckoutElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<Json>(() => init.options);
  const [groupOptions, setGroupOptions] = useState<Json>(() => init.groupOptions);
  const [session, setSession] = useState<SessionFacts | null>(null);
  /** The shopper revealed the buttons past the row's limit ("more"). */
  const [expanded, setExpanded] = useState(false);
  /** The method whose button was clicked, until its confirm ends or the merchant declines it. */
  const [chosen, setChosen] = useState<ExpressType | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const buttons = useRef<HTMLButtonElement[]>([]);
  const doc = root.current?.ownerDocument ?? document;
  const layout = expressLayout(options, {
    sessionTypes: [],
    ...session?.context,
    manualCreation: asObject(groupOptions).paymentMethodCreation === 'manual',
    testMode: runtime.params.testMode === true,
    secureContext: doc.defaultView?.isSecureContext !== false,
  });
  const shown =
    layout.visible === null || expanded ? layout.buttons : layout.buttons.slice(0, layout.visible);
  const locale = (groupOptions as { locale?: unknown }).locale;
  const { text } = walletSheetText(typeof locale === 'string' ? locale : undefined);
  const methods = createMethodTranslator(
    createTranslator(typeof locale === 'string' ? locale : undefined),
  );

  useElementHandlers(runtime, {
    // Nothing to fill in: the confirm is complete once a button chose the method.
    validate: () => ({ complete: chosen !== null, error: null }),
    // A wallet's PaymentMethod came from its sheet (the page hands its id over); Link's card
    // was picked in the Link sheet and is shared from the wallet with the confirm, as the
    // Payment Element's wallet card is; the redirect methods are created with the confirm.
    collect: (): Json => {
      const wallet = asString(asObject(options).walletPaymentMethod);
      if (chosen === 'apple_pay' || chosen === 'google_pay')
        return wallet === undefined ? {} : { saved_payment_method: wallet };
      const linkCard = asString(asObject(options).linkPaymentDetails);
      if (chosen === 'link' && linkCard !== undefined) return { link_payment_details: linkCard };
      return chosen === null ? {} : { type: chosen };
    },
    confirmError: () => setChosen(null),
    command(command, payload) {
      if (command === 'focus') buttons.current[0]?.focus();
      else if (command === 'blur')
        (root.current?.ownerDocument.activeElement as HTMLElement)?.blur();
      // The page ends a click the merchant declined, let time out or reported as failed.
      else if (command === 'clear') setChosen(null);
      else if (command === 'update')
        setOptions((previous) => ({ ...(previous as object), ...(payload as object) }));
      else if (command === 'group-update')
        setGroupOptions((previous) => ({ ...(previous as object), ...(payload as object) }));
    },
    broadcast(event, payload) {
      if (event === 'group-update')
        setGroupOptions((previous) => ({ ...(previous as object), ...(payload as object) }));
      else if (event === 'session') setSession(sessionFacts(payload));
    },
  });
  const loaded = session !== null;
  // What the page needs beside the buttons: `ready`'s availablePaymentMethods (undefined when
  // nothing can show, as Stripe.js gives it), why each hidden one is hidden (the page warns in
  // test mode), and what the wallet sheet shows as the total.
  const facts = JSON.stringify({
    availablePaymentMethods: layout.buttons.length === 0 ? null : layout.available,
    hidden: layout.hidden,
    amount: session?.amount ?? null,
    currency: session?.currency ?? null,
    businessName: session?.businessName ?? null,
  });
  // Before `ready` (effects run in order): the page adds it to `ready` and keeps it current.
  useEffect(() => {
    if (loaded) runtime.emit('available', JSON.parse(facts) as JsonObject);
  }, [runtime, facts, loaded]);
  // Test mode shows a wallet its market would not offer the merchant's account (Kassa's
  // accounts are all in the US): said once, as the page says why a method is hidden.
  const outOfMarket = layout.buttons
    .filter(
      ({ type }) =>
        marketMismatch(type, session?.context.currency, session?.context.merchantCountry) ===
        'country',
    )
    .map(({ key }) => key)
    .join(', ');
  const warnedMarket = useRef('');
  useEffect(() => {
    if (outOfMarket === '' || warnedMarket.current === outOfMarket) return;
    warnedMarket.current = outOfMarket;
    console.warn(
      `[kassa] The Express Checkout Element shows ${outOfMarket} in test mode only: Stripe does not offer it to an account in ${session?.context.merchantCountry ?? ''}.`,
    );
  }, [outOfMarket, session]);
  // The buttons "more" revealed: focus goes to the first of them.
  const firstRevealed = useRef(false);
  useEffect(() => {
    if (!expanded || firstRevealed.current || layout.visible === null) return;
    firstRevealed.current = true;
    buttons.current[layout.visible]?.focus();
  }, [expanded, layout.visible]);
  const walletName = (type: ExpressType) =>
    type === 'apple_pay'
      ? text('walletButton.applePay')
      : type === 'google_pay'
        ? text('walletButton.googlePay')
        : methods.methodName(type);
  // Ready once the session says which methods the intent takes: the row is then complete.
  useFrameSignals(runtime, root, loaded);
  const focusEvents = useElementFocusEvents(runtime);

  return (
    <div
      ref={root}
      className="ExpressCheckout-row"
      style={{ '--columns': layout.columns } as CSSProperties}
      {...focusEvents}
    >
      {shown.map(({ type, text: label, theme }, index) => (
        <button
          key={type}
          ref={(node) => {
            if (node) buttons.current[index] = node;
          }}
          type="button"
          className={`WalletButton is-${theme}`}
          style={{ height: `${layout.height}px` }}
          aria-disabled={chosen !== null}
          onClick={() => {
            if (chosen !== null) return;
            setChosen(type);
            runtime.emit('click', { expressPaymentType: type });
          }}
        >
          {label === 'plain'
            ? walletName(type)
            : text(`walletButton.${label}` as WalletSheetKey, { wallet: walletName(type) })}
        </button>
      ))}
      {shown.length < layout.buttons.length ? (
        <button
          type="button"
          className="WalletButton is-more"
          style={{ height: `${layout.height}px` }}
          onClick={() => setExpanded(true)}
        >
          {text('walletButton.more')}
        </button>
      ) : null}
    </div>
  );
}
