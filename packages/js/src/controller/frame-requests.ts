import { INVALID_BIN_PREFIX_MESSAGE, isValidBinPrefix } from '@kassa/core';
import type { Json } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { unknownAction } from './catalogue.js';
import type { FrameRegistry, FrameRequestHandler } from './frame-registry.js';
import type { GroupState } from './group-state.js';
import { readString } from './payload.js';
import { detachSavedMethod } from './saved-method.js';

const invalid = (message: string) => ({ type: 'invalid_request_error', message });

/**
 * What element frames ask the controller over their port: `card-brand` (broadcast to the
 * frame's group so the split cvc field knows the brand) and `card-metadata` (the account ranges
 * of a BIN, cached per BIN for the controller's life; a failed lookup is an empty list and is
 * asked again next time, spec 002 §8) and `saved-method-detach` (the Payment Element's remove
 * control; the controller holds the customer session secret, the frame never sees it).
 */
export function frameRequests(
  api: ApiClient,
  registry: () => FrameRegistry,
  group: (groupId: string) => GroupState | undefined,
): FrameRequestHandler {
  const ranges = new Map<string, Promise<Json[]>>();
  const lookup = (bin: string): Promise<Json[]> => {
    const cached = ranges.get(bin);
    if (cached !== undefined) return cached;
    const pending = api.get('card-metadata', { bin_prefix: bin }).then((result) => {
      const list = result.ok ? result.body.card_metadata_list : undefined;
      if (Array.isArray(list)) return list;
      ranges.delete(bin);
      return [];
    });
    ranges.set(bin, pending);
    return pending;
  };
  return async (frame, action, payload) => {
    if (action === 'card-brand') {
      const brand = readString(payload, 'brand');
      if (brand === undefined) throw invalid('card-brand needs a brand.');
      registry().broadcast(frame.groupId, 'card-brand', { brand });
      return null;
    }
    if (action === 'card-metadata') {
      const bin = readString(payload, 'binPrefix') ?? '';
      if (!isValidBinPrefix(bin)) throw invalid(INVALID_BIN_PREFIX_MESSAGE);
      return { ranges: await lookup(bin) };
    }
    if (action === 'saved-method-detach') {
      const id = readString(payload, 'paymentMethod');
      const state = group(frame.groupId);
      // Only the Payment Element lists saved methods; other frames have no business removing one.
      if (id === undefined || state === undefined || frame.elementType !== 'payment')
        throw invalid('saved-method-detach needs a paymentMethod, from a Payment Element.');
      return detachSavedMethod(api, state, id);
    }
    throw invalid(unknownAction(action));
  };
}
