/** A postal address as Stripe renders it on billing details, customers and shipping. */
export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export type AddressInput = { [K in keyof Address]?: string | undefined };

/** Stripe's address shape: every part present, null where nothing was given. */
export function addressFields(input: AddressInput | undefined): Address {
  return {
    city: input?.city ?? null,
    country: input?.country ?? null,
    line1: input?.line1 ?? null,
    line2: input?.line2 ?? null,
    postal_code: input?.postal_code ?? null,
    state: input?.state ?? null,
  };
}

/** An address that may be absent as a whole (a customer's), or its full shape. */
export function addressObject(input: AddressInput | undefined): Address | null {
  return input ? addressFields(input) : null;
}
