import { BookOpen, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  icon?: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  /** 1 when the state is the whole page (a thing not found): its title is then the page's heading. */
  level?: 1 | 2;
};

export function EmptyState({ icon: Icon = BookOpen, title, description, action, level = 2 }: Props) {
  const Heading = `h${level}` as const;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-violet-50 text-violet-600">
        <Icon className="size-7" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-slate-500">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
