import { type AdminTestQuery, LEVELS, type TargetExam, TEST_STATUSES, TEST_TYPES } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { FilterSelect } from '../components/FilterSelect';
import { ListSearch } from '../components/ListSearch';

const NONE = { search: '', type: '', level: '', status: '', targetExam: '' };
type Choices = typeof NONE;

/** The Tests tab's title search (sent once typing pauses) and its filters, as the server's query. */
export function useTestFilters() {
  const [choices, setChoices] = useState<Choices>(NONE);
  const settled = useDebouncedValue(choices.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = {
    search: settled || undefined,
    type: choices.type || undefined,
    level: choices.level || undefined,
    status: choices.status || undefined,
    targetExam: choices.targetExam || undefined,
  } as Omit<AdminTestQuery, 'cursor' | 'limit'>;
  const active = Object.values(query).some(Boolean);
  const set = (name: keyof Choices) => (value: string) => setChoices((current) => ({ ...current, [name]: value }));
  return { choices, set, query, active };
}

type Props = { filters: ReturnType<typeof useTestFilters>; exams: TargetExam[] };

export function TestFilters({ filters, exams }: Props) {
  const { t } = useTranslation();
  const { t: k } = useTranslation('translation', { keyPrefix: 'admin.mockTests.testFilters' });
  const { choices, set } = filters;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_repeat(4,minmax(0,9rem))]">
      <div className="sm:col-span-2 lg:col-span-1">
        <ListSearch
          id="test-search"
          label={k('searchLabel')}
          placeholder={k('searchPlaceholder')}
          value={choices.search}
          onChange={set('search')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:contents">
        <FilterSelect
          label={k('type')}
          anyLabel={k('allTypes')}
          options={TEST_TYPES.map((value) => ({ value, label: value }))}
          value={choices.type}
          onChange={set('type')}
        />
        <FilterSelect
          label={k('level')}
          anyLabel={k('allLevels')}
          options={LEVELS.map((value) => ({ value, label: t(`common.levels.${value}`) }))}
          value={choices.level}
          onChange={set('level')}
        />
        <FilterSelect
          label={k('status')}
          anyLabel={k('anyStatus')}
          options={TEST_STATUSES.map((value) => ({ value, label: k(value) }))}
          value={choices.status}
          onChange={set('status')}
        />
        <FilterSelect
          label={k('targetExam')}
          anyLabel={k('allExams')}
          options={exams.map((exam) => ({ value: exam._id, label: exam.name }))}
          value={choices.targetExam}
          onChange={set('targetExam')}
        />
      </div>
    </div>
  );
}
