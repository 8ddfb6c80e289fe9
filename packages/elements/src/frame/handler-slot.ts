import {
  asObject,
  type ElementAction,
  type ElementCommand,
  type ElementRequests,
  type Json,
  readConfirmError,
  type WireError,
  wireErrorJson,
} from '@kassa/protocol';

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
  // TypeScript-private and assigned in the constructor rather than #private fields: frames target
  // Safari 15, for which Rolldown lowers class fields into WeakMap helpers (see RemoteError).
  declare private handlers: ElementHandlers | null;
  declare private readonly deferred: Deferred[];

  constructor() {
    this.handlers = null;
    this.deferred = [];
  }

  set(handlers: ElementHandlers | null): void {
    this.handlers = handlers;
    while (this.handlers !== null && this.deferred.length > 0) {
      const item = this.deferred.shift();
      if (item !== undefined) this.deliver(item);
    }
  }

  deliver(item: Deferred): void {
    const handlers = this.handlers;
    if (handlers === null) this.deferred.push(item);
    else if (item.kind === 'command') handlers.command(item.command, item.payload);
    else handlers.broadcast(item.event, item.payload);
  }

  /**
   * Answers a controller request (ElementRequests: validate, collect, confirm-error); throws
   * (becoming a port-error) when it cannot.
   */
  answer(action: string, payload: Json): ElementRequests[ElementAction]['result'] {
    const handlers = this.handlers;
    if (handlers === null) throw new Error('The element is not ready yet.');
    switch (action) {
      case 'validate': {
        const { complete, error } = handlers.validate();
        return { complete, error: error === null ? null : wireErrorJson(error) };
      }
      case 'collect':
        return asObject(handlers.collect());
      case 'confirm-error':
        handlers.confirmError(readConfirmError(payload));
        return null;
      default:
        throw new Error(`Unknown action: ${action}`);
    }
  }
}
