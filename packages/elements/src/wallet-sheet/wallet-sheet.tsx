import { validateEmail, WALLET_TEST_CARDS, type WalletTestCard } from '@kassa/core';
import {
  asObject,
  asString,
  type Json,
  type LoaderToSheet,
  SHEET_ANSWER_TIMEOUT_MS,
  type SheetEvent,
  type SheetWallet,
} from '@kassa/protocol';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Announcer } from '../frame/announcer.js';
import { formatAmount } from '../hosted-page/hosted-page.js';
import {
  type SheetText,
  type WalletSheetKey,
  walletSheetText,
} from '../i18n/wallet-sheet-english.js';
import { openSheetLink, type SheetLink, type SheetParams } from './sheet-link.js';
import {
  allowedAddresses,
  applyUpdate,
  billingDetails,
  readSheetRequest,
  redactedAddress,
  SHEET_ADDRESSES,
  type SheetBilling,
  type SheetRecurring,
  type SheetRequest,
  type SheetShippingOption,
} from './sheet-request.js';

type Field = 'name' | 'email' | 'phone' | 'address';
interface SheetError {
  key: WalletSheetKey;
  field?: Field;
}
type Phase = 'loading' | 'ready' | 'updating' | 'paying' | 'done';

const FAILED: SheetError = { key: 'walletSheet.error.fail' };
const PAYER_ERRORS: Record<string, SheetError> = {
  invalid_payer_name: { key: 'walletSheet.error.invalidPayerName', field: 'name' },
  invalid_payer_email: { key: 'walletSheet.error.invalidPayerEmail', field: 'email' },
  invalid_payer_phone: { key: 'walletSheet.error.invalidPayerPhone', field: 'phone' },
  invalid_shipping_address: { key: 'walletSheet.error.invalidShippingAddress', field: 'address' },
};

/** A date for the shopper's locale (the merchant's Date, in the shopper's time zone). */
function day(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "every 3 months", the interval in the locale's own words for the unit. */
function interval(locale: string, billing: SheetBilling): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: billing.unit,
    unitDisplay: 'long',
  }).format(billing.count);
}

/**
 * The lines of Apple Pay's recurring, deferred or automatic-reload request, as its sheet shows
 * them: what is charged, when, and where the shopper manages it.
 */
function recurringLines(
  text: SheetText,
  locale: string,
  currency: string,
  request: SheetRecurring,
): string[] {
  const lines: string[] = [];
  const amount = (value: number) => formatAmount(value, currency, locale);
  const dates = (billing: SheetBilling) => {
    if (billing.start !== null)
      lines.push(text('walletSheet.billing.from', { date: day(locale, billing.start) }));
    if (billing.end !== null)
      lines.push(text('walletSheet.billing.until', { date: day(locale, billing.end) }));
  };
  const { billing, trial } = request;
  if (trial !== null) {
    lines.push(
      text('walletSheet.billing.trial', {
        label: trial.label,
        amount: amount(trial.amount),
        interval: interval(locale, trial),
      }),
    );
    dates(trial);
  }
  if (billing !== null && request.kind === 'recurring') {
    lines.push(
      text('walletSheet.billing.every', {
        label: billing.label,
        amount: amount(billing.amount),
        interval: interval(locale, billing),
      }),
    );
    dates(billing);
  } else if (billing !== null && request.kind === 'deferred') {
    lines.push(
      text('walletSheet.billing.on', {
        label: billing.label,
        amount: amount(billing.amount),
        date: billing.date === null ? '' : day(locale, billing.date),
      }),
    );
  } else if (billing !== null) {
    lines.push(
      text('walletSheet.billing.reload', {
        label: billing.label,
        amount: amount(billing.amount),
        threshold: amount(billing.threshold ?? 0),
      }),
    );
  }
  if (request.freeCancellation !== null)
    lines.push(
      text('walletSheet.billing.freeCancellation', {
        date: day(locale, request.freeCancellation),
      }),
    );
  if (request.billingAgreement !== '') lines.push(request.billingAgreement);
  if (request.managementURL !== '')
    lines.push(text('walletSheet.manage', { url: request.managementURL }));
  return lines;
}

function cardLabel(text: SheetText, card: WalletTestCard): string {
  const vars = {
    brand: text(`walletSheet.brand.${card.brand}` as WalletSheetKey),
    last4: card.number.slice(-4),
  };
  return text(card.declines ? 'walletSheet.cardDeclines' : 'walletSheet.cardEnding', vars);
}

