import { useTranslation } from 'react-i18next';
import type { TimeWarning } from '../model/time-warning';

const LOOK: Record<TimeWarning, string> = {
  fiveMinutes: 'border-amber-300 bg-amber-50 text-amber-900',
  oneMinute: 'border-rose-300 bg-rose-50 text-rose-900',
};

/**
 * The 5-minute and 1-minute warnings. The live region is always there, so a screen reader announces each warning
 * the moment its text appears.
 */
const SECTION_TEXT = { fiveMinutes: 'sectionFiveMinutes', oneMinute: 'sectionOneMinute' } as const;

/** `section`: the time running out is a section's, after which the next one opens. */
export function TimeWarningBanner({ warning, section = false }: { warning: TimeWarning | null; section?: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.timeWarning' });
  return (
    <div aria-live="assertive" aria-atomic="true">
      {warning && (
        <p className={`rounded-xl border px-4 py-3 text-sm font-semibold ${LOOK[warning]}`}>
          {t(section ? SECTION_TEXT[warning] : warning)}
        </p>
      )}
    </div>
  );
}
