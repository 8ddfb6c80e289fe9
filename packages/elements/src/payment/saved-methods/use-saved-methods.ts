import type { Json, JsonObject } from '@kassa/protocol';
import { useState } from 'react';
import type { FrameRuntime } from '../../frame/frame-runtime.js';
import type { SavedMethodsPicker } from './saved-methods.js';
import {
  initialChoice,
  isExpired,
  NEW_CARD,
  readSavedSession,
  type SavedSession,
} from './saved-session.js';

export interface SavedMethods {
  /** The saved methods the session lists, still there (not removed). */
  list: JsonObject[];
  /** A saved method's id, or NEW_CARD. */
  choice: Json | undefined;
  /** The saved method that pays, if one is chosen. */
  selected: JsonObject | undefined;
  /** The method whose removal waits for the shopper's yes, and how the removal went. */
  removing: { id: Json | undefined; state?: 'busy' | 'failed' } | null;
  save: boolean;
  showSaveBox: boolean;
  canRemove: boolean;
  /**
   * The picker's UI, a chunk of its own loaded only for a session with something to pick or
   * save (most shoppers have neither); null until then, and for a session without.
   */
  Picker: typeof SavedMethodsPicker | null;
  /** True while the picker's chunk loads: the element is not ready (rendered) before it is. */
  pending: boolean;
  load(session: Json): void;
  choose(choice: Json | undefined): void;
  askRemove(id: Json | undefined): void;
  confirmRemove(): void;
  setSave(save: boolean): void;
  /**
   * The collect answer: the saved method's id, or the new method (with save_payment_method when
   * the box is ticked and the method, `saveable`, can be saved).
   */
  collect(newMethod: () => Json, saveable: boolean): Json;
}

/**
 * Saved payment methods of a customer session: which one pays, removing one (detached by the
 * controller, which holds the customer session secret) and the "save for next time" box.
 */
export function useSavedMethods(runtime: FrameRuntime): SavedMethods {
  const [session, setSession] = useState<SavedSession | null>(null);
  const [chosen, choose] = useState<Json | undefined>(NEW_CARD);
  const [removing, setRemoving] = useState<SavedMethods['removing']>(null);
  const [save, setSave] = useState(false);
  const chunk = usePickerChunk(() => {
    // Without its UI nothing saved can be shown, so nothing saved may pay or be saved.
    setSession((current) => current && { ...current, list: [], save: false });
    choose(NEW_CARD);
  });
  const list = session?.list ?? [];
  const choice = stillThere(chosen, list, session?.defaultId);
  const selected = list.find((method) => method.id === choice);
  const showSaveBox = session?.save === true;

  const load = (raw: Json) => {
    const next = readSavedSession(raw);
    if (next.list.length > 0 || next.save) chunk.load();
    setSession(next);
    choose((current) =>
      next.list.some((method) => method.id === current && !isExpired(method))
        ? current
        : (initialChoice(next.list, next.defaultId) ?? NEW_CARD),
    );
  };

  // Removals may overlap (a second card removed while the first one's answer is on its way):
  // each answer updates the state as it is then, never a list or step read before.
  const confirmRemove = () => {
    if (removing === null || removing.state === 'busy') return;
    const { id } = removing;
    const settle = (next: SavedMethods['removing']) =>
      setRemoving((current) => (current?.id === id ? next : current));
    // Stripe.js's savedpaymentmethodremove: the merchant page hears how the removal went.
    const method = list.find((saved) => saved.id === id) ?? { id: id ?? null };
    const tell = (outcome: JsonObject) =>
      runtime.emit('savedpaymentmethodremove', {
        elementType: 'payment',
        ...outcome,
        payment_method: method,
      });
    setRemoving({ id, state: 'busy' });
    runtime
      // An id that is no string is refused by the controller, as an empty one is.
      .request('saved-method-detach', { paymentMethod: typeof id === 'string' ? id : '' })
      .then(
        () => {
          setSession(
            (current) =>
              current && { ...current, list: current.list.filter((method) => method.id !== id) },
          );
          settle(null);
          tell({ success: true });
        },
        (error: unknown) => {
          settle({ id, state: 'failed' });
          tell({ success: false, error: error instanceof Error ? error.message : String(error) });
        },
      );
  };

  return {
    list,
    choice,
    selected,
    removing,
    save,
    showSaveBox,
    canRemove: session?.remove === true && (list.length > 1 || session.removeLast),
    Picker: chunk.Picker,
    pending: chunk.pending,
    load,
    choose,
    askRemove: (id) => setRemoving(id === undefined ? null : { id }),
    confirmRemove,
    setSave,
    collect(newMethod, saveable) {
      if (selected) return { saved_payment_method: selected.id ?? null };
      const data = newMethod() as JsonObject;
      // The controller turns the ticked box into setup_future_usage and allow_redisplay.
      return showSaveBox && saveable && save ? { ...data, save_payment_method: true } : data;
    },
  };
}

type Picker = typeof SavedMethodsPicker;

/** One import per document, shared by every render and by a session that arrives again. */
let pickerImport: Promise<Picker> | undefined;

/**
 * The saved-methods picker, imported on demand. A failed import (the chunk could not be
 * fetched) leaves the new-card form, which still pays, and is retried by the next session.
 */
function usePickerChunk(onFailure: () => void) {
  const [state, setState] = useState<{ Picker: Picker | null; pending: boolean }>({
    Picker: null,
    pending: false,
  });
  const load = (): void => {
    if (state.Picker !== null) return;
    setState({ Picker: null, pending: true });
    pickerImport ??= import('./saved-methods.js').then((module) => module.SavedMethodsPicker);
    pickerImport.then(
      (Picker) => setState({ Picker, pending: false }),
      (error: unknown) => {
        pickerImport = undefined;
        console.error('[kassa frame] the saved payment methods could not be loaded', error);
        setState({ Picker: null, pending: false });
        onFailure();
      },
    );
  };
  return { ...state, load };
}

/**
 * The shopper's choice while it is still on the list; once its card is gone (removed), the
 * card the element would start on. "New card" stays chosen.
 */
function stillThere(
  chosen: Json | undefined,
  list: JsonObject[],
  defaultId: Json | undefined,
): Json | undefined {
  if (chosen === NEW_CARD || list.some((method) => method.id === chosen)) return chosen;
  return initialChoice(list, defaultId) ?? NEW_CARD;
}

/** The change event for a saved method: complete, with the method as the session listed it. */
export function savedMethodChange(method: JsonObject): JsonObject {
  return {
    elementType: 'payment',
    complete: true,
    empty: false,
    collapsed: false,
    value: { type: method.type ?? null, payment_method: method },
  };
}
