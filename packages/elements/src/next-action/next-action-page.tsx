import {
  CHALLENGE_CONTROLLER_PARAM,
  isJsonObject,
  type Json,
  type JsonObject,
} from '@kassa/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { formatAmount } from '../hosted-page/hosted-page.js';
import { createMethodTranslator, type MethodTranslator } from '../i18n/method-translator.js';
import type { MethodLabelKey } from '../i18n/methods-english.js';
import { createTranslator } from '../i18n/translator.js';
import { reportToController } from '../three-ds/report-to-controller.js';

export interface NextActionParams {
  /** The modal's id the controller waits on. */
  id: string;
  /** `{type, <type>: next_action data, amount, currency}` as the controller put it. */
  action: JsonObject;
  controllerId: string | null;
  locale: string | undefined;
}

/** Reads the page's address; null when something it needs is missing. */
export function readNextActionParams(
  location: Pick<Location, 'search' | 'hash'>,
): NextActionParams | null {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const id = query.get('id');
  let action: Json = null;
  try {
    action = JSON.parse(query.get('action') ?? 'null') as Json;
  } catch {
    action = null;
  }
  if (!id || !isJsonObject(action) || typeof action.type !== 'string') return null;
  // The controller puts the shopper's locale in the fragment, beside its own id.
  const locale = hash.get('locale') ?? query.get('locale') ?? undefined;
  return { id, action, controllerId: hash.get(CHALLENGE_CONTROLLER_PARAM), locale };
}

/** The method a next action belongs to: oxxo_display_details -> oxxo. */
export function actionMethod(type: string): string {
  if (type === 'display_bank_transfer_instructions') return 'customer_balance';
  return type.replace(
    /_(?:display_details|display_qr_code|handle_redirect_or_display_qr_code)$/,
    '',
  );
}

const text = (value: Json | undefined): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** A date of a Unix timestamp in the shopper's language. */
function dateOf(value: Json | undefined, locale: string): string | undefined {
  if (typeof value !== 'number') return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value * 1000),
  );
}

type Row = [label: string, value: string | undefined];

/** The rows of a bank transfer's financial addresses (IBAN, sort code, ABA, SPEI…). */
function transferRows(data: JsonObject, t: MethodTranslator): Row[] {
  const rows: Row[] = [];
  const fields: [string, MethodLabelKey][] = [
    ['account_holder_name', 'nextAction.accountHolder'],
    ['bank_name', 'nextAction.bankName'],
    ['iban', 'nextAction.iban'],
    ['bic', 'nextAction.bic'],
    ['account_number', 'nextAction.accountNumber'],
    ['sort_code', 'nextAction.sortCode'],
    ['routing_number', 'nextAction.routingNumber'],
    ['clabe', 'nextAction.clabe'],
  ];
  const addresses = Array.isArray(data.financial_addresses) ? data.financial_addresses : [];
  for (const address of addresses) {
    if (!isJsonObject(address) || typeof address.type !== 'string') continue;
    const details = address[address.type];
    if (!isJsonObject(details)) continue;
    for (const [key, label] of fields) rows.push([t.label(label), text(details[key])]);
  }
  rows.push([t.label('nextAction.reference'), text(data.reference)]);
  return rows;
}

/** The voucher's numbers: OXXO and Boleto's number, Multibanco's entity and reference, Konbini's codes. */
function voucherRows(data: JsonObject, t: MethodTranslator): Row[] {
  const rows: Row[] = [
    [t.label('nextAction.number'), text(data.number)],
    [t.label('nextAction.entity'), text(data.entity)],
    [t.label('nextAction.reference'), text(data.reference)],
  ];
  const stores = isJsonObject(data.stores) ? data.stores : {};
  for (const [store, codes] of Object.entries(stores)) {
    if (isJsonObject(codes)) {
      rows.push([t.label('nextAction.paymentCode', { store }), text(codes.payment_code)]);
    }
  }
  return rows;
}

interface NextActionPageProps {
  params: NextActionParams | null;
  window: Window;
}

/**
 * What the shopper needs to finish paying elsewhere: a QR code to scan (the controller reads
 * the intent meanwhile and closes the modal once it is paid), a voucher, or transfer details.
 * "Done" (or Cancel, or Escape) hands the modal back to the controller.
 */
