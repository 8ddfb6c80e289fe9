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

/** The id the provider gives the customer's own `shipping` among its saved addresses. */
const CUSTOMER_SHIPPING = 'customer_shipping';

/**
 * Updates (or, with null, removes) one of the customer's saved shipping addresses from the
 * Address Element's saved view (`address` names which; its own `shipping` by default), with the
 * group's customer session secret (no frame sees it), and keeps the session the frames that
 * mount later receive in step.
 */
export async function changeSavedAddress(
  api: ApiClient,
  group: GroupState,
  shipping: JsonObject | null,
  address: string = CUSTOMER_SHIPPING,
): Promise<SavedAddressChanged> {
  const secret = group.options.customerSessionClientSecret;
  if (typeof secret !== 'string') throw integrationError(NO_CUSTOMER_SESSION);
  const result = await api.post('elements/customer_addresses/shipping', {
    customer_session_client_secret: secret,
    ...(address === CUSTOMER_SHIPPING ? {} : { address }),
    shipping: shipping ?? '',
  });
  if (!result.ok) throw result.error;
  const saved = isJsonObject(result.body.shipping) ? result.body.shipping : null;
  const customer = group.session?.customer;
  if (isJsonObject(customer)) {
    if (address === CUSTOMER_SHIPPING) customer.shipping = saved;
    else {
      const list = Array.isArray(customer.saved_shipping_addresses)
        ? customer.saved_shipping_addresses
        : [];
      customer.saved_shipping_addresses =
        saved === null
          ? list.filter((entry) => !isJsonObject(entry) || entry.id !== address)
          : list.map((entry) =>
              isJsonObject(entry) && entry.id === address
                ? { id: address, shipping: saved }
                : entry,
            );
    }
  }
  return { shipping: saved };
}

/**
 * After a paid confirm with a shipping Address Element, asks the provider to save the payment's
 * shipping among the customer's addresses (it checks the payment is the session customer's and
 * paid, and keeps each place once). Only with a customer session; a refusal changes nothing for
 * the payment, which has succeeded.
 */
export async function saveShippingAfterPayment(
  api: ApiClient,
  group: GroupState | undefined,
  paymentIntentSecret: string,
): Promise<void> {
  const secret = group?.options.customerSessionClientSecret;
  if (typeof secret !== 'string') return;
  await api.post('elements/customer_addresses', {
    customer_session_client_secret: secret,
    payment_intent_client_secret: paymentIntentSecret,
  });
}
