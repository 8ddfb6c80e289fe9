import {
  declineCodeField,
  declineMarksSavedPaymentFailed,
  declineRequiresCvcReentry,
} from '../card/index.js';
import type {
  ConfirmationError,
  PaymentFormAction,
  PaymentFormState,
} from './payment-form-state.js';

type Action<T extends PaymentFormAction['type']> = Extract<PaymentFormAction, { type: T }>;

export function toConfirmationError(
  error: Action<'confirmation-failed'>['error'],
): ConfirmationError {
  return { ...error, field: declineCodeField(error.code, error.declineCode) };
}

export function selectSavedPayment(state: PaymentFormState, id: string | null): PaymentFormState {
  const payment = id === null ? undefined : state.savedPayments.find((saved) => saved.id === id);
  const keepReopened = state.reopenedSavedPayment?.id === payment?.id;
  return {
    ...state,
    selectedSavedPayment: payment?.id ?? null,
    cvcConfirmationError: keepReopened ? state.cvcConfirmationError : null,
    reopenedSavedPayment: keepReopened
      ? state.reopenedSavedPayment
      : payment?.expired
        ? { id: payment.id, reason: 'expired', requiresCvc: false, error: null }
        : null,
  };
}

/**
 * A failed confirmation of a saved payment reopens it for editing with its error; only the
 * listed decline codes ask for the CVC again, and insufficient_funds does not mark it failed.
 */
export function savedPaymentConfirmationFailed(
  state: PaymentFormState,
  id: string,
  error: ConfirmationError,
): PaymentFormState {
  const decline = error.declineCode ?? error.code;
  const requiresCvc = declineRequiresCvcReentry(decline);
  const failed =
    declineMarksSavedPaymentFailed(decline) && !state.failedSavedPayments.includes(id)
      ? [...state.failedSavedPayments, id]
      : state.failedSavedPayments;
  return {
    ...state,
    selectedSavedPayment: id,
    failedSavedPayments: failed,
    cvcConfirmationError: requiresCvc ? error : null,
    reopenedSavedPayment: { id, reason: 'confirmation_failed', requiresCvc, error },
  };
}

export function updatingSavedPayment(
  state: PaymentFormState,
  action: Action<'updating-saved-payment'>,
): PaymentFormState {
  const status = ({ pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const)[
    action.status
  ];
  const next = { ...state, updatingSavedPayment: { id: action.id, status } };
  if (action.status !== 'success' || !action.payment) return next;
  const updated = action.payment;
  // A successful edit of the reopened payment closes it again, unless it is still expired.
  const closes = state.reopenedSavedPayment?.id === updated.id && !updated.expired;
  return {
    ...next,
    savedPayments: state.savedPayments.map((saved) => (saved.id === updated.id ? updated : saved)),
    reopenedSavedPayment: closes ? null : state.reopenedSavedPayment,
    cvcConfirmationError: closes ? null : state.cvcConfirmationError,
  };
}

export function removingSavedPayment(
  state: PaymentFormState,
  action: Action<'removing-saved-payment'>,
): PaymentFormState {
  const status = ({ pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const)[
    action.status
  ];
  const next = { ...state, removingSavedPayment: { id: action.id, status } };
  if (action.status !== 'success') return next;
  const savedPayments = state.savedPayments.filter((saved) => saved.id !== action.id);
  const removedSelected = state.selectedSavedPayment === action.id;
  return selectSavedPayment(
    {
      ...next,
      savedPayments,
      failedSavedPayments: state.failedSavedPayments.filter((id) => id !== action.id),
    },
    removedSelected ? (savedPayments[0]?.id ?? null) : state.selectedSavedPayment,
  );
}
