import { useTranslation } from 'react-i18next';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { optionLetter } from '../components/QuestionCard';
import type { QuestionDraft } from './question-draft';

type Props = {
  draft: QuestionDraft;
  error?: string;
  /** Open at first when the question already has Hindi text. */
  open: boolean;
  onChange: (patch: Partial<QuestionDraft>) => void;
};

/** The optional Hindi text, options (one per English option) and explanation of a question. */
export function HindiFields({ draft, error, open, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.hindiFields' });
  return (
    <details open={open || Boolean(error)} className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-700">{t('summary')}</summary>
      <div lang="hi" className="mt-3 space-y-3">
        <Field id="question-hi-text" label={t('text')}>
          <textarea
            id="question-hi-text"
            rows={3}
            value={draft.hiText}
            onChange={(event) => onChange({ hiText: event.target.value })}
            {...errorAria('question-hi', error)}
            className={inputClass}
          />
        </Field>
        {draft.type !== 'numerical' &&
          draft.options.map((_, index) => {
            const letter = optionLetter(index);
            const id = `question-hi-option-${index}`;
            return (
              <Field key={id} id={id} label={t('option', { letter })}>
                <input
                  id={id}
                  value={draft.hiOptions[index] ?? ''}
                  onChange={(event) =>
                    onChange({
                      hiOptions: draft.options.map((__, i) =>
                        i === index ? event.target.value : (draft.hiOptions[i] ?? ''),
                      ),
                    })
                  }
                  className={inputClass}
                />
              </Field>
            );
          })}
        <Field id="question-hi-explanation" label={t('explanation')} optional>
          <textarea
            id="question-hi-explanation"
            rows={2}
            value={draft.hiExplanation}
            onChange={(event) => onChange({ hiExplanation: event.target.value })}
            className={inputClass}
          />
        </Field>
        <FieldError id="question-hi-error" message={error} />
      </div>
    </details>
  );
}
