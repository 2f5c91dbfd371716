import { SEARCH_MAX } from '@mockprep/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced-value';

type Props = { value: string; onSearch: (text: string) => void };

/** Search by title or subject: sends the text after a pause in typing, or at once on Enter. */
export function SearchBox({ value, onSearch }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'mockTests.searchBox' });
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // A change from outside (Clear All, back button) replaces what is typed, in the same render,
  // so no pending send of the old text can survive it.
  if (value !== shown) {
    setShown(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
        className="relative"
      >
        <label htmlFor="test-search" className="sr-only">
          {t('searchTestsByTitleOr')}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
        <input
          id="test-search"
          type="search"
          value={text}
          maxLength={SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('searchByTitleOrSubject')}
          className="block w-full rounded-xl border-0 bg-white py-3 pr-4 pl-11 text-sm text-slate-900 shadow-sm placeholder:text-muted focus:ring-2 focus:ring-violet-300 focus:outline-none"
        />
      </form>
    </search>
  );
}
