import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api';

/**
 * Shows a refused submit inside its form: each of the form's fields the server names gets the message under it (the
 * first one also takes the focus); a failure that names none of them (wrong credentials, no connection) goes under the
 * whole form as `errors.root.server`, with `fallback` when the server said nothing.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
) {
  const named = error instanceof ApiError ? error.fieldErrors.filter(({ path }) => fields.some((f) => f === path)) : [];
  named.forEach(({ path, message }, index) => {
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (named.length === 0) setError('root.server', { type: 'server', message: errorMessage(error, fallback) });
}
