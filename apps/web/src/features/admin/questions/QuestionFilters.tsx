import { LEVELS, type Level } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { FilterSelect } from '../components/FilterSelect';
import { ListSearch } from '../components/ListSearch';
import { SubjectFilter } from '../components/SubjectFilter';

/** The bank's search (sent once typing pauses), subject and level, as the server's filters. */
export function useQuestionFilters() {
  const [search, setSearch] = useState('');
  const [subject, setSubject] = useState('');
  const [level, setLevel] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = {
    search: settled || undefined,
    subject: subject || undefined,
    level: (level || undefined) as Level | undefined,
  };
  const active = Boolean(query.search || query.subject || query.level);
  return { search, setSearch, subject, setSubject, level, setLevel, query, active };
}

type Props = { filters: ReturnType<typeof useQuestionFilters>; subjects: string[] };

export function QuestionFilters({ filters, subjects }: Props) {
  const { t } = useTranslation();
  const levels = LEVELS.map((value) => ({ value, label: t(`common.levels.${value}`) }));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_12rem_10rem]">
      <div className="col-span-2 sm:col-span-1">
        <ListSearch
          id="question-search"
          label={t('admin.questions.questionFilters.searchQuestions')}
          placeholder={t('admin.questions.questionFilters.searchQuestionText')}
          value={filters.search}
          onChange={filters.setSearch}
        />
      </div>
      <SubjectFilter
        label={t('admin.questions.questionFilters.filterBySubject')}
        subjects={subjects}
        value={filters.subject}
        onChange={filters.setSubject}
      />
      <FilterSelect
        label={t('admin.questions.questionFilters.filterByLevel')}
        anyLabel={t('admin.questions.questionFilters.allLevels')}
        options={levels}
        value={filters.level}
        onChange={filters.setLevel}
      />
    </div>
  );
}
