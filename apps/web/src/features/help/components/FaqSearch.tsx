import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { inputClass } from '../../../components/ui/Field';
import { type Faq, faqTopics, searchFaqs } from '../faq';
import { FaqItem } from './FaqItem';

/** Frequently asked questions by topic, narrowed as the student types; each opens like an accordion. */
export function FaqSearch({ faqs }: { faqs: Faq[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'help.faqSearch' });
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const found = searchFaqs(faqs, query);

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="faq-title" className="space-y-4">
      <h2 id="faq-title" className="text-lg font-semibold text-slate-900">
        {t('frequentlyAskedQuestions')}
      </h2>
      <div className="relative">
        <label htmlFor="faq-search" className="sr-only">
          {t('searchHelp')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('searchOtpRefundTimerPercentile')}
          className={`${inputClass} min-h-12 pl-10`}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-500">
        {query.trim() ? t('found', { count: found.length }) : ''}
      </p>
      {found.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-slate-900">{t('noResults', { query: query.trim() })}</p>
          <p className="mt-1 text-sm text-slate-500">{t('tryOtherWordsOrWrite')}</p>
          <Button variant="secondary" onClick={() => setQuery('')} className="mt-4 min-h-11">
            {t('clearSearch')}
          </Button>
        </div>
      ) : (
        faqTopics().map((topic) => {
          const items = found.filter((faq) => faq.topic === topic);
          if (items.length === 0) return null;
          return (
            <div key={topic}>
              <h3 className="mb-2 text-xs font-bold tracking-wide text-violet-700 uppercase">{topic}</h3>
              <ul aria-label={topic} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                {items.map((faq) => (
                  <FaqItem key={faq.id} faq={faq} open={openIds.has(faq.id)} onToggle={() => toggle(faq.id)} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
