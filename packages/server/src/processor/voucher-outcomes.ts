// What a voucher (OXXO, Boleto, Konbini, Multibanco) does in test mode, chosen as Stripe's
// test e-mail addresses choose it: the billing e-mail's local part ends with a keyword.
// Every voucher can also be answered by hand on its hosted page (paid or expired).

/** The outcome a voucher's test e-mail schedules: paid or expired, at an epoch-ms time. */
export interface VoucherOutcome {
  readonly at: number;
  readonly to: 'succeeded' | 'expired';
}

/** Stripe's "after about three minutes". */
export const VOUCHER_DELAY_MS = 3 * 60_000;

/**
 * `…succeed_immediately@…` paid at once, `…expire_immediately@…` expired at once,
 * `…expire_with_delay@…` expired after three minutes, `…fill_never@…` never paid (it expires
 * at its expiry date); any other address is paid after three minutes. No e-mail: nothing
 * scheduled (the hosted page's test controls answer).
 */
export function voucherOutcome(
  email: string | null | undefined,
  now: number,
): VoucherOutcome | undefined {
  if (!email) return undefined;
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.endsWith('succeed_immediately')) return { at: now, to: 'succeeded' };
  if (local.endsWith('expire_immediately')) return { at: now, to: 'expired' };
  if (local.endsWith('expire_with_delay')) return { at: now + VOUCHER_DELAY_MS, to: 'expired' };
  if (local.endsWith('fill_never')) return undefined;
  return { at: now + VOUCHER_DELAY_MS, to: 'succeeded' };
}
