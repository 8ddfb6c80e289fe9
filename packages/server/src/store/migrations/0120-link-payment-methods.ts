// PaymentMethods of type `link`: Stripe shows only the wallet's e-mail on them, but a payment
// with one is made with the wallet card behind it. `funding` keeps that card's details as the
// wallet shared it (brand, country, last4, a per-merchant fingerprint; never a number), so a
// charge can say which country funded it; null for every other method.
export const sql = `
ALTER TABLE payment_methods ADD COLUMN funding jsonb;
`;
