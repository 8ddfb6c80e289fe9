import type { Json, JsonObject } from '@kassa/protocol';
import { type Dispatch, type SetStateAction, useState } from 'react';
import type { FrameRuntime } from '../../frame/frame-runtime.js';
import { useChunk } from '../use-chunk.js';
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
  /** For the picker's removal (its chunk holds the code: most shoppers never remove). */
  runtime: FrameRuntime;
  setRemoving: Dispatch<SetStateAction<SavedMethods['removing']>>;
  /** Takes a removed method off the list. */
  drop(id: Json | undefined): void;
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
  // The picker's UI, imported on demand; a failed import leaves the new-card form, which pays.
  const chunk = useChunk(
    'the saved payment methods',
    () => import('./saved-methods.js'),
    () => {
      // Without its UI nothing saved can be shown, so nothing saved may pay or be saved.
      setSession((current) => current && { ...current, list: [], save: false });
      choose(NEW_CARD);
    },
  );
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

  return {
    list,
    choice,
    selected,
    removing,
    save,
    showSaveBox,
    canRemove: session?.remove === true && (list.length > 1 || session.removeLast),
    Picker: chunk.module?.SavedMethodsPicker ?? null,
    pending: chunk.pending,
    load,
    choose,
    askRemove: (id) => setRemoving(id === undefined ? null : { id }),
    runtime,
    setRemoving,
    drop: (id) =>
      setSession(
        (current) =>
          current && { ...current, list: current.list.filter((method) => method.id !== id) },
      ),
    setSave,
    collect(newMethod, saveable) {
      if (selected) return { saved_payment_method: selected.id ?? null };
      const data = newMethod() as JsonObject;
      // The controller turns the ticked box into setup_future_usage and allow_redisplay.
      return showSaveBox && saveable && save ? { ...data, save_payment_method: true } : data;
    },
  };
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
