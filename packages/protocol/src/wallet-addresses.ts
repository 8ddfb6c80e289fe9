/**
 * The wallet's saved shipping addresses in the group's `wallet` broadcast (a verified shopper's),
 * in the Address Element's value shape, the default first. The Address Element (shipping mode)
 * offers them in its saved view; a `wallet` broadcast without them (null: logged out, not
 * verified) takes them away.
 */
import { asObject, asString } from './json.js';
import type { Json } from './messages.js';

/** A shipping address saved in the wallet, as an Address Element's value spells it. */
export interface WalletShippingAddress {
  id: string;
  isDefault: boolean;
  name: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/**
 * The `shippingAddresses` of a `wallet` broadcast: every entry with an id and a country, the
 * default first; none for any other payload.
 */
export function readWalletShippingAddresses(payload: Json): WalletShippingAddress[] {
  const listed = asObject(payload).shippingAddresses;
  if (!Array.isArray(listed)) return [];
  const read: WalletShippingAddress[] = [];
  for (const raw of listed) {
    const entry = asObject(raw);
    const address = asObject(entry.address);
    const id = asString(entry.id);
    const country = asString(address.country);
    if (id === undefined || country === undefined) continue;
    const text = (value: Json | undefined) => asString(value) ?? '';
    read.push({
      id,
      isDefault: entry.isDefault === true,
      name: text(entry.name),
      address: {
        line1: text(address.line1),
        line2: asString(address.line2) ?? null,
        city: text(address.city),
        state: text(address.state),
        postal_code: text(address.postal_code),
        country,
      },
    });
  }
  return read.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
