import type { TestSection } from '@mockprep/contract';
import { signedMarks } from '../../../components/exam/marking';

/** "+4 / −1" when every section marks alike (a test without sections: "+1 / 0"); null when they differ. */
export function markingSummary(sections: TestSection[]): string | null {
  const lines = new Set(
    sections.map(({ marking }) => `${signedMarks(marking.correct)} / ${signedMarks(marking.wrong)}`),
  );
  if (lines.size > 1) return null;
  return [...lines][0] ?? `${signedMarks(1)} / ${signedMarks(0)}`;
}
