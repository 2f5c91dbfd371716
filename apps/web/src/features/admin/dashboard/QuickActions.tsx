import { BookOpen, ChevronRight, CircleUserRound, ClipboardCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminTabId } from '../tabs';

const ACTIONS = [
  { tab: 'users', icon: CircleUserRound },
  { tab: 'tests', icon: BookOpen },
  { tab: 'questions', icon: ClipboardCheck },
] as const satisfies readonly { tab: AdminTabId; icon: LucideIcon }[];

/** Shortcuts to the Users, Tests and Questions tabs. */
export function QuickActions({ onOpenTab }: { onOpenTab: (tab: AdminTabId) => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.dashboard.quickActions' });
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="quick-actions-title" className="font-semibold text-slate-900">
        {t('quickActions')}
      </h3>
      <ul className="mt-3 space-y-2">
        {ACTIONS.map((action) => (
          <li key={action.tab}>
            <button
              type="button"
              onClick={() => onOpenTab(action.tab)}
              className="flex w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-left transition-colors hover:border-violet-300 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-violet-100 text-violet-700">
                <action.icon />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{t(`actions.${action.tab}.label`)}</span>
                <span className="block text-xs text-slate-500">{t(`actions.${action.tab}.description`)}</span>
              </span>
              <ChevronRight className="size-4 text-muted" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
