import { asObject, asString, type Json } from '@kassa/protocol';
import { useRef, useState } from 'react';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useElementFocusEvents, useElementHandlers, useFrameSignals } from '../frame/use-frame.js';
import { type WalletSheetKey, walletSheetText } from '../i18n/wallet-sheet-english.js';

const TYPES = ['default', 'buy', 'book', 'donate'];
const THEMES = ['dark', 'light', 'light-outline'];

/** `style.paymentRequestButton` as the button uses it; anything unknown falls back. */
function buttonStyle(options: Json) {
  const style = asObject(asObject(asObject(options).style).paymentRequestButton);
  const type = asString(style.type) ?? 'default';
  const theme = asString(style.theme) ?? 'dark';
  const height = asString(style.height) ?? '';
  return {
    type: TYPES.includes(type) ? type : 'default',
    theme: THEMES.includes(theme) ? theme : 'dark',
    // Stripe's default height; a merchant's must be a pixel length.
    height: /^\d{2,3}px$/.test(height) ? height : '40px',
  };
}

/**
 * The Payment Request Button: one button naming the wallet canMakePayment() found (the test
 * Apple Pay or Google Pay sheet). A click goes to the page, which emits `click` and, unless the
 * merchant prevents it, shows the payment request's sheet.
 */
export function PaymentRequestButtonElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<Json>(() => init.options);
  const button = useRef<HTMLButtonElement | null>(null);
  const root = useRef<HTMLDivElement | null>(null);
  const style = buttonStyle(options);
  const { text } = walletSheetText(asString(asObject(init.groupOptions).locale));
  const wallet = text(
    asString(asObject(options).wallet) === 'google_pay'
      ? 'walletButton.googlePay'
      : 'walletButton.applePay',
  );

  useElementHandlers(runtime, {
    // A button collects nothing: it is never part of a confirm's validation.
    validate: () => ({ complete: true, error: null }),
    collect: () => ({}),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') button.current?.focus();
      else if (command === 'blur') button.current?.blur();
      else if (command === 'update')
        setOptions((previous) => ({ ...asObject(previous), ...asObject(payload) }));
    },
    broadcast: () => {},
  });
  useFrameSignals(runtime, root);
  const focusEvents = useElementFocusEvents(runtime);

  return (
    <div ref={root} className="WalletButton-root">
      <button
        ref={button}
        type="button"
        className={`WalletButton is-${style.theme}`}
        style={{ height: style.height }}
        onClick={() => runtime.emit('click', { elementType: 'paymentRequestButton' })}
        {...focusEvents}
      >
        {text(`walletButton.${style.type}` as WalletSheetKey, { wallet })}
      </button>
    </div>
  );
}
