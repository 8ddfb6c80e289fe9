import { RemoteError, type ValidateAnswer, type WireError } from '@kassa/protocol';
import { MESSAGES } from './catalogue.js';
import type { FrameEntry, FrameRegistry } from './frame-registry.js';

/** Shipping, billing, e-mail (wallet or contact details), then payment errors, in that priority. */
const PRIORITY = {
  shippingAddress: 0,
  address: 1,
  linkAuthentication: 2,
  contactDetails: 2,
  taxId: 2,
} as Record<string, number> & { shippingAddress: number; address: number };
const PAYMENT_PRIORITY = 3;
/** Split card fields read as one form: number, then expiry, then CVC, whatever the mount order. */
const FIELD_ORDER: Record<string, number> = { cardNumber: 0, cardExpiry: 1, cardCvc: 2 };

export interface GateResult {
  error: WireError | null;
}

async function validateFrame(
  registry: FrameRegistry,
  frame: FrameEntry,
): Promise<WireError | null> {
  let answer: ValidateAnswer;
  try {
    answer = await registry.request(frame, 'validate', {});
  } catch (thrown) {
    // A frame that answered with an error said why; one that did not answer is gone.
    if (thrown instanceof RemoteError) return thrown.wire;
    return { type: 'invalid_request_error', message: MESSAGES.elementNotMounted };
  }
  if (answer.error !== null) return answer.error;
  if (!answer.complete) {
    return {
      type: 'validation_error',
      code: 'incomplete_payment_details',
      message: 'Your payment details are incomplete.',
    };
  }
  return null;
}

function rank(frame: FrameEntry): number {
  // An Address Element ranks as what it collects: shipping first, billing next.
  if (frame.elementType === 'address')
    return frame.mode === 'shipping' ? PRIORITY.shippingAddress : PRIORITY.address;
  return PRIORITY[frame.elementType] ?? PAYMENT_PRIORITY;
}

function byPriority(a: FrameEntry, b: FrameEntry): number {
  const field = (frame: FrameEntry) => FIELD_ORDER[frame.elementType] ?? 0;
  return rank(a) - rank(b) || field(a) - field(b) || a.order - b.order;
}

/**
 * Runs `validate` in every given frame so that all of them show their errors, and returns the
 * first error by priority. Frames are asked one at a time from the lowest priority to the
 * highest: each invalid frame focuses its first invalid field, so the most important one is
 * the one left with focus.
 */
export async function runValidationGate(
  registry: FrameRegistry,
  frames: FrameEntry[],
): Promise<GateResult> {
  const ordered = [...frames].sort(byPriority);
  let first: WireError | null = null;
  for (const frame of ordered.reverse()) {
    const error = await validateFrame(registry, frame);
    if (error !== null) first = error;
  }
  return { error: first };
}
