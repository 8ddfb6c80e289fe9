import {
  isKassaMessage,
  type LoaderToSheet,
  originOf,
  PROTOCOL_VERSION,
  parseFrameHash,
  refusalReason,
  type SheetEvent,
} from '@kassa/protocol';

export interface SheetParams {
  sheetId: string;
  /** The merchant page's origin: the only one the sheet talks to. */
  origin: string;
  locale: string | undefined;
  /**
   * The Express Checkout Element's Link sheet: the controller and the elements group whose
   * wallet session it signs in to (the sheet connects to the controller as a frame of that
   * group; the session's secret stays there). Absent for Apple Pay and Google Pay.
   */
  group?: { controllerId: string; groupId: string } | undefined;
}

/** The sheet's id and the merchant origin from its URL fragment; null when either is bad. */
export function readSheetParams(hash: string): SheetParams | null {
  const { id, params } = parseFrameHash(hash);
  const origin = params.origin;
  if (id === '' || !origin || originOf(origin) !== origin) return null;
  const { controllerId, groupId } = params;
  const group = controllerId && groupId ? { controllerId, groupId } : undefined;
  return { sheetId: id, origin, locale: params.locale, ...(group ? { group } : {}) };
}

export interface SheetLink {
  /**
   * Tells the page the sheet loaded (it answers with sheet-init), with the modal's accessible
   * name in the sheet's language.
   */
  load(title: string): void;
  event(eventId: string, event: SheetEvent['event'], payload: SheetEvent['payload']): void;
  close(): void;
}

/**
 * The channel to the merchant page: only messages from `window.parent`, from exactly the
 * merchant origin, shaped as sheet-init or sheet-answer for this sheet get through.
 */
export function openSheetLink(
  params: SheetParams,
  onMessage: (message: LoaderToSheet) => void,
  win: Window = window,
): SheetLink {
  const listener = (event: MessageEvent): void => {
    if (refusalReason(event, { origin: params.origin, source: win.parent }) !== null) return;
    const data: unknown = event.data;
    if (!isKassaMessage(data, 'sheet-init', 'sheet-answer')) return;
    if (data.sheetId === params.sheetId) onMessage(data);
  };
  win.addEventListener('message', listener);
  const post = (message: Record<string, unknown>) =>
    win.parent.postMessage(
      { kassa: PROTOCOL_VERSION, sheetId: params.sheetId, ...message },
      params.origin,
    );
  return {
    load: (title) => post({ type: 'sheet-load', title }),
    event: (eventId, event, payload) => post({ type: 'sheet-event', eventId, event, payload }),
    close: () => win.removeEventListener('message', listener),
  };
}
