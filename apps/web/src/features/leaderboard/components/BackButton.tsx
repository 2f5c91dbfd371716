import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Back" above the page title. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="mb-3 inline-flex items-center gap-1 rounded-lg py-1 pr-2 text-sm font-semibold text-violet-700 hover:text-violet-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
    >
      <ChevronLeft className="size-4" />
      {t('leaderboard.backButton.back')}
    </button>
  );
}
