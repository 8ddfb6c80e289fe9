import { Hono } from 'hono';
import QRCode from 'qrcode';
import { resourceMissing } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';
import { pageAttemptRoutes } from './page-attempt-routes.js';
import { COMPLETE_PROVIDER_PAGE_SHAPE } from './provider-page-params.js';

/**
 * The simulated provider pages (`pa_nonce_…`: bank and wallet redirects, QR codes, vouchers,
 * transfer instructions), as the page calls them.
 */
export const bankRedirectRoutes = pageAttemptRoutes(
  (services) => services.bankRedirects,
  COMPLETE_PROVIDER_PAGE_SHAPE,
);

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
