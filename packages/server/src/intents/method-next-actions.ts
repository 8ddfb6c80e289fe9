import { getPaymentMethodSpec } from '@kassa/core';
import QRCode from 'qrcode';
import { ApiError } from '../errors/api-error.js';
import { randomDigits } from '../platform/ids.js';
import { currentProviderOrigin } from '../platform/provider-origin.js';
import type { DisplayAction } from './next-action-object.js';

export type { DisplayAction };

// The next actions of the methods that do not redirect, shaped exactly as Stripe's
// (`next_action[<type>]`): QR codes the buyer scans while Stripe.js polls the intent,
// vouchers paid in a shop later, and customer-balance transfer instructions. Every URL in them
// is a simulated provider page on this provider's origin (see hosted-pages/).

/** A stored provider page: its id (QR image URLs name it) and the URL the buyer answers at. */
export interface PageRef {
  readonly id: string;
  readonly url: string;
}

const SECONDS_PER_DAY = 86_400;

/** The next_action type the spec table names for a method type (its `next_action_spec`). */
export function nextActionTypeOf(type: string): DisplayAction['type'] {
  const nextAction = getPaymentMethodSpec(type)?.nextAction;
  if (!nextAction || nextAction === 'redirect_to_url') {
    throw new Error(`${type} has no display next action in the spec table`);
  }
  return nextAction;
}

// The QR code: PNG and SVG images on this origin, and for WeChat Pay the PNG inline too.
function qrImages(page: PageRef) {
  const base = `${currentProviderOrigin()}/qr_codes/${page.id}`;
  return { image_url_png: `${base}.png`, image_url_svg: `${base}.svg` };
}

/** How long a QR code is shown for before Stripe.js asks for a new one (Pix: a day). */
const QR_LIFETIME_SECONDS: Readonly<Record<string, number>> = { pix: SECONDS_PER_DAY };
const DEFAULT_QR_LIFETIME_SECONDS = 3_600;

/**
 * A QR method's next action. What the code encodes is the page's own URL, so scanning it (with
 * a phone, or the test page's button) opens the simulated provider page that authorises it.
 */
export async function qrNextAction(type: string, page: PageRef, now: Date): Promise<DisplayAction> {
  const nextType = nextActionTypeOf(type);
  const images = qrImages(page);
  const expiresAt =
    Math.floor(now.getTime() / 1000) + (QR_LIFETIME_SECONDS[type] ?? DEFAULT_QR_LIFETIME_SECONDS);
  const common = { hosted_instructions_url: page.url };
  switch (nextType) {
    case 'wechat_pay_display_qr_code':
      return {
        type: nextType,
        [nextType]: {
          data: page.url,
          ...common,
          image_data_url: await QRCode.toDataURL(page.url),
          ...images,
        },
      };
    case 'paynow_display_qr_code':
    case 'promptpay_display_qr_code':
      return { type: nextType, [nextType]: { data: page.url, ...common, ...images } };
    case 'pix_display_qr_code':
      return {
        type: nextType,
        [nextType]: { data: page.url, expires_at: expiresAt, ...common, ...images },
      };
    case 'cashapp_handle_redirect_or_display_qr_code':
      return {
        type: nextType,
        [nextType]: {
          ...common,
          mobile_auth_url: page.url,
          qr_code: { expires_at: expiresAt, ...images },
        },
      };
    case 'swish_handle_redirect_or_display_qr_code':
      return {
        type: nextType,
        [nextType]: {
          ...common,
          mobile_auth_url: page.url,
          qr_code: { data: page.url, ...images },
        },
      };
    case 'upi_handle_redirect_or_display_qr_code':
      return {
        type: nextType,
        [nextType]: { ...common, qr_code: { expires_at: expiresAt, ...images } },
      };
    case 'blik_authorize':
      // The buyer approves in their banking app; the test page stands in for the app.
      return { type: nextType, [nextType]: { ...common } };
    default:
      throw new Error(`${type} is not a QR method`);
  }
}

/** Days a voucher stays payable unless payment_method_options[<type>][expires_after_days]. */
const VOUCHER_DAYS: Readonly<Record<string, number>> = {
  oxxo: 3,
  boleto: 3,
  konbini: 3,
  multibanco: 7,
};

function optionsOf(options: unknown, type: string): Record<string, unknown> {
  if (typeof options !== 'object' || options === null) return {};
  const own = (options as Record<string, unknown>)[type];
  return typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
}

/**
 * When a voucher expires (epoch ms): the end of the UTC day `expires_after_days` after now,
 * the option checked as Stripe checks it (a whole number of days, 1 to 60).
 */
export function voucherExpiry(type: string, options: unknown, now: Date): number {
  const given = optionsOf(options, type).expires_after_days;
  const param = `payment_method_options[${type}][expires_after_days]`;
  let days = VOUCHER_DAYS[type] ?? 3;
  if (given !== undefined) {
    const parsed = typeof given === 'string' && /^\d{1,2}$/.test(given) ? Number(given) : given;
    if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < 1 || parsed > 60) {
      throw new ApiError(
        'parameter_invalid_integer',
        `Invalid ${param}: must be an integer between 1 and 60.`,
        {
          param,
        },
      );
    }
    days = parsed;
  }
  const end = new Date(now.getTime());
  end.setUTCDate(end.getUTCDate() + days);
  end.setUTCHours(23, 59, 59, 0);
  return end.getTime();
}

const konbiniStore = () => ({
  confirmation_number: randomDigits(11),
  payment_code: randomDigits(12),
});

