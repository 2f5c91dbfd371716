import { GraduationCap } from 'lucide-react';

type Props = { compact?: boolean; onDark?: boolean };

/** The product mark and name; `compact` shows the mark only. */
export function Logo({ compact = false, onDark = false }: Props) {
  return (
    <span className="flex items-center gap-2">
      <span
        className={`flex size-9 shrink-0 items-center justify-center rounded-xl text-white ${onDark ? 'bg-white/15' : 'bg-gradient-to-br from-violet-600 to-indigo-600'}`}
      >
        <GraduationCap className="size-5" />
      </span>
      {!compact && (
        <span className={`text-lg font-extrabold tracking-tight ${onDark ? 'text-white' : 'text-slate-900'}`}>
          MockPrep
        </span>
      )}
    </span>
  );
}
