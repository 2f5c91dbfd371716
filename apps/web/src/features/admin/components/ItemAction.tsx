import type { LucideIcon } from 'lucide-react';

const TONES = {
  violet: 'text-violet-700 hover:bg-violet-50',
  slate: 'text-slate-700 hover:bg-slate-100',
  rose: 'border border-rose-300 text-rose-700 hover:bg-rose-50',
} as const;

type Props = {
  icon: LucideIcon;
  label: string;
  /** Read after the label by screen readers, so a list of "Edit" buttons says which item each edits. */
  item: string;
  tone?: keyof typeof TONES;
  onClick: () => void;
};

/** A small text button acting on one card or row of an admin list. */
export function ItemAction({ icon: Icon, label, item, tone = 'violet', onClick }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${label} ${item}`}
      className={`inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-violet-600 ${TONES[tone]}`}
    >
      <Icon className="size-4" />
      {label}
    </button>
  );
}