export function NextActionPage({ params, window: win }: NextActionPageProps) {
  const t = useMemo(
    () => createMethodTranslator(createTranslator(params?.locale ?? 'auto')),
    [params?.locale],
  );
  const finish = (status: 'succeeded' | 'failed') => {
    if (params?.controllerId) reportToController(win, params.controllerId, params.id, status);
  };
  const latestFinish = useRef(finish);
  latestFinish.current = finish;
  // In the modal, Tab and Shift+Tab stay on the page's links and button: past the last one Tab
  // comes back to the first (and from the page body to the first, or with Shift to the last),
  // rather than leaving the frame for the modal's edge and landing on this page's body.
  const framed = params?.controllerId != null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestFinish.current('failed');
      if (event.key !== 'Tab' || !framed) return;
      const stops = [...win.document.querySelectorAll<HTMLElement>('a[href], button:enabled')];
      const active = win.document.activeElement;
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      if (stops.some((stop) => stop === active) && active !== edge) return;
      event.preventDefault();
      (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
    };
    win.addEventListener('keydown', onKey);
    return () => win.removeEventListener('keydown', onKey);
  }, [win, framed]);
  const first = useRef<HTMLButtonElement | null>(null);
  useEffect(() => first.current?.focus(), []);

  if (params === null) return <p role="alert">{t.label('nextAction.incomplete')}</p>;
  const { action } = params;
  const type = String(action.type);
  const data = isJsonObject(action[type]) ? (action[type] as JsonObject) : {};
  const method = t.methodName(actionMethod(type));
  const qr = /qr_code$/.test(type);
  const transfer = type === 'display_bank_transfer_instructions';
  const qrCode = isJsonObject(data.qr_code) ? data.qr_code : data;
  const image =
    text(qrCode.image_data_url) ?? text(qrCode.image_url_png) ?? text(qrCode.image_url_svg);
  const title = qr
    ? t.label('nextAction.qrTitle', { method })
    : transfer
      ? t.label('nextAction.transferTitle')
      : t.label('nextAction.voucherTitle', { method });
  const amount =
    typeof action.amount === 'number' && typeof action.currency === 'string'
      ? formatAmount(
          transfer && typeof data.amount_remaining === 'number'
            ? data.amount_remaining
            : action.amount,
          action.currency,
        )
      : undefined;
  const rows: Row[] = [
    [t.label('nextAction.amount'), amount],
    ...(qr ? [] : transfer ? transferRows(data, t) : voucherRows(data, t)),
    [
      t.label('nextAction.expires'),
      dateOf(data.expires_at ?? data.expires_after ?? qrCode.expires_at, t.locale),
    ],
  ];
  const links: [string, string | undefined][] = [
    [t.label('nextAction.openApp', { method }), text(data.mobile_auth_url)],
    [t.label('nextAction.voucher'), text(data.hosted_voucher_url)],
    [t.label('nextAction.voucherPdf'), text(data.pdf)],
    [t.label('nextAction.instructions'), text(data.hosted_instructions_url)],
  ];
  return (
    <main className="Challenge" aria-labelledby="next-action-title">
      <h1 id="next-action-title">{title}</h1>
      {qr && image !== undefined ? (
        <img
          className="NextAction-qr"
          src={image}
          alt={t.label('nextAction.qrImage', { method })}
        />
      ) : null}
      <dl className="Challenge-details">
        {rows
          .filter((row): row is [string, string] => row[1] !== undefined)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {qr ? <p role="status">{t.label('nextAction.waiting')}</p> : null}
      <ul className="NextAction-links">
        {links
          .filter(
            (link): link is [string, string] => link[1] !== undefined && /^https?:/.test(link[1]),
          )
          .map(([label, href]) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
      </ul>
      <div className="Challenge-actions">
        <button
          ref={first}
          type="button"
          className={qr ? 'is-secondary' : undefined}
          onClick={() => finish(qr ? 'failed' : 'succeeded')}
        >
          {t.label(qr ? 'nextAction.cancel' : 'nextAction.done')}
        </button>
      </div>
    </main>
  );
}
