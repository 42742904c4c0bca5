import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The props that tie an MUI TextField to a react-hook-form field of the staff dialogs:
 * `<TextField {...fieldProps(form, 'title', ' ')} label="大会名" />`. The field's error message
 * shows in place of `hint`, and marks the field as in error. (The public pages' native fields are
 * components/ui/field.tsx.)
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>,
  name: Path<T>,
  hint?: ReactNode,
) {
  // Passing formState makes the form re-render when this field's error comes or goes.
  const { error } = form.getFieldState(name, form.formState);
  return { ...form.register(name), error: !!error, helperText: error?.message ?? hint };
}
