import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

type Props = { icon?: IconName; title: string; description?: string; action?: ReactNode };

export function EmptyState({ icon = 'book', title, description, action }: Props) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-violet-50 text-violet-600">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
