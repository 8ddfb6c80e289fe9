/**
 * The test-mode wallet sheet: a provider-origin page the loader shows in a modal when the
 * merchant calls `paymentRequest.show()`, standing in for Apple Pay's or Google Pay's sheet
 * (which an offline browser cannot reach). The sheet and the merchant page talk with
 * `window.postMessage`, origin-checked both ways; what crosses is what a real wallet tells the
 * page: contact, shipping address and option, and the id of the test card picked (never a card
 * number). The controller turns that id into the wallet's card token and PaymentMethod.
 */
import type { Json } from './messages.js';

interface SheetEnvelope<T extends string> {
  kassa: 1;
  type: T;
  sheetId: string;
}

/** The frame page of the sheet (`/frames/wallet-sheet.html`). */
export const WALLET_SHEET_PAGE = 'wallet-sheet';
/**
 * The wallets the sheet simulates, and `link`: the Express Checkout Element's Link sign-in and
 * card choice, which the sheet runs with the group's wallet session through the controller.
 */
export type SheetWallet = 'apple_pay' | 'google_pay' | 'link';

/** Sheet -> loader: the page has loaded and waits for `sheet-init`. */
export interface SheetLoad extends SheetEnvelope<'sheet-load'> {
  /** The modal's accessible name in the sheet's language (the loader carries no texts). */
  title?: string;
}
/** Loader -> sheet: the payment request to show (the checked paymentRequest options). */
export interface SheetInit extends SheetEnvelope<'sheet-init'> {
  wallet: SheetWallet;
  request: Json;
}
/**
 * Sheet -> loader: the shopper changed the shipping address or option, paid, or cancelled.
 * Each but `cancel` waits for the `sheet-answer` with its `eventId`.
 */
export interface SheetEvent extends SheetEnvelope<'sheet-event'> {
  eventId: string;
  event: 'shippingaddresschange' | 'shippingoptionchange' | 'pay' | 'cancel';
  payload: Json;
}
/**
 * Loader -> sheet: the merchant's answer to an event: the UpdateDetails given to `updateWith`,
 * or for `pay` `{status}` from `complete()` (or `{status: 'fail', message}` when no payment
 * method could be made).
 */
export interface SheetAnswer extends SheetEnvelope<'sheet-answer'> {
  eventId: string;
  answer: Json;
}

export type SheetToLoader = SheetLoad | SheetEvent;
export type LoaderToSheet = SheetInit | SheetAnswer;

/** How long the sheet waits for `updateWith()` or `complete()`, as Stripe.js documents. */
export const SHEET_ANSWER_TIMEOUT_MS = 30_000;
