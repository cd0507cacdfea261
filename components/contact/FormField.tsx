import type { ReactNode } from 'react';
import styles from './ContactForm.module.css';

interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown before the error. */
  errorIcon: ReactNode;
  hint?: string;
  /** Shown under the field beside the hint (e.g. a character count); decorative. */
  aside?: React.ReactNode;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/**
 * A labelled input or textarea. Its hint and error are tied to it with aria-describedby, so a
 * screen reader reads the error when the field gets focus; aria-invalid marks it as wrong.
 */
export function FormField({ id, label, value, onChange, error, errorIcon, hint, aside, multiline, type = 'text', autoComplete }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    // The form focuses the first invalid field by this name.
    name: id.replace(/^contact-/, ''),
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: styles.control,
  };
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {(hint || aside) && (
        <div className={styles.below}>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {aside}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {errorIcon}
          {error}
        </p>
      )}
    </div>
  );
}
