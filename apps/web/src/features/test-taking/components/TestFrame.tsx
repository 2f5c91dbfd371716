import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo';
import { LanguageToggle } from './LanguageToggle';

type Props = {
  /** The test's title, once known. */
  title?: string;
  /** The right end of the bar: the running test's clock, or the way back before it starts. */
  aside?: ReactNode;
  children: ReactNode;
};

/**
 * The frame a test is taken in, full screen (issue 15): a bar that stays at the top with the mark, the test's title,
 * the language toggle and its clock, and the page under it; none of the app's menus, sidebar or bell.
 */
export function TestFrame({ title, aside, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
          <Link to="/dashboard" aria-label={t('app.brand.mockPrepHome')} className="shrink-0 rounded-xl">
            <Logo compact />
          </Link>
          {/* Squeezed to a few letters (a phone, with the clock), the title would be noise: the page repeats it. */}
          <div className="@container min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900 @max-[6rem]:invisible">{title}</p>
          </div>
          <LanguageToggle compact />
          {aside && <div className="shrink-0">{aside}</div>}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
