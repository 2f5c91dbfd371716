import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const PERKS = ['mocks', 'analytics', 'rank'] as const;

/** A static promo block (SPEC 2.6). */
export function UpgradePromo() {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.upgradePromo' });
  return (
    <section className="rounded-2xl bg-gradient-to-br from-violet-600 to-indigo-700 p-5 text-white shadow-sm">
      <div className="flex items-center gap-2">
        <Sparkles className="size-6 text-amber-300" />
        <h2 className="text-lg font-bold">{t('upgradeToPro')}</h2>
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-violet-100">
        {PERKS.map((perk) => (
          <li key={perk}>✓ {t(`perks.${perk}`)}</li>
        ))}
      </ul>
      <Link
        to="/tests"
        className="mt-4 inline-block rounded-lg bg-white px-4 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50"
      >
        {t('exploreTestSeries')}
      </Link>
    </section>
  );
}
