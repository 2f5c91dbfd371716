import X from 'lucide-react/icons/x';

type Props = { label: string; onClose: () => void; autoFocus?: boolean };

/** The × that closes a dialog, a sheet or the drawer. */
export function CloseButton({ label, onClose, autoFocus = false }: Props) {
  return (
    <button
      type="button"
      // biome-ignore lint/a11y/noAutofocus: only where the opener asks for it (the drawer opens on a press of the menu button)
      autoFocus={autoFocus}
      onClick={onClose}
      aria-label={label}
      className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
    >
      <X />
    </button>
  );
}
