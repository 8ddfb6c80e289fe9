import { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import { paymentMethodFromCardToken } from './card-token-methods.js';
import { cardFields, onlyToken, type PaymentMethodService } from './payment-method-service.js';
import type { StoredPaymentMethod } from './stored-method.js';
import {
  type ConfirmMethodData,
  isTypedPaymentMethod,
  type TypedPaymentMethodParams,
} from './typed-payment-method-params.js';

/**
 * The new payment method a confirm's payment_method_data describes, not stored yet: a card
 * from its fields or from a card token (spending the token), or a non-card type from its data.
 */
export async function methodFromData(
  db: Queryable,
  methods: PaymentMethodService,
  account: Account,
  data: ConfirmMethodData,
  now: Date,
): Promise<StoredPaymentMethod> {
  const type = data.type ?? '';
  if (type === 'card') {
    const token = data.card?.token;
    if (token === undefined) {
      return methods.build(account, {
        ...data,
        type,
        card: cardFields(data.card, 'payment_method_data[card]'),
      });
    }
    return paymentMethodFromCardToken(
      db,
      account,
      { ...data, token: onlyToken(data.card ?? {}, token, 'payment_method_data[card]') },
      now,
      'payment_method_data[card][token]',
    );
  }
  if (isTypedPaymentMethod(type)) {
    return methods.buildTyped(account, type, data as TypedPaymentMethodParams);
  }
  if (type === 'link') {
    // A link method needs the shopper's wallet session: the payment form makes it first.
    throw new ApiError(
      'parameter_invalid_value',
      'Invalid payment_method_data[type]: a link PaymentMethod is made from the wallet with POST /v1/payment_methods (type=link and the consumer session); confirm with its id as payment_method.',
      { param: 'payment_method_data[type]' },
    );
  }
  throw new ApiError(
    'parameter_invalid_value',
    `Invalid payment_method_data[type]: "${type}" is not a payment method type.`,
    { param: 'payment_method_data[type]' },
  );
}
