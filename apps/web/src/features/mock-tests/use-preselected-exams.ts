import { useEffect, useRef } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context';
import { NO_FILTERS, toSearchParams } from './filters';

/**
 * Opening the catalogue without filters in its URL selects the student's own target exams, once per visit, so
 * the first screen shows their tests; Clear All afterwards shows every test.
 */
export function usePreselectedExams(params: URLSearchParams, setParams: SetURLSearchParams) {
  const { targetExams } = useCurrentUser();
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    if (params.size > 0 || targetExams.length === 0) return;
    setParams(toSearchParams({ ...NO_FILTERS, targetExams: targetExams.map((exam) => exam._id) }), { replace: true });
  }, [params, setParams, targetExams]);
}
