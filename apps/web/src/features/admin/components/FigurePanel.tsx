import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode; icon: LucideIcon };

/** A titled card of labelled figures, one a line (Recent Activity, Platform Health). */
export function FigurePanel({ title, figures }: { title: string; figures: Figure[] }) {
  const titleId = `figures-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <dl className="mt-3 divide-y divide-slate-100">
        {figures.map((figure) => (
          <div key={figure.label} className="flex items-center justify-between gap-3 py-2.5">
            <dt className="flex items-center gap-2 text-sm text-slate-600">
              <figure.icon className="size-4 text-violet-500" />
              {figure.label}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
