import type { ElementCommand, Json, WireError } from '@kassa/protocol';
import { wireErrorJson } from './json-read.js';

export interface ValidateResult {
  complete: boolean;
  error: WireError | null;
}

/** What a frame's UI answers; registered once the React app has mounted. */
export interface ElementHandlers {
  validate(): ValidateResult;
  collect(): Json;
  confirmError(error: WireError): void;
  command(command: ElementCommand['command'], payload: Json): void;
  broadcast(event: string, payload: Json): void;
}

type Deferred =
  | { kind: 'command'; command: ElementCommand['command']; payload: Json }
  | { kind: 'broadcast'; event: string; payload: Json };

/**
 * Holds the UI's handlers. Commands and broadcasts that arrive before the UI has registered
 * (the controller replays group state as soon as the port connects) are kept and replayed.
 */
export class HandlerSlot {
  #handlers: ElementHandlers | null = null;
  readonly #deferred: Deferred[] = [];

  set(handlers: ElementHandlers | null): void {
    this.#handlers = handlers;
    while (this.#handlers !== null && this.#deferred.length > 0) {
      const item = this.#deferred.shift();
      if (item !== undefined) this.deliver(item);
    }
  }

  deliver(item: Deferred): void {
    const handlers = this.#handlers;
    if (handlers === null) this.#deferred.push(item);
    else if (item.kind === 'command') handlers.command(item.command, item.payload);
    else handlers.broadcast(item.event, item.payload);
  }

  /** Answers a controller request; throws (becoming a port-error) when it cannot. */
  answer(action: string, payload: Json): Json {
    const handlers = this.#handlers;
    if (handlers === null) throw new Error('The element is not ready yet.');
    switch (action) {
      case 'validate': {
        const { complete, error } = handlers.validate();
        return { complete, error: error === null ? null : wireErrorJson(error) };
      }
      case 'collect':
        return handlers.collect();
      case 'confirm-error':
        handlers.confirmError(readWireError(payload));
        return null;
      default:
        throw new Error(`Unknown action: ${action}`);
    }
  }
}

function readWireError(payload: Json): WireError {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    const { message, type } = payload;
    if (typeof message === 'string' && typeof type === 'string') return payload as WireError;
  }
  throw new Error('confirm-error expects a wire error with a type and a message');
}
