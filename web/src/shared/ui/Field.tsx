import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './Field.module.css';

interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label, read out with the control. */
  hint?: ReactNode;
  /** What is wrong with the value: shown, read out with the control, and the control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  /** The label beside the control (a sort select in a toolbar) instead of above it. */
  inline?: boolean;
  /** On phones the label is for screen readers only (a toolbar where the options speak for themselves). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A form field: its label, required mark, hint and error message, tied to the one control inside it
 * (TextInput or Select) by id, aria-describedby and aria-invalid.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  inline = false,
  compact = false,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControl = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    required: required || undefined,
  };
  return (
    <div className={inline ? `${styles.field} ${styles.inline}` : styles.field}>
      <label className={compact ? `${styles.label} ${styles.compactLabel}` : styles.label} htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldContext value={control}>{children}</FieldContext>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The visible asterisk; the control's `required` tells screen readers. */
function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

function useFieldControl(): FieldControl | Record<string, never> {
  return useContext(FieldContext) ?? {};
}

export function TextInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const control = useFieldControl();
  return <input className={[styles.input, className].filter(Boolean).join(' ')} {...control} {...rest} />;
}

/** Several lines of text (a review), as tall as a few lines and growing downwards only. */
export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl();
  return (
    <textarea
      className={[styles.input, styles.textarea, className].filter(Boolean).join(' ')}
      {...control}
      {...rest}
    />
  );
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  const control = useFieldControl();
  return (
    <span className={styles.selectWrap}>
      <select className={[styles.select, className].filter(Boolean).join(' ')} {...control} {...rest} />
    </span>
  );
}

export interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it, the whole row a tap target. */
export function Checkbox({ label, className, ...rest }: ChoiceProps) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.box} {...rest} />
      <span className={styles.choiceLabel}>{label}</span>
    </label>
  );
}

/** A radio button with its label beside it; put the group in a ChoiceGroup. */
export function Radio({ label, className, ...rest }: ChoiceProps) {
  return (
    <label className={[styles.choice, className].filter(Boolean).join(' ')}>
      <input type="radio" className={`${styles.box} ${styles.radio}`} {...rest} />
      <span className={styles.choiceLabel}>{label}</span>
    </label>
  );
}

export interface ChoiceGroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/** Checkboxes or radio buttons that belong together: a fieldset named by its legend, with hint and error. */
export function ChoiceGroup({
  legend,
  hint,
  error,
  required,
  children,
  'data-testid': testId,
}: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
