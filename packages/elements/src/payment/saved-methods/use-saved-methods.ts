import type { Json } from '@kassa/protocol';
import { useState } from 'react';
import type { FrameRuntime } from '../../frame/frame-runtime.js';
import type { JsonObject } from '../../frame/json-read.js';
import {
  initialChoice,
  readSavedSession,
  type SavedCard,
  type SavedSession,
} from './saved-session.js';

/** The choice that shows the new-card form instead of a saved card. */
export const NEW_CARD = 'new';

export interface SavedMethods {
  session: SavedSession | null;
  /** A saved card's id, or NEW_CARD. */
  choice: string;
  selected: SavedCard | undefined;
  /** The card whose removal waits for the shopper's confirmation. */
  removing: SavedCard | undefined;
  removeFailed: boolean;
  busy: boolean;
  save: boolean;
  showSaveBox: boolean;
  canRemove: boolean;
  load(session: Json): void;
  choose(choice: string): void;
  askRemove(id: string | null): void;
  confirmRemove(): Promise<void>;
  setSave(save: boolean): void;
  /** The collect answer: the saved card's id, or the new card with the save request. */
  collect(newCard: () => Json): Json;
}

/**
 * Saved payment methods of a customer session: which one pays, removing one (detached by the
 * controller with the customer session's secret) and the "save for next time" box.
 */
export function useSavedMethods(runtime: FrameRuntime): SavedMethods {
  const [session, setSession] = useState<SavedSession | null>(null);
  const [choice, setChoice] = useState(NEW_CARD);
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [save, setSave] = useState(false);
  const cards = session?.cards ?? [];
  const selected = cards.find((card) => card.id === choice);
  const showSaveBox = session?.save === true && session.mode === 'payment';

  const load = (raw: Json) => {
    const next = readSavedSession(raw);
    setSession(next);
    setChoice((current) =>
      next.cards.some((card) => card.id === current && !card.expired)
        ? current
        : (initialChoice(next) ?? NEW_CARD),
    );
  };

  const confirmRemove = async () => {
    if (session === null || removingId === null) return;
    setBusy(true);
    setRemoveFailed(false);
    try {
      await runtime.request('saved-method-detach', { paymentMethod: removingId });
      const left = { ...session, cards: session.cards.filter((card) => card.id !== removingId) };
      setSession(left);
      if (choice === removingId) setChoice(initialChoice(left) ?? NEW_CARD);
      setRemovingId(null);
    } catch {
      setRemoveFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return {
    session,
    choice,
    selected,
    removing: cards.find((card) => card.id === removingId),
    removeFailed,
    busy,
    save,
    showSaveBox,
    canRemove: session?.remove === true && (cards.length > 1 || session.removeLast),
    load,
    choose: setChoice,
    askRemove(id) {
      setRemoveFailed(false);
      setRemovingId(id);
    },
    confirmRemove,
    setSave,
    collect(newCard) {
      if (selected !== undefined) return { saved_payment_method: selected.id };
      const data = newCard() as JsonObject;
      if (!showSaveBox || !save || session === null) return data;
      // allow_redisplay 'always' is what lets the next customer session show this card.
      const saving: JsonObject = { ...data, allow_redisplay: 'always' };
      if (!session.intentSaves) saving.setup_future_usage = session.saveUsage;
      return saving;
    },
  };
}

/** The change event for a saved card: complete, with the method as the session listed it. */
export function savedCardChange(card: SavedCard): JsonObject {
  return {
    elementType: 'payment',
    complete: true,
    empty: false,
    collapsed: false,
    value: { type: 'card', payment_method: card.method },
  };
}
