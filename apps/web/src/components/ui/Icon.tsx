/** The two outline icons the dialog and exam picker primitives still draw; the rest of the app uses lucide-react. */
const PATHS = {
  chevronDown: 'm19.5 8.25-7.5 7.5-7.5-7.5',
  close: 'M6 18 18 6M6 6l12 12',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
