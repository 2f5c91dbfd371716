import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  violet: 'bg-violet-50 text-violet-600',
  green: 'bg-emerald-50 text-emerald-600',
  amber: 'bg-amber-50 text-amber-600',
  blue: 'bg-sky-50 text-sky-600',
  red: 'bg-rose-50 text-rose-600',
} as const;

type Props = { label: string; value: ReactNode; icon?: LucideIcon; tone?: keyof typeof TONES; hint?: ReactNode };

/** A labelled figure: used by the dashboard, results and test-taking screens. */
export function StatCard({ label, value, icon: Icon, tone = 'violet', hint }: Props) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {Icon && (
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${TONES[tone]}`}>
          <Icon className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-500">{label}</p>
        <p className="text-lg font-bold text-slate-900 tabular-nums">{value}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
    </div>
  );
}
