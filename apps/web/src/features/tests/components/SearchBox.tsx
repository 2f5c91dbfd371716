import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';

const SEARCH_DEBOUNCE_MS = 300;
/** The API accepts up to 100 characters. */
const SEARCH_MAX_LENGTH = 100;

type Props = { value: string; onSearch: (text: string) => void };

/** Search by title or subject: sends the text after a pause in typing, or at once on Enter. */
export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // A change from outside (Clear All, back button) replaces what is typed.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text.trim();
          onSearch(sent.current);
        }}
        className="relative"
      >
        <label htmlFor="test-search" className="sr-only">
          Search tests by title or subject
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id="test-search"
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by title or subject..."
          className="block w-full rounded-xl border-0 bg-white py-3 pr-4 pl-11 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:ring-violet-300 focus:outline-none"
        />
      </form>
    </search>
  );
}
