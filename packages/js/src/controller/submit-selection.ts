import { collectDetails, paymentFrames } from './confirm.js';
import type { FrameRegistry } from './frame-registry.js';
import type { GroupState } from './group-state.js';
import { sessionSavedMethod } from './saved-method.js';

/**
 * The type elements.submit() reports: the method the shopper chose in the element that holds
 * the payment details (a saved method's own type, else the collected form's type), not the
 * session's first type, which is only the answer when no such element is mounted.
 */
export async function selectedMethodType(
  registry: FrameRegistry,
  group: GroupState,
): Promise<string> {
  const frames = paymentFrames(registry, group.id, undefined);
  const collected =
    frames.length > 0 ? await collectDetails(registry, frames).catch(() => null) : null;
  // A wallet card pays with Link, as Stripe.js reports it.
  if (typeof collected?.link_payment_details === 'string') return 'link';
  const saved = collected?.saved_payment_method;
  if (typeof saved === 'string') {
    const type = sessionSavedMethod(group, saved)?.type;
    return typeof type === 'string' ? type : 'card';
  }
  if (typeof collected?.type === 'string') return collected.type;
  // The card element and the split card fields collect a card without naming its type.
  if (collected !== null) return 'card';
  const types = group.session?.ordered_payment_method_types_and_wallets;
  return Array.isArray(types) && typeof types[0] === 'string' ? types[0] : 'card';
}
