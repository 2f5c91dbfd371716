import type { AttemptSection } from '@mockprep/contract';
import type { PaperQuestion } from './answer';
import { isAnswered, type LocalAttempt } from './local-attempt';

/** Where a section stands: not open yet, open for answers, or closed for good. */
export type SectionPhase = 'upcoming' | 'open' | 'closed';

/**
 * Sections with timers of their own (the server then gives each a window): taken one after another, each closed for
 * good when its time ends.
 */
export const hasSectionTimers = (sections: AttemptSection[]) =>
  sections.length > 0 && sections.every((s) => s.opensAt !== null && s.closesAt !== null);

/** `section`'s phase at `now` (ms, the server's clock); a section without a window is open while the test runs. */
export function sectionPhase(section: AttemptSection, now: number): SectionPhase {
  if (section.opensAt === null || section.closesAt === null) return 'open';
  if (now < Date.parse(section.opensAt)) return 'upcoming';
  return now < Date.parse(section.closesAt) ? 'open' : 'closed';
}

/** With section timers, the index of the section open at `now` (null before the first or after the last). */
export function openSectionIndex(sections: AttemptSection[], now: number): number | null {
  if (!hasSectionTimers(sections)) return null;
  const index = sections.findIndex((section) => sectionPhase(section, now) === 'open');
  return index === -1 ? null : index;
}

/** Positions (in the attempt's order) of the questions of `section`. */
export const sectionPositions = (questions: PaperQuestion[], section: number) =>
  questions.flatMap((q, position) => (q.section === section ? [position] : []));

export const answeredIn = (state: LocalAttempt, questions: PaperQuestion[], section: number) =>
  questions.filter((q) => q.section === section && isAnswered(state, q._id)).length;

/**
 * "Attempt any K of N": whether answering `question` (unanswered so far) would make more than K answered questions
 * in its section. Changing an answer already given is always allowed.
 */
export function overAttemptLimit(
  state: LocalAttempt,
  questions: PaperQuestion[],
  sections: AttemptSection[],
  question: PaperQuestion,
): boolean {
  const limit = sections[question.section]?.attemptAny ?? null;
  if (limit === null || isAnswered(state, question._id)) return false;
  return answeredIn(state, questions, question.section) >= limit;
}
