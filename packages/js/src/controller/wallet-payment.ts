import { walletTestCard } from '@kassa/core';
import { integrationError, type JsonObject, type WalletPaymentRequest } from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { errorResult } from './payload.js';

const WALLETS = ['apple_pay', 'google_pay'];

/**
 * The test wallet sheet's payment: the card the shopper picked is tokenized as that wallet
 * tokenizes (`card[tokenization_method]`), and for a merchant listening to `paymentmethod` a
 * PaymentMethod is made from the token with the sheet's contact as billing details. Only a
 * test card id comes in, so no card number ever passes through the merchant page.
 */
export async function walletPayment(
  api: ApiClient,
  request: WalletPaymentRequest,
): Promise<JsonObject> {
  const card = walletTestCard(request.card);
  if (card === undefined || !WALLETS.includes(request.wallet)) {
    throw integrationError('The wallet sheet named a wallet or test card Kassa does not have.');
  }
  const now = new Date();
  const tokenize = () =>
    api.post('tokens', {
      card: {
        number: card.number,
        exp_month: 12,
        exp_year: now.getUTCFullYear() + 3,
        tokenization_method: request.wallet,
      },
    });
  const tokenResult = await tokenize();
  if (!tokenResult.ok) return errorResult(tokenResult.error);
  const result: JsonObject = {};
  if (request.token) result.token = tokenResult.body;
  // A token is spent once: each object after the merchant's own token gets a fresh one.
  let spent = request.token === true;
  const unspent = async () => {
    const fresh = spent ? await tokenize() : tokenResult;
    spent = true;
    return fresh;
  };
  if (request.paymentMethod) {
    const source = await unspent();
    if (!source.ok) return errorResult(source.error);
    const method = await api.post('payment_methods', {
      type: 'card',
      card: { token: source.body.id },
      billing_details: request.billingDetails,
    });
    if (!method.ok) return errorResult(method.error);
    result.paymentMethod = method.body;
  }
  if (request.source === true) {
    // The legacy `source` event: a reusable card Source, its owner what the sheet collected.
    const token = await unspent();
    if (!token.ok) return errorResult(token.error);
    const source = await api.post('sources', {
      type: 'card',
      token: token.body.id,
      owner: request.billingDetails,
    });
    if (!source.ok) return errorResult(source.error);
    result.source = source.body;
  }
  return result;
}
