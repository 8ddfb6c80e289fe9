import {
  autofillFields,
  blurField,
  changeField,
  createFieldGroup,
  type FieldGroupState,
  type FieldValidator,
  focusField,
  pasteField,
  revalidate,
  showAllErrors,
} from './field-group.js';

export type VerificationType = 'EMAIL' | 'SMS' | 'WEBAUTHN';
export type VerificationStatus = 'NOT_STARTED' | 'PENDING' | 'SUCCESS' | 'ERROR';

export type WalletFormValues = { email: string; passcode: string };
type WalletField = keyof WalletFormValues;

export interface WalletVerificationState {
  available: VerificationType[];
  current: VerificationType | null;
  previous: VerificationType | null;
  start: Record<VerificationType, VerificationStatus>;
  confirm: Record<VerificationType, VerificationStatus>;
  emailResendPromptVisible: boolean;
  webauthnPrompted: boolean;
  /** A fallback type the effect layer should start (after a failed WebAuthn confirm). */
  startRequested: VerificationType | null;
}

/** The Link wallet's form: the shopper's e-mail, sign-in and verification. */
export interface WalletFormState extends FieldGroupState<WalletFormValues> {
  autofill: 'NONE' | 'OPT-OUT';
  authenticated: boolean;
  verification: WalletVerificationState;
  validate: FieldValidator<WalletFormValues>;
}

type Step = 'pending' | 'success' | 'error';

export type WalletFormAction =
  | {
      type: 'init';
      validate: FieldValidator<WalletFormValues>;
      email?: string;
      available?: VerificationType[];
    }
  | { type: 'field-changed'; field: WalletField; value: string }
  | { type: 'field-focused'; field: WalletField }
  | { type: 'field-blurred'; field: WalletField }
  | { type: 'field-pasted'; field: WalletField }
  | { type: 'email-autofilled'; email: string }
  | { type: 'show-all-errors' }
  | { type: 'autofill-opted-out' }
  | { type: 'autofill-opted-in' }
  | { type: 'verification-types-available'; available: VerificationType[] }
  | { type: 'verification-started'; verificationType: VerificationType; status: Step }
  | { type: 'verification-confirmed'; verificationType: VerificationType; status: Step }
  | { type: 'email-resend-prompt-shown' }
  | { type: 'phone-recollection-requested' }
  | { type: 'logout' }
  | { type: 'validator-changed'; validate: FieldValidator<WalletFormValues> };

const NOT_STARTED: Record<VerificationType, VerificationStatus> = {
  EMAIL: 'NOT_STARTED',
  SMS: 'NOT_STARTED',
  WEBAUTHN: 'NOT_STARTED',
};

const STATUS = { pending: 'PENDING', success: 'SUCCESS', error: 'ERROR' } as const;

function freshVerification(available: VerificationType[]): WalletVerificationState {
  return {
    available,
    current: null,
    previous: null,
    start: NOT_STARTED,
    confirm: NOT_STARTED,
    emailResendPromptVisible: false,
    webauthnPrompted: false,
    startRequested: null,
  };
}

export function initWalletForm(
  action: Extract<WalletFormAction, { type: 'init' }>,
): WalletFormState {
  return {
    ...createFieldGroup({ email: action.email ?? '', passcode: '' }, action.validate),
    autofill: 'NONE',
    authenticated: false,
    verification: freshVerification(action.available ?? []),
    validate: action.validate,
  };
}

function started(
  state: WalletVerificationState,
  type: VerificationType,
  step: Step,
): WalletVerificationState {
  const next = { ...state, start: { ...state.start, [type]: STATUS[step] }, startRequested: null };
  if (step === 'pending') return { ...next, emailResendPromptVisible: false };
  // A started WebAuthn runs beside the current type instead of replacing it.
  if (step === 'success' && type !== 'WEBAUTHN')
    return { ...next, previous: state.current, current: type };
  return next;
}

/**
 * After a failed WebAuthn confirm: keep the current type when WebAuthn ran beside it, else fall
 * back to the previous one, else to any other available type.
 */
function webauthnFallback(state: WalletVerificationState): WalletVerificationState {
  const candidates = [state.current, state.previous, ...state.available].filter(
    (type): type is VerificationType =>
      type !== null && type !== 'WEBAUTHN' && state.available.includes(type),
  );
  const fallback = candidates[0] ?? null;
  return {
    ...state,
    current: fallback,
    startRequested: fallback && state.start[fallback] === 'NOT_STARTED' ? fallback : null,
  };
}

function confirmed(
  state: WalletVerificationState,
  type: VerificationType,
  step: Step,
): WalletVerificationState {
  const next = {
    ...state,
    confirm: { ...state.confirm, [type]: STATUS[step] },
    webauthnPrompted: state.webauthnPrompted || type === 'WEBAUTHN',
  };
  return step === 'error' && type === 'WEBAUTHN' ? webauthnFallback(next) : next;
}

export function walletFormReducer(
  state: WalletFormState,
  action: WalletFormAction,
): WalletFormState {
  switch (action.type) {
    case 'init':
      return initWalletForm(action);
    case 'field-changed':
      return { ...state, ...changeField(state, action.field, action.value, state.validate) };
    case 'field-focused':
      return { ...state, ...focusField(state, action.field) };
    case 'field-blurred':
      return { ...state, ...blurField(state, action.field) };
    case 'field-pasted':
      return { ...state, ...pasteField(state, action.field) };
    case 'email-autofilled':
      return { ...state, ...autofillFields(state, { email: action.email }, state.validate) };
    case 'show-all-errors':
      return { ...state, ...showAllErrors(state) };
    case 'autofill-opted-out':
      return { ...state, autofill: 'OPT-OUT' };
    case 'autofill-opted-in':
      return { ...state, autofill: 'NONE' };
    case 'verification-types-available':
      return { ...state, verification: { ...state.verification, available: action.available } };
    case 'verification-started':
      return {
        ...state,
        verification: started(state.verification, action.verificationType, action.status),
      };
    case 'verification-confirmed': {
      const verification = confirmed(state.verification, action.verificationType, action.status);
      return {
        ...state,
        verification,
        authenticated: state.authenticated || action.status === 'success',
      };
    }
    case 'email-resend-prompt-shown':
      return { ...state, verification: { ...state.verification, emailResendPromptVisible: true } };
    case 'phone-recollection-requested':
      return { ...state, verification: { ...state.verification, current: 'EMAIL' } };
    case 'logout': {
      const values = { ...state.values, passcode: '' };
      return {
        ...state,
        ...revalidate({ ...state, values }, state.validate),
        authenticated: false,
        verification: freshVerification(state.verification.available),
      };
    }
    case 'validator-changed':
      return { ...state, ...revalidate(state, action.validate), validate: action.validate };
  }
}
