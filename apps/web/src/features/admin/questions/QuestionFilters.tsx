import type { AdminQuestion } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';
import { SubjectFilter } from '../components/SubjectFilter';

/** Narrows the bank by words of the text and by subject. */
export function useQuestionFilters(questions: AdminQuestion[]) {
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const query = search.trim().toLowerCase();
  const matching = questions.filter(
    (question) =>
      (!subject || question.subject === subject) &&
      (!query || question.questionText.toLowerCase().includes(query) || question._id.endsWith(query)),
  );
  return { search, setSearch, subject, setSubject, matching };
}

type Props = { filters: ReturnType<typeof useQuestionFilters>; subjects: string[] };

export function QuestionFilters({ filters, subjects }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.questionFilters' });
  return (
    <search className="grid gap-3 sm:grid-cols-[1fr_14rem]">
      <input
        type="search"
        value={filters.search}
        onChange={(event) => filters.setSearch(event.target.value)}
        placeholder={t('searchQuestionTextOrShort')}
        aria-label={t('searchQuestions')}
        className={inputClass}
      />
      <SubjectFilter
        label={t('filterBySubject')}
        subjects={subjects}
        value={filters.subject}
        onChange={filters.setSubject}
      />
    </search>
  );
}
