import { useTranslation } from 'react-i18next';
/** "Choose JSON file": a file input that looks like a button and hands over the chosen file. */
export function JsonFileButton({ onFile, disabled = false }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-violet-600 hover:bg-slate-50 has-disabled:cursor-not-allowed has-disabled:text-slate-400">
      {t('admin.jsonFileButton.chooseJsonFile')}
      <input
        type="file"
        accept=".json,application/json"
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is noticed.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
