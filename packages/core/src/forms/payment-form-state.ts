import type { FieldErrors, FieldGroupState, FieldValue, FieldValues } from './field-group.js';

/** A request's progress: NONE, then PENDING, then SUCCESS or ERROR. */
export type RequestStatus = 'NONE' | 'PENDING' | 'SUCCESS' | 'ERROR';

export interface SavedPaymentSummary {
  id: string;
  type: string;
  /** A saved card past its expiry is shown with its errors when selected. */
  expired?: boolean;
}

/** A failed confirmation as the form keeps it; `field` is where it is shown (null: the form). */
export interface ConfirmationError {
  code: string;
  declineCode?: string;
  message?: string;
  field: string | null;
}

export interface ReopenedSavedPayment {
  id: string;
  reason: 'confirmation_failed' | 'expired';
  /** Only the listed decline codes ask for the CVC again. */
  requiresCvc: boolean;
  error: ConfirmationError | null;
}

export type PaymentFormValidator = (form: string, values: FieldValues) => FieldErrors<FieldValues>;

export interface PaymentFormState {
  availableForms: string[];
  selectedForm: string | null;
  forms: Record<string, FieldGroupState<FieldValues>>;
  confirmationErrors: Record<string, ConfirmationError>;
  savedPayments: SavedPaymentSummary[];
  selectedSavedPayment: string | null;
  updatingSavedPayment: { id: string | null; status: RequestStatus };
  removingSavedPayment: { id: string | null; status: RequestStatus };
  cvcConfirmationError: ConfirmationError | null;
  reopenedSavedPayment: ReopenedSavedPayment | null;
  /** Saved payments whose confirmation failed, for later display. */
  failedSavedPayments: string[];
  walletEmail: string;
  walletListed: boolean;
  validate: PaymentFormValidator;
}

export interface PaymentFormInit {
  availableForms: string[];
  /** Validators are injected: the reducer knows no field rules (card, address, e-mail…). */
  validate: PaymentFormValidator;
  initialValues?: Record<string, FieldValues>;
  selectedForm?: string | null;
  savedPayments?: SavedPaymentSummary[];
  selectedSavedPayment?: string | null;
  walletEmail?: string;
}

type RequestStep =
  | { status: 'pending'; id: string }
  | { status: 'success'; id: string; payment?: SavedPaymentSummary }
  | { status: 'error'; id: string };

export type PaymentFormAction =
  | ({ type: 'init' } & PaymentFormInit)
  | { type: 'field-changed'; form: string; field: string; value: FieldValue }
  | { type: 'field-focused'; form: string; field: string }
  | { type: 'field-blurred'; form: string; field: string }
  | { type: 'field-pasted'; form: string; field: string }
  | { type: 'fields-autofilled'; form: string; values: FieldValues }
  | { type: 'show-all-errors' }
  | { type: 'payment-method-selected'; form: string }
  | { type: 'available-forms-changed'; availableForms: string[] }
  | { type: 'saved-payment-selected'; id: string | null }
  | ({ type: 'updating-saved-payment' } & RequestStep)
  | ({ type: 'removing-saved-payment' } & RequestStep)
  | { type: 'wallet-listed' }
  | { type: 'wallet-hidden' }
  | { type: 'wallet-email-changed'; email: string }
  | { type: 'logout' }
  | {
      type: 'confirmation-failed';
      error: { code: string; declineCode?: string; message?: string };
      /** Set when the confirmed payment was a saved one. */
      savedPaymentId?: string;
    }
  | { type: 'validator-changed'; validate: PaymentFormValidator };
