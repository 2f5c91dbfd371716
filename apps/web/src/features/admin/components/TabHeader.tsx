import type { ReactNode } from 'react';

type Props = { id: string; title: string; subtitle?: string; children: ReactNode };

/** A tab's heading and its action buttons, which wrap under it on phones. */
export function TabHeader({ id, title, subtitle, children }: Props) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {subtitle && <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p>}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