/** A voucher method's next action: its number(s), expiry and the hosted voucher page. */
export function voucherNextAction(type: string, page: PageRef, expiresAtMs: number): DisplayAction {
  const nextType = nextActionTypeOf(type);
  const expiresAt = Math.floor(expiresAtMs / 1000);
  const hosted = { hosted_voucher_url: page.url };
  switch (nextType) {
    case 'oxxo_display_details':
      return {
        type: nextType,
        [nextType]: { expires_after: expiresAt, ...hosted, number: randomDigits(32) },
      };
    case 'boleto_display_details':
      // `pdf`: the voucher printed by the provider (hosted-pages/boleto-pdf.ts).
      return {
        type: nextType,
        [nextType]: {
          expires_at: expiresAt,
          ...hosted,
          number: randomDigits(47),
          pdf: `${currentProviderOrigin()}/vouchers/${page.id}.pdf`,
        },
      };
    case 'konbini_display_details':
      return {
        type: nextType,
        [nextType]: {
          expires_at: expiresAt,
          ...hosted,
          stores: {
            familymart: konbiniStore(),
            lawson: konbiniStore(),
            ministop: konbiniStore(),
            seicomart: konbiniStore(),
          },
        },
      };
    case 'multibanco_display_details':
      return {
        type: nextType,
        [nextType]: {
          entity: randomDigits(5),
          expires_at: expiresAt,
          ...hosted,
          reference: randomDigits(9),
        },
      };
    default:
      throw new Error(`${type} is not a voucher method`);
  }
}

// Customer balance: the transfer type per currency (Stripe's bank_transfer[type]) and the
// test account the shopper is told to pay into, in that network's own shape.
const TRANSFER_TYPES: Readonly<Record<string, string>> = {
  usd: 'us_bank_transfer',
  eur: 'eu_bank_transfer',
  gbp: 'gb_bank_transfer',
  jpy: 'jp_bank_transfer',
  mxn: 'mx_bank_transfer',
};

function financialAddress(transferType: string, holder: string, country: string) {
  switch (transferType) {
    case 'eu_bank_transfer':
      return {
        type: 'iban',
        iban: {
          account_holder_name: holder,
          bic: 'KASSDEFFXXX',
          country,
          iban: `${country}89370400440532013000`,
        },
        supported_networks: ['sepa'],
      };
    case 'gb_bank_transfer':
      return {
        type: 'sort_code',
        sort_code: { account_holder_name: holder, account_number: '00012345', sort_code: '108800' },
        supported_networks: ['bacs', 'fps'],
      };
    case 'jp_bank_transfer':
      return {
        type: 'zengin',
        zengin: {
          account_holder_name: holder,
          account_number: '1234567',
          account_type: 'futsu',
          bank_code: '0001',
          bank_name: 'Kassa Test Bank',
          branch_code: '001',
          branch_name: 'Test Branch',
        },
        supported_networks: ['zengin'],
      };
    case 'mx_bank_transfer':
      return {
        type: 'spei',
        spei: { bank_code: '002', bank_name: 'Kassa Test Bank', clabe: '002010077777777771' },
        supported_networks: ['spei'],
      };
    default:
      return {
        type: 'aba',
        aba: {
          account_number: '000123456789',
          bank_name: 'Kassa Test Bank',
          routing_number: '110000000',
        },
        supported_networks: ['ach', 'domestic_wire_us'],
      };
  }
}

const EU_COUNTRIES = ['BE', 'DE', 'ES', 'FR', 'IE', 'NL'];

/**
 * The transfer type a customer-balance confirm asks for: payment_method_options
 * [customer_balance][bank_transfer][type] when given (checked against the currency), else the
 * currency's own. Funding other than bank_transfer does not exist.
 */
export function transferTypeOf(
  options: unknown,
  currency: string,
): { type: string; country: string } {
  const own = optionsOf(options, 'customer_balance');
  const param = 'payment_method_options[customer_balance]';
  if (own.funding_type !== undefined && own.funding_type !== 'bank_transfer') {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${param}[funding_type]: must be bank_transfer`,
      {
        param: `${param}[funding_type]`,
      },
    );
  }
  const transfer = optionsOf(own, 'bank_transfer');
  const expected = TRANSFER_TYPES[currency] ?? 'us_bank_transfer';
  // jp_bank_account: the older name of jp_bank_transfer, which the Stripe CLI's own
  // payment_intent.partially_funded fixture still sends.
  const given = transfer.type === 'jp_bank_account' ? 'jp_bank_transfer' : transfer.type;
  if (given !== undefined && given !== expected) {
    throw new ApiError(
      'payment_intent_invalid_parameter',
      `The bank transfer type ${String(given)} does not support the currency ${currency}; use ${expected}.`,
      { param: `${param}[bank_transfer][type]` },
    );
  }
  const euCountry = optionsOf(transfer, 'eu_bank_transfer').country;
  const country =
    typeof euCountry === 'string' && EU_COUNTRIES.includes(euCountry) ? euCountry : 'DE';
  return { type: expected, country };
}

/** Customer balance's next action: where to wire the amount, and the reference to quote. */
export function bankTransferNextAction(
  page: PageRef,
  intent: { amount: number; currency: string },
  transfer: { type: string; country: string },
  holder: string,
): DisplayAction {
  return {
    type: 'display_bank_transfer_instructions',
    display_bank_transfer_instructions: {
      amount_remaining: intent.amount,
      currency: intent.currency,
      financial_addresses: [financialAddress(transfer.type, holder, transfer.country)],
      hosted_instructions_url: page.url,
      reference: randomDigits(10),
      type: transfer.type,
    },
  };
}
