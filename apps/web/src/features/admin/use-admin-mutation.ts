import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { type ApiResult, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useRefreshAdmin } from './api';

type Options<TVars, TData> = {
  mutationFn: (vars: TVars) => Promise<ApiResult<TData>>;
  /** The SPEC 8 text toasted on failure: a fallback behind the server's message, or built from the error. */
  errorText: string | ((error: unknown) => string);
  /** Toasted on success when the server sends no message; omit for a change that needs no toast. */
  successText?: string;
  onSuccess?: (result: ApiResult<TData>, vars: TVars) => void;
};

/**
 * An Admin Panel change: toasts the outcome (the server's message first) and, on success,
 * refreshes every admin list, since the dashboard's counts depend on several of them.
 */
export function useAdminMutation<TVars = void, TData = unknown>({
  mutationFn,
  errorText,
  successText,
  onSuccess,
}: Options<TVars, TData>) {
  const refreshAdmin = useRefreshAdmin();
  return useMutation({
    mutationFn,
    onError: (error) => {
      toast.error(typeof errorText === 'string' ? errorMessage(error, errorText) : errorText(error));
    },
    onSuccess: (result, vars) => {
      const text = result.message ?? successText;
      if (text) toast.success(text);
      void refreshAdmin();
      onSuccess?.(result, vars);
    },
  });
}

/** SPEC 8 bulk deletes: "Failed to delete users: {server message, or error text, or Unknown error}". */
export const bulkDeleteFailed = (what: 'users' | 'tests' | 'questions' | 'targetExams') => (error: unknown) =>
  i18n.t(`admin.bulkDeleteFailed.${what}`, {
    reason: error instanceof Error && error.message ? error.message : i18n.t('admin.unknownError'),
  });
