import { useSearchParams } from 'react-router';

/** The Admin Panel's tabs in SPEC 2.13 order; the id is the ?tab= value of the URL. */
export const ADMIN_TABS = [
  'dashboard',
  'users',
  'tests',
  'questions',
  'payments',
  'target-exams',
  'promo-codes',
  'support',
  'audit-log',
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number];

const isTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab === value);

/** The open tab, kept in the URL so a reload or a shared link opens the same tab (Dashboard by default). */
export function useAdminTab(): [AdminTabId, (tab: AdminTabId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const open = (tab: AdminTabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [isTab(value) ? value : 'dashboard', open];
}
