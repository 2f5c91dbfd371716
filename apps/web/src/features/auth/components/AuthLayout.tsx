import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../components/ui/Logo';

const HIGHLIGHTS = ['mocks', 'solutions', 'rank'] as const;

type Props = { title: string; subtitle: string; children: ReactNode; footer: ReactNode };

/** The frame of the login and signup screens: a brand panel on wide screens, the form card beside it. */
export function AuthLayout({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'auth.authLayout' });
  return (
    <div className="flex min-h-dvh bg-slate-50">
      <aside
        aria-label={t('about')}
        className="hidden w-5/12 flex-col justify-between bg-gradient-to-br from-violet-700 via-violet-600 to-indigo-700 p-12 text-white lg:flex"
      >
        <Logo onDark />
        <div>
          <h2 className="text-4xl leading-tight font-bold">{t('practiseSmarterRankHigher')}</h2>
          <ul className="mt-8 space-y-4 text-violet-100">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex items-center gap-3">
                <span className="flex size-6 items-center justify-center rounded-full bg-white/20 text-sm">✓</span>
                {t(`highlights.${highlight}`)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-violet-200">{t('jeeNeetSscBankingUpsc')}</p>
      </aside>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-6 flex justify-center lg:hidden">
            <Logo />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1 mb-6 text-sm text-slate-600">{subtitle}</p>
            {children}
          </div>
          <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
        </div>
      </main>
    </div>
  );
}
