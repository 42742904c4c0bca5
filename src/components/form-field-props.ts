import type { ReactNode } from 'react';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * The props that tie an MUI TextField to a react-hook-form field of the staff dialogs:
 * `<TextField {...fieldProps(form, 'title', ' ')} label="大会名" />`. The field's error message
 * shows in place of `hint`, and marks the field as in error. (The public pages' native fields are
 * components/ui/field.tsx.)
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
  hint?: ReactNode,
) {
  // Reading formState.errors subscribes the form to errors only. getFieldState(name, formState)
  // would also subscribe it to dirty and touched state: a re-render of the whole dialog per keystroke.
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: !!error, helperText: error?.message ?? hint };
}
