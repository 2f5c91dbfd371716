import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Faq } from '../faq';

type Props = { faq: Faq; open: boolean; onToggle: () => void };

/** One accordion item: a heading button that shows or hides its answer (Enter and Space work as on any button). */
export function FaqItem({ faq, open, onToggle }: Props) {
  const panelId = useId();
  const buttonId = useId();
  return (
    <li className="border-b border-slate-200 last:border-b-0">
      <h4>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 sm:text-base"
        >
          {faq.question}
          <ChevronDown className={`size-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h4>
      <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-4 pb-4 text-sm text-slate-600">
        {faq.answer}
      </section>
    </li>
  );
}
