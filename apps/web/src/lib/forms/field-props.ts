import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

/**
 * A registered field's props for MUI's TextField and components/text-input. The ref reaches the
 * input, so a failed submit moves the focus to the first field in error; the error's message is
 * the helper text (the input's description), else `hint`.
 */
export function fieldProps<T extends FieldValues, C, V>(
  form: UseFormReturn<T, C, V>,
  name: FieldPath<T>,
  { hint, ...options }: RegisterOptions<T, FieldPath<T>> & { hint?: ReactNode } = {},
) {
  const { ref, ...field } = form.register(name, options);
  // Passing formState subscribes this render to the field's error only (not to every keystroke's dirty state).
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: !!message, helperText: message ?? hint };
}
