import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import classes from './field.module.css';

/*
 * Form controls for the public pages, drawn with native elements and CSS: MUI's TextField, Select
 * and Checkbox cost a phone ~70 kB and a long task when a form loads. Each takes react-hook-form's
 * register() props as they are (name, onChange, onBlur, ref).
 */

interface FieldLook {
  label: ReactNode;
  required?: boolean;
  /** The error message; the field is marked invalid while there is one. */
  error?: string;
  /** Shown under the control while there is no error. */
  helperText?: ReactNode;
  className?: string;
}

/** The ids and ARIA attributes that tie a control to its label and its helper or error text. */
function useFieldIds({ error, helperText }: Pick<FieldLook, 'error' | 'helperText'>) {
  const id = useId();
  const message = error || helperText;
  const helperId = `${id}-helper`;
  return {
    id,
    message,
    helperId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': message ? helperId : undefined,
    },
  };
}

/** The label above a control; the required mark is left out of the name, as MUI does. */
function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={classes.label}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function Helper({ id, message, error }: { id: string; message: ReactNode; error: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className={error ? `${classes.helper} ${classes.errorText}` : classes.helper}>
      {message}
    </p>
  );
}

const fieldClass = (error: string | undefined, className: string | undefined) =>
  [classes.field, error ? classes.invalid : '', className ?? ''].filter(Boolean).join(' ');

type TextFieldProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>, 'children' | 'className'> & {
    /** A <textarea> of `rows` lines instead of an <input>. */
    multiline?: boolean;
    rows?: number;
    ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  };

/** A labelled <input> (or <textarea> with `multiline`): MUI's outlined TextField, label above. */
export function TextField({
  label,
  required,
  error,
  helperText,
  className,
  multiline,
  rows = 3,
  type = 'text',
  ref,
  ...props
}: TextFieldProps) {
  const { id, message, helperId, aria } = useFieldIds({ error, helperText });
  // What the label, the helper text and the form need of either control.
  const bound = { id, required, ...aria };
  return (
    <div className={fieldClass(error, className)}>
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea
          {...props}
          {...bound}
          ref={ref as Ref<HTMLTextAreaElement>}
          rows={rows}
          className={`${classes.control} ${classes.textarea}`}
        />
      ) : (
        <input
          {...props}
          {...bound}
          ref={ref as Ref<HTMLInputElement>}
          type={type}
          className={classes.control}
        />
      )}
      <Helper id={helperId} message={message} error={!!error} />
    </div>
  );
}

type SelectFieldProps = FieldLook &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className' | 'multiple'> & {
    options: readonly string[];
    /**
     * The text of the empty option. An optional select can go back to it (（選択しない）); a
     * required one shows it (選択してください) until the visitor chooses, and cannot choose it.
     */
    emptyLabel?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/**
 * A labelled native <select>: on a phone it opens the system's own picker, and it needs no script
 * to open, move or close.
 */
export function SelectField({
  label,
  required,
  error,
  helperText,
  className,
  options,
  emptyLabel = required ? '選択してください' : '（選択しない）',
  ref,
  ...props
}: SelectFieldProps) {
  const { id, message, helperId, aria } = useFieldIds({ error, helperText });
  // Uncontrolled without a value, the browser would select the first enabled option (the first
  // choice of a required select) rather than the empty one.
  const initial = props.value === undefined && props.defaultValue === undefined ? { defaultValue: '' } : {};
  return (
    <div className={fieldClass(error, className)}>
      <Label htmlFor={id} label={label} required={required} />
      <select
        {...initial}
        {...props}
        ref={ref}
        id={id}
        required={required}
        {...aria}
        className={`${classes.control} ${classes.select}`}
      >
        <option value="" disabled={required}>
          {emptyLabel}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Helper id={helperId} message={message} error={!!error} />
    </div>
  );
}

type CheckboxFieldProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'className' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A native checkbox with its label beside it (the whole label is the tap target). Its required
 * mark is part of its name (「参加規約に同意 *」), as it was when drawn with MUI's FormControlLabel.
 */
export function CheckboxField({
  label,
  required,
  error,
  helperText,
  className,
  ref,
  ...props
}: CheckboxFieldProps) {
  const { id, message, helperId, aria } = useFieldIds({ error, helperText });
  return (
    <div className={fieldClass(error, className)}>
      <label htmlFor={id} className={classes.checkLabel}>
        <input
          {...props}
          ref={ref}
          id={id}
          type="checkbox"
          required={required}
          {...aria}
          className={classes.checkbox}
        />
        <span>
          {label}
          {required ? ' *' : ''}
        </span>
      </label>
      <Helper id={helperId} message={message} error={!!error} />
    </div>
  );
}
