import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/auth-context';

/** "All exams" in the URL (?exam=all); any other value is a target exam's id. */
export const ALL_EXAMS = 'all';

/**
 * The global board's target exam, kept in the URL as ?exam= like the period; without one, the student's first
 * target exam (or every test when they have none). Returns the value shown and the id to ask for (undefined: all).
 */
export function useExamParam() {
  const { targetExams } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const exam = params.get('exam') ?? targetExams[0]?._id ?? ALL_EXAMS;
  const setExam = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('exam', next);
        return updated;
      },
      { replace: true },
    );
  return { exam, targetExam: exam === ALL_EXAMS ? undefined : exam, setExam, targetExams };
}
