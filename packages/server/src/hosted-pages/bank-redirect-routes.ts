import { Hono } from 'hono';
import QRCode from 'qrcode';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { VERIFY_MICRODEPOSITS_SHAPE } from '../payment-intents/payment-intent-params.js';
import { parseParams } from '../platform/schema.js';
import { boletoPdf } from './boleto-pdf.js';
import { pageAttemptRoutes, viewerOf } from './page-attempt-routes.js';
import { COMPLETE_PROVIDER_PAGE_SHAPE } from './provider-page-params.js';

const VERIFY_PAGE_SHAPE = VERIFY_MICRODEPOSITS_SHAPE;

/**
 * The simulated provider pages (`pa_nonce_…`: bank and wallet redirects, QR codes, vouchers,
 * transfer instructions), as the page calls them.
 */
export const bankRedirectRoutes = pageAttemptRoutes(
  (services) => services.bankRedirects,
  COMPLETE_PROVIDER_PAGE_SHAPE,
).post('/:id/verify_microdeposits', async (c) => {
  // The microdeposit page's answer: checked with the page's own secret, then verified as
  // Stripe.js would (the intent's client secret), so an error shows only the public view.
  const params = parseParams(callParams(await requestParams(c)), VERIFY_PAGE_SHAPE);
  const { client_secret: pageSecret, ...answer } = params;
  const services = c.get('services');
  const viewer = viewerOf(c);
  const id = c.req.param('id');
  const page = await services.bankRedirects.retrieve(viewer, id, pageSecret);
  if (page.kind !== 'microdeposits') {
    throw new ApiError('parameter_invalid_value', 'This page does not verify microdeposits.', {
      param: 'id',
    });
  }
  const trusted = { account: viewer.account, publishable: false };
  const browser = { account: viewer.account, publishable: true };
  if (page.payment_intent !== null) {
    const intent = await services.paymentIntents.retrieve(trusted, page.payment_intent, undefined);
    await services.paymentIntents.verifyMicrodeposits(browser, intent.id, {
      ...answer,
      client_secret: intent.client_secret,
    });
  } else if (page.setup_intent !== null) {
    const intent = await services.setupIntents.retrieve(trusted, page.setup_intent, undefined);
    await services.setupIntents.verifyMicrodeposits(browser, intent.id, {
      ...answer,
      client_secret: intent.client_secret,
    });
  }
  return c.json(await services.bankRedirects.retrieve(viewer, id, pageSecret));
});

/**
 * A QR method's code as an image (next_action's image_url_png / image_url_svg): public like
 * Stripe's QR image URLs, found by the page's unguessable id; it encodes the page's URL.
 */
export const qrCodeRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const file = c.req.param('file');
  const match = /^(pa_nonce_[A-Za-z0-9]+)\.(png|svg)$/.exec(file);
  const data = match?.[1] ? await c.get('services').bankRedirects.qrData(match[1]) : undefined;
  if (!match || data === undefined) throw resourceMissing('qr_code', file);
  const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (match[2] === 'svg') {
    const svg = await QRCode.toString(data, { type: 'svg', margin: 2 });
    return c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml' });
  }
  const png = await QRCode.toBuffer(data, { type: 'png', margin: 2, scale: 6 });
  return c.body(new Uint8Array(png), 200, { ...headers, 'Content-Type': 'image/png' });
});

/**
 * A boleto's voucher as a PDF (next_action.boleto_display_details.pdf): public like Stripe's
 * voucher PDF links, found by the page's unguessable id.
 */
export const voucherPdfRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const file = c.req.param('file');
  const match = /^(pa_nonce_[A-Za-z0-9]+)\.pdf$/.exec(file);
  const voucher = match?.[1]
    ? await c.get('services').bankRedirects.boletoVoucher(match[1])
    : undefined;
  if (!match || voucher === undefined) throw resourceMissing('voucher', file);
  const pdf = await boletoPdf(voucher);
  return c.body(new Uint8Array(pdf), 200, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="boleto-${match[1]}.pdf"`,
  });
});
