import { asObject, asString, asStringList, type Json } from '@kassa/protocol';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useElementFocusEvents, useElementHandlers, useFrameSignals } from '../frame/use-frame.js';
import { createMethodTranslator } from '../i18n/method-translator.js';
import { createTranslator } from '../i18n/translator.js';
import { walletSheetText } from '../i18n/wallet-sheet-english.js';
import { type ExpressType, expressLayout } from './express-options.js';

/**
 * The Express Checkout Element: a row of one button per express payment method the merchant's
 * options and the group allow. A click goes to the page, which emits `click` (the merchant
 * resolves it within a second) and then `confirm`; the merchant's confirmPayment/confirmSetup
 * with `elements` collects from this frame the method whose button was clicked.
 */
export function ExpressCheckoutElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<Json>(() => init.options);
  const [groupOptions, setGroupOptions] = useState<Json>(() => init.groupOptions);
  /** The elements session's payment method types; null until the session arrives. */
  const [sessionTypes, setSessionTypes] = useState<string[] | null>(null);
  /** The method whose button was clicked, until its confirm ends or the merchant declines it. */
  const [chosen, setChosen] = useState<ExpressType | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const buttons = useRef<HTMLButtonElement[]>([]);
  const layout = expressLayout(options, sessionTypes ?? [], runtime.params.testMode === true);
  const locale = (groupOptions as { locale?: unknown }).locale;
  const { text } = walletSheetText(typeof locale === 'string' ? locale : undefined);
  const methods = createMethodTranslator(
    createTranslator(typeof locale === 'string' ? locale : undefined),
  );

  useElementHandlers(runtime, {
    // Nothing to fill in: the confirm is complete once a button chose the method.
    validate: () => ({ complete: chosen !== null, error: null }),
    // A wallet's PaymentMethod came from its sheet (the page hands its id over); the redirect
    // methods are created with the confirm.
    collect: (): Json => {
      const wallet = asString(asObject(options).walletPaymentMethod);
      if (chosen === 'apple_pay' || chosen === 'google_pay')
        return wallet === undefined ? {} : { saved_payment_method: wallet };
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
      else if (event === 'session')
        setSessionTypes(asStringList(asObject(payload).ordered_payment_method_types_and_wallets));
    },
  });
  const available = JSON.stringify(layout.available);
  const loaded = sessionTypes !== null;
  // Before `ready` (effects run in order): the page adds it to `ready` and keeps it current.
  useEffect(() => {
    if (loaded)
      runtime.emit('available', { availablePaymentMethods: JSON.parse(available) as Json });
  }, [runtime, available, loaded]);
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
      {layout.types.map((type, index) => (
        <button
          key={type}
          ref={(node) => {
            if (node) buttons.current[index] = node;
          }}
          type="button"
          className={`WalletButton is-${layout.theme}`}
          style={{ height: `${layout.height}px` }}
          aria-disabled={chosen !== null}
          onClick={() => {
            if (chosen !== null) return;
            setChosen(type);
            runtime.emit('click', { expressPaymentType: type });
          }}
        >
          {text('walletButton.default', {
            wallet:
              type === 'apple_pay'
                ? text('walletButton.applePay')
                : type === 'google_pay'
                  ? text('walletButton.googlePay')
                  : methods.methodName(type),
          })}
        </button>
      ))}
    </div>
  );
}