export interface WalletSheetProps {
  params: SheetParams;
  window?: Window;
}

/**
 * The test wallet sheet: Apple Pay's or Google Pay's sheet as a provider-origin page. The
 * shopper picks a test card, gives contact details and a shipping address and method, and pays
 * or cancels; each change goes to the merchant's handlers through the page and waits for their
 * answer (30 seconds at most, then it counts as failed).
 */
export function WalletSheet({ params, window: win = window }: WalletSheetProps) {
  const { locale, text } = walletSheetText(params.locale);
  const [phase, setPhase] = useState<Phase>('loading');
  const [wallet, setWallet] = useState<SheetWallet>('apple_pay');
  const [request, setRequest] = useState<SheetRequest | null>(null);
  const [card, setCard] = useState<string>(WALLET_TEST_CARDS[0]?.id ?? '');
  const [contact, setContact] = useState({
    name: 'Jenny Rosen',
    email: 'jenny.rosen@example.com',
    phone: '+14155550100',
  });
  const [addressIndex, setAddressIndex] = useState(0);
  const [addressAccepted, setAddressAccepted] = useState(false);
  const [optionId, setOptionId] = useState<string | null>(null);
  const [error, setError] = useState<SheetError | null>(null);
  const link = useRef<SheetLink | null>(null);
  const pending = useRef<{
    id: string;
    answer: (answer: Json) => void;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);
  const nextId = useRef(0);
  const firstCard = useRef<HTMLInputElement>(null);

  const send = (event: SheetEvent['event'], payload: Json, answer: (answer: Json) => void) => {
    if (pending.current !== null) clearTimeout(pending.current.timer);
    nextId.current += 1;
    const id = `e${nextId.current}`;
    const timer = setTimeout(() => {
      pending.current = null;
      setPhase('ready');
      setError({ key: 'walletSheet.error.timeout' });
    }, SHEET_ANSWER_TIMEOUT_MS);
    pending.current = { id, answer, timer };
    link.current?.event(id, event, payload);
  };

  const changeAddress = (index: number, current: SheetRequest) => {
    setAddressIndex(index);
    setAddressAccepted(false);
    setPhase('updating');
    const full = SHEET_ADDRESSES[index];
    if (full === undefined) return;
    send('shippingaddresschange', { shippingAddress: redactedAddress(full) }, (answer) => {
      const status = asString(asObject(answer).status);
      setPhase('ready');
      if (status === 'success') {
        const updated = applyUpdate(current, answer);
        setRequest(updated);
        setAddressAccepted(true);
        setError(null);
        // New rates come with their first one chosen, as Stripe.js documents; otherwise the
        // shopper's choice stays.
        if (asObject(answer).shippingOptions !== undefined) {
          setOptionId(updated.shippingOptions[0]?.id ?? null);
        }
      } else {
        setError({
          key:
            status === 'invalid_shipping_address'
              ? 'walletSheet.error.invalidShippingAddress'
              : 'walletSheet.error.updateFailed',
          field: 'address',
        });
      }
    });
  };

  const onMessage = (message: LoaderToSheet) => {
    if (message.type === 'sheet-init') {
      // The page answers every sheet-load; a second init changes nothing.
      if (request !== null) return;
      const read = readSheetRequest(message.request);
      setWallet(message.wallet);
      setRequest(read);
      setOptionId(read.shippingOptions[0]?.id ?? null);
      // A wallet opens with the shopper's default address the merchant ships to, and tells the
      // merchant about it.
      const first = allowedAddresses(read)[0];
      if (read.requestShipping && first !== undefined) changeAddress(first, read);
      else setPhase('ready');
      return;
    }
    const waiting = pending.current;
    if (waiting === null || waiting.id !== message.eventId) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    waiting.answer(message.answer);
  };
  const latest = useRef(onMessage);
  latest.current = onMessage;

  useEffect(() => {
    const opened = openSheetLink(params, (message) => latest.current(message), win);
    link.current = opened;
    // The modal the loader opened is named in the sheet's language from here on.
    opened.load(walletSheetText(params.locale).text('walletSheet.modal'));
    return () => {
      opened.close();
      if (pending.current !== null) clearTimeout(pending.current.timer);
    };
  }, [params, win]);

  const loaded = request !== null;
  useEffect(() => {
    if (loaded) firstCard.current?.focus();
  }, [loaded]);

  if (request === null) {
    return <main className="Sheet" aria-busy="true" />;
  }

  const option: SheetShippingOption | undefined = request.shippingOptions.find(
    (o) => o.id === optionId,
  );
  const shippable = allowedAddresses(request);
  const canPay =
    phase === 'ready' && (!request.requestShipping || (addressAccepted && shippable.length > 0));
  const cancel = () => link.current?.event(`e${++nextId.current}`, 'cancel', {});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  const changeOption = (id: string) => {
    const previous = optionId;
    const chosen = request.shippingOptions.find((o) => o.id === id);
    if (chosen === undefined) return;
    setOptionId(id);
    setPhase('updating');
    send('shippingoptionchange', { shippingOption: chosen }, (answer) => {
      setPhase('ready');
      if (asString(asObject(answer).status) === 'success') {
        setRequest((current) => (current === null ? current : applyUpdate(current, answer)));
        setError(null);
      } else {
        setOptionId(previous);
        setError({ key: 'walletSheet.error.updateFailed' });
      }
    });
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    if (!canPay) return;
    const missing: SheetError | null =
      request.requestPayerName && contact.name.trim() === ''
        ? { key: 'walletSheet.error.required', field: 'name' }
        : request.requestPayerEmail && !validateEmail(contact.email).complete
          ? { key: 'walletSheet.error.email', field: 'email' }
          : request.requestPayerPhone && contact.phone.trim() === ''
            ? { key: 'walletSheet.error.required', field: 'phone' }
            : null;
    if (missing !== null) {
      setError(missing);
      win.document.getElementById(`sheet-${missing.field}`)?.focus();
      return;
    }
    const shipping = request.requestShipping ? (SHEET_ADDRESSES[addressIndex] ?? null) : null;
    const given = {
      name: request.requestPayerName ? contact.name.trim() : '',
      email: request.requestPayerEmail ? contact.email.trim() : '',
      phone: request.requestPayerPhone ? contact.phone.trim() : '',
    };
    const payload: Record<string, Json> = {
      card,
      billingDetails: billingDetails(given, shipping),
    };
    if (request.requestPayerName) payload.payerName = given.name;
    if (request.requestPayerEmail) payload.payerEmail = given.email;
    if (request.requestPayerPhone) payload.payerPhone = given.phone;
    if (shipping !== null) payload.shippingAddress = shipping;
    if (option !== undefined) payload.shippingOption = option;
    setError(null);
    setPhase('paying');
    send('pay', payload, (answer) => {
      const status = asString(asObject(answer).status) ?? 'fail';
      if (status === 'success') {
        setPhase('done');
        return;
      }
      setPhase('ready');
      const shown = PAYER_ERRORS[status] ?? FAILED;
      setError(shown);
      if (shown.field !== undefined && shown.field !== 'address')
        win.document.getElementById(`sheet-${shown.field}`)?.focus();
    });
  };

  const errorText = error === null ? undefined : text(error.key);
  const fieldError = (field: Field) =>
    error?.field === field ? (
      <p className="Sheet-error" id={`sheet-${field}-error`}>
        {errorText}
      </p>
    ) : null;
  const described = (field: Field) =>
    error?.field === field
      ? { 'aria-invalid': true, 'aria-describedby': `sheet-${field}-error` }
      : {};
  const contactFields = (
    [
      ['name', request.requestPayerName, 'walletSheet.name', 'name', 'text'],
      ['email', request.requestPayerEmail, 'walletSheet.email', 'email', 'email'],
      ['phone', request.requestPayerPhone, 'walletSheet.phone', 'tel', 'tel'],
    ] as const
  ).filter(([, wanted]) => wanted);

  return (
    <main className="Sheet" aria-labelledby="sheet-title" onKeyDown={onKeyDown}>
      <header className="Sheet-header">
        <h1 id="sheet-title">
          {text(wallet === 'apple_pay' ? 'walletSheet.applePay' : 'walletSheet.googlePay')}
        </h1>
        <p className="TestBadge">{text('walletSheet.testMode')}</p>
      </header>
      <form onSubmit={pay} noValidate>
        <section aria-labelledby="sheet-summary">
          <h2 id="sheet-summary">{text('walletSheet.summary')}</h2>
          <dl className="Sheet-items">
            {request.displayItems.map((item, index) => (
              // Items have no id; their order is the merchant's and stays put.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index}>
                <dt>{item.label}</dt>
                <dd>
                  {item.pending
                    ? text('walletSheet.pending')
                    : formatAmount(item.amount, request.currency, locale)}
                </dd>
              </div>
            ))}
            <div className="Sheet-total">
              <dt>{request.total.label || text('walletSheet.total')}</dt>
              <dd data-testid="sheet-total">
                {request.total.pending
                  ? text('walletSheet.pending')
                  : formatAmount(request.total.amount, request.currency, locale)}
              </dd>
            </div>
          </dl>
          {request.recurring !== null ? (
            <div className="Sheet-note" data-testid="sheet-recurring">
              <h3>
                {text(
                  request.recurring.kind === 'recurring'
                    ? 'walletSheet.recurring'
                    : request.recurring.kind === 'deferred'
                      ? 'walletSheet.deferred'
                      : 'walletSheet.automaticReload',
                )}
                {request.recurring.description !== '' ? `: ${request.recurring.description}` : ''}
              </h3>
              <ul>
                {recurringLines(text, locale, request.currency, request.recurring).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
        <fieldset>
          <legend>{text('walletSheet.card')}</legend>
          {WALLET_TEST_CARDS.map((entry, index) => (
            <label className="Sheet-choice" key={entry.id}>
              <input
                type="radio"
                name="card"
                value={entry.id}
                checked={card === entry.id}
                onChange={() => setCard(entry.id)}
                ref={index === 0 ? firstCard : undefined}
              />
              {cardLabel(text, entry)}
            </label>
          ))}
        </fieldset>
        {contactFields.length > 0 ? (
          <fieldset>
            <legend>{text('walletSheet.contact')}</legend>
            {contactFields.map(([field, , key, autoComplete, type]) => (
              <div className="Sheet-field" key={field}>
                <label htmlFor={`sheet-${field}`}>{text(key)}</label>
                <input
                  id={`sheet-${field}`}
                  type={type}
                  autoComplete={autoComplete}
                  value={contact[field]}
                  onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
                  {...described(field)}
                />
                {fieldError(field)}
              </div>
            ))}
          </fieldset>
        ) : null}
        {request.requestShipping ? (
          <fieldset {...described('address')}>
            <legend>{text('walletSheet.shippingAddress')}</legend>
            {shippable.length === 0 ? <p>{text('walletSheet.noAllowedAddress')}</p> : null}
            {shippable.map((index) => {
              const address = SHEET_ADDRESSES[index];
              if (address === undefined) return null;
              return (
                <label className="Sheet-choice" key={address.postalCode}>
                  <input
                    type="radio"
                    name="address"
                    checked={addressIndex === index}
                    onChange={() => changeAddress(index, request)}
                  />
                  {`${address.recipient}, ${address.addressLine.join(' ')}, ${address.postalCode} ${address.city}${address.region ? ` ${address.region}` : ''}, ${address.country}`}
                </label>
              );
            })}
            {fieldError('address')}
          </fieldset>
        ) : null}
        {request.requestShipping ? (
          <fieldset>
            <legend>{text('walletSheet.shippingMethod')}</legend>
            {request.shippingOptions.length === 0 ? (
              <p>{text('walletSheet.noShippingMethods')}</p>
            ) : null}
            {request.shippingOptions.map((shippingOption) => (
              <label className="Sheet-choice" key={shippingOption.id}>
                <input
                  type="radio"
                  name="shipping-option"
                  value={shippingOption.id}
                  checked={optionId === shippingOption.id}
                  onChange={() => changeOption(shippingOption.id)}
                />
                {`${shippingOption.label}, ${shippingOption.detail}: ${formatAmount(shippingOption.amount, request.currency, locale)}`}
              </label>
            ))}
          </fieldset>
        ) : null}
        {error !== null && error.field === undefined ? (
          <p className="Sheet-error">{errorText}</p>
        ) : null}
        <p className="Sheet-status" role="status">
          {phase === 'updating'
            ? text('walletSheet.updating')
            : phase === 'paying'
              ? text('walletSheet.processing')
              : phase === 'done'
                ? text('walletSheet.done')
                : ''}
        </p>
        <Announcer message={errorText} />
        <div className="Sheet-actions">
          <button type="submit" aria-disabled={!canPay}>
            {text('walletSheet.pay', {
              amount: formatAmount(request.total.amount, request.currency, locale),
            })}
          </button>
          <button type="button" className="is-secondary" onClick={cancel}>
            {text('walletSheet.cancel')}
          </button>
        </div>
      </form>
    </main>
  );
}
