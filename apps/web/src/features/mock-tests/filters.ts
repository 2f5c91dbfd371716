import { DURATION_FILTERS, LEVELS, type Level, TEST_TYPES, type TestType } from '@mockprep/contract';

/** The catalogue filters. They live in the URL under the same names the API takes (GET /tests). */
export type CatalogueFilters = {
  search: string;
  examType: string;
  subject: string;
  level: Level | '';
  type: TestType | '';
  targetExams: string[];
  maxDuration: number | null;
};

export const NO_FILTERS: CatalogueFilters = {
  search: '',
  examType: '',
  subject: '',
  level: '',
  type: '',
  targetExams: [],
  maxDuration: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((v) => v === value) ?? '';

/** Reads the filters from the page's search params, dropping values the API would refuse. */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const duration = Number(params.get('maxDuration'));
  return {
    search: params.get('search')?.trim() ?? '',
    examType: params.get('examType') ?? '',
    subject: params.get('subject') ?? '',
    level: oneOf(LEVELS, params.get('level')),
    type: oneOf(TEST_TYPES, params.get('type')),
    targetExams: params
      .getAll('targetExams')
      .flatMap((ids) => ids.split(','))
      .filter((id) => UUID.test(id)),
    maxDuration: DURATION_FILTERS.find((d) => d === duration) ?? null,
  };
}

/** The filters as search params, in a fixed order and without the unset ones: the page URL and the API query. */
export function toSearchParams(filters: CatalogueFilters): URLSearchParams {
  const entries: [string, string][] = [
    ['search', filters.search.trim()],
    ['examType', filters.examType],
    ['subject', filters.subject],
    ['level', filters.level],
    ['type', filters.type],
    ['targetExams', filters.targetExams.join(',')],
    ['maxDuration', filters.maxDuration === null ? '' : String(filters.maxDuration)],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

export const hasFilters = (filters: CatalogueFilters) => toSearchParams(filters).size > 0;

/** How many filters are set beside the search, each target exam counted: the "Filters (N)" button's N. */
export const filterCount = (filters: CatalogueFilters) =>
  filters.targetExams.length +
  [filters.examType, filters.subject, filters.level, filters.type, filters.maxDuration].filter(
    (v) => v !== '' && v !== null,
  ).length;
