import {
  integrationError,
  isJsonObject,
  type JsonObject,
  type SavedAddressChanged,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import type { GroupState } from './group-state.js';

const NO_CUSTOMER_SESSION =
  'Changing a saved address needs the Elements group to be created with a customerSessionClientSecret.';

/**
 * Updates (or, with null, removes) the customer's saved shipping address from the Address
 * Element's saved view, with the group's customer session secret (no frame sees it), and keeps
 * the session the frames that mount later receive in step.
 */
export async function changeSavedAddress(
  api: ApiClient,
  group: GroupState,
  shipping: JsonObject | null,
): Promise<SavedAddressChanged> {
  const secret = group.options.customerSessionClientSecret;
  if (typeof secret !== 'string') throw integrationError(NO_CUSTOMER_SESSION);
  const result = await api.post('elements/customer_addresses/shipping', {
    customer_session_client_secret: secret,
    shipping: shipping ?? '',
  });
  if (!result.ok) throw result.error;
  const saved = isJsonObject(result.body.shipping) ? result.body.shipping : null;
  const customer = group.session?.customer;
  if (isJsonObject(customer)) customer.shipping = saved;
  return { shipping: saved };
}
