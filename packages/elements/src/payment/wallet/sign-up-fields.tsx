import type { WalletSheetKey } from '../../i18n/wallet-sheet-english.js';

interface SignUpFieldsProps {
  /** Prefix of the fields' ids: `<prefix>-phone`, `-name`, `-phone-error`, `-consent`. */
  idPrefix: string;
  phone: string;
  name: string;
  /** The e-mail the consent names. */
  email: string;
  /** The phone's message, shown under it, if any. */
  phoneError: string | undefined;
  readOnly?: boolean;
  consentClassName: string;
  text: (key: WalletSheetKey, vars?: Record<string, string>) => string;
  onPhone(value: string): void;
  onName(value: string): void;
  /** Leaving the phone field (a typed phone shows its error then). */
  onPhoneBlur(): void;
}

/**
 * The wallet sign-up's fields after its box is ticked (phone, optional name, the consent that
 * names the e-mail), shared by the Payment Element's sign-up and the `linkSignup` element.
 */
export function SignUpFields(props: SignUpFieldsProps) {
  const { idPrefix, phone, name, email, phoneError, readOnly, text } = props;
  const ids = {
    phone: `${idPrefix}-phone`,
    name: `${idPrefix}-name`,
    error: `${idPrefix}-phone-error`,
    consent: `${idPrefix}-consent`,
  };
  return (
    <>
      <div className="Field">
        <label className="Label" htmlFor={ids.phone}>
          {text('walletSheet.phone')}
        </label>
        <input
          id={ids.phone}
          className={`Input${phoneError === undefined ? '' : ' Input--invalid'}`}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          readOnly={readOnly}
          aria-invalid={phoneError !== undefined}
          aria-describedby={phoneError === undefined ? ids.consent : ids.error}
          onChange={(event) => props.onPhone(event.currentTarget.value)}
          onBlur={props.onPhoneBlur}
        />
        {phoneError === undefined ? null : (
          <p id={ids.error} className="Error" role="alert">
            {phoneError}
          </p>
        )}
      </div>
      <div className="Field">
        <label className="Label" htmlFor={ids.name}>
          {text('walletSheet.link.nameOptional')}
        </label>
        <input
          id={ids.name}
          className="Input"
          type="text"
          autoComplete="name"
          value={name}
          readOnly={readOnly}
          onChange={(event) => props.onName(event.currentTarget.value)}
        />
      </div>
      <p id={ids.consent} className={props.consentClassName}>
        {text('walletSheet.link.consent', { email })}
      </p>
    </>
  );
}
