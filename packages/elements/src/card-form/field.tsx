import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  /** Drawn inside the input's box, e.g. the brand icon. */
  adornment?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled field with its error underneath, the error tied to the input by id. */
export function Field({ id, label, error, adornment, className, children }: FieldProps) {
  return (
    <div className={`Field${className === undefined ? '' : ` ${className}`}`}>
      <label className="Label" htmlFor={id}>
        {label}
      </label>
      <div className="InputBox">
        {children}
        {adornment === undefined ? null : <span className="InputAdornment">{adornment}</span>}
      </div>
      {error === undefined ? null : (
        <div className="Error" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}
