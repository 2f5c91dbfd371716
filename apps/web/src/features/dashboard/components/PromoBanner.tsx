import { DASHBOARD_BANNER_MS } from '@mockprep/contract';
import { ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaQuery } from '../../../lib/use-media-query';

const SLIDES = [
  { id: 'tests', to: '/tests', tone: 'from-violet-600 to-indigo-600' },
  { id: 'leaderboard', to: '/leaderboard', tone: 'from-fuchsia-600 to-violet-600' },
  { id: 'results', to: '/results', tone: 'from-sky-600 to-indigo-600' },
] as const;

/**
 * SPEC 2.5 promo banner: three slides that change every 5 s, with a dot per slide. It holds still
 * for students who ask for reduced motion, while the pointer or focus is on it, and when paused.
 */
export function PromoBanner() {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.promoBanner' });
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const rotating = !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((index + 1) % SLIDES.length), DASHBOARD_BANNER_MS);
    return () => clearTimeout(timer);
  }, [index, rotating]);

  const slide = SLIDES[index] ?? SLIDES[0];
  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('highlights')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={`relative overflow-hidden rounded-3xl bg-gradient-to-br px-5 pt-6 pb-5 text-white shadow-lg transition-colors sm:px-8 sm:pt-8 ${slide.tone}`}
    >
      <article
        aria-roledescription={t('slide')}
        aria-label={t('slideOf', { number: index + 1, total: SLIDES.length })}
        aria-live={rotating ? 'off' : 'polite'}
        className="min-h-32 max-w-2xl sm:min-h-28"
      >
        <h2 className="text-xl font-bold sm:text-2xl">{t(`slides.${slide.id}.title`)}</h2>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{t(`slides.${slide.id}.text`)}</p>
        <Link
          to={slide.to}
          className="mt-4 inline-flex items-center gap-1 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t(`slides.${slide.id}.cta`)}
          <ChevronRight className="size-4" />
        </Link>
      </article>
      <div className="mt-5 flex items-center gap-2">
        {SLIDES.map((item, i) => (
          <button
            key={item.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-label={t('showSlide', { number: i + 1 })}
            aria-current={i === index ? 'true' : undefined}
            className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
          >
            <span
              className={`block h-2 rounded-full bg-white transition-all ${i === index ? 'w-6' : 'w-2 opacity-50'}`}
            />
          </button>
        ))}
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((isPaused) => !isPaused)}
            className="ml-auto rounded-lg px-2 py-1 text-xs font-semibold text-white/90 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            {paused ? t('play') : t('pause')}
          </button>
        )}
      </div>
    </section>
  );
}
