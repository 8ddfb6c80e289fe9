/**
 * Every message that crosses a frame boundary. Three channels exist:
 *
 * 1. merchant page (loader) <-> controller frame: `window.postMessage`, origin-checked both ways.
 * 2. merchant page (loader) <-> element frame: `window.postMessage`, origin-checked both ways.
 *    Nothing sent to the merchant page ever carries card data: only states and events.
 * 3. element frame <-> controller frame: a `MessagePort` the element frame creates and hands to
 *    the controller directly (found as a sibling through `window.parent.frames[name]`, posted
 *    with the provider origin as target), so card data never passes through the merchant page.
 */
import type { ChallengeClose, ChallengeComplete, ChallengeOpen } from './challenge.js';
import type { ElementType, GroupFrameType } from './element-types.js';
import type { LoaderToSheet, SheetToLoader } from './wallet-sheet.js';

export const PROTOCOL_TAG = 'kassa' as const;
export const PROTOCOL_VERSION = 1 as const;

/** A plain JSON value, the only thing messages carry. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An error that crossed a frame boundary, shaped like a Stripe error object. */
export interface WireError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  [extra: string]: Json | undefined;
}

interface Envelope<T extends string> {
  kassa: typeof PROTOCOL_VERSION;
  type: T;
}

// ---- merchant page <-> controller ------------------------------------------------------

/**
 * Loader -> controller: run an action; answered by nonce with a response or an error. The
 * actions, their payloads and their answers are the ControllerRequests map of requests.ts.
 */
export interface ControllerRequest extends Envelope<'controller-request'> {
  nonce: string;
  action: string;
  payload: Json;
}
/** Controller -> loader: the result of the request with this nonce. */
export interface ActionResponse extends Envelope<'action-response'> {
  nonce: string;
  result: Json;
}
/** Controller -> loader: the request with this nonce threw; the error is serialised. */
export interface ActionError extends Envelope<'action-error'> {
  nonce: string;
  error: WireError;
}
/** Controller -> loader: the controller has loaded and takes requests. */
export interface ControllerLoad extends Envelope<'controller-load'> {
  controllerId: string;
}
/** Controller -> loader: something for an elements group (e.g. session loaded: 'update-end'). */
export interface GroupEvent extends Envelope<'group-event'> {
  groupId: string;
  event: string;
  payload: Json;
}

// ---- merchant page <-> element frame ---------------------------------------------------

/** Element -> loader: the frame's document has loaded and waits for `element-init`. */
export interface FrameLoad extends Envelope<'frame-load'> {
  frameId: string;
}
/** Loader -> element: everything the frame needs to render. Sent once, after frame-load. */
export interface ElementInit extends Envelope<'element-init'> {
  frameId: string;
  controllerId: string;
  groupId: string;
  elementType: ElementType;
  options: Json;
  /** The group's options that frames use (appearance, locale, fonts, loader). */
  groupOptions: Json;
}
/** Loader -> element: a method call on the element (update, focus, blur, clear, collapse). */
export interface ElementCommand extends Envelope<'element-command'> {
  frameId: string;
  command: 'update' | 'focus' | 'blur' | 'clear' | 'collapse' | 'group-update' | 'show-errors';
  payload: Json;
}
/** Element -> loader: an element event for the merchant's handlers (ready, change, focus...). */
export interface ElementEvent extends Envelope<'element-event'> {
  frameId: string;
  event: string;
  payload: Json;
}
/**
 * Element -> loader: the frame moved focus to one of its fields (submit focusing the first
 * invalid field); the page focuses the iframe, since a cross-origin frame without user
 * activation cannot always take focus from the page by itself.
 */
export interface FrameFocus extends Envelope<'frame-focus'> {
  frameId: string;
}
/** Element -> loader: the content height changed; the loader sizes the iframe. */
export interface FrameResize extends Envelope<'frame-resize'> {
  frameId: string;
  height: number;
}

// ---- element frame <-> controller frame ------------------------------------------------

/** Element -> controller (window message carrying `ports[0]`): attach this frame to a group. */
export interface FrameConnect extends Envelope<'frame-connect'> {
  frameId: string;
  groupId: string;
  /** An element's type, or the Express Checkout Element's Link sheet. */
  elementType: GroupFrameType;
  /**
   * How many ports this frame document handed over before this one (0 for its first). A later
   * one reaching a controller that holds the frame's port already is the same document again.
   */
  attempt: number;
}
/**
 * Either side over the port: a request answered by nonce. The actions, their payloads and
 * their answers are the maps of requests.ts: FrameRequests (element -> controller) and
 * ElementRequests (controller -> element).
 */
export interface PortRequest extends Envelope<'port-request'> {
  nonce: string;
  action: string;
  payload: Json;
}
export interface PortResponse extends Envelope<'port-response'> {
  nonce: string;
  result: Json;
}
export interface PortError extends Envelope<'port-error'> {
  nonce: string;
  error: WireError;
}
/** `card-brand` request and broadcast payload. */
export type CardBrandPayload = { brand: string };
/** `card-metadata` request payload. */
export type CardMetadataRequest = { binPrefix: string };
/** One account range of `GET /v1/card-metadata`. */
export interface CardMetadataRange {
  [key: string]: Json;
  account_range_low: string;
  account_range_high: string;
  pan_length: number;
  brand: string;
}
/** `card-metadata` answer. */
export interface CardMetadataResult {
  [key: string]: Json;
  ranges: CardMetadataRange[];
}

/**
 * Controller -> element over the port: group state pushed to every frame of the group.
 * Events: `session` (the elements session), `session-error`, `group-update` (the group's frame
 * options: appearance as the controller accepted it, `appearanceColors` it derived, locale,
 * fonts, loader...) and `card-brand` ({@link CardBrandPayload}, split card fields).
 */
export interface PortBroadcast extends Envelope<'broadcast'> {
  event: string;
  payload: Json;
}
/** Element -> controller over the port: the frame is going away. */
export interface PortDestroy extends Envelope<'frame-destroy'> {
  frameId: string;
}

export type LoaderToController = ControllerRequest;
export type ControllerToLoader =
  | ActionResponse
  | ActionError
  | ControllerLoad
  | GroupEvent
  | ChallengeOpen
  | ChallengeClose;
export type LoaderToElement = ElementInit | ElementCommand;
export type ElementToLoader = FrameLoad | ElementEvent | FrameResize | FrameFocus;
export type PortMessage = PortRequest | PortResponse | PortError | PortBroadcast | PortDestroy;
export type KassaMessage =
  | LoaderToController
  | ControllerToLoader
  | LoaderToElement
  | ElementToLoader
  | FrameConnect
  | ChallengeComplete
  | PortMessage
  | SheetToLoader
  | LoaderToSheet;
export type KassaMessageType = KassaMessage['type'];
