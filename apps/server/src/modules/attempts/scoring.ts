import { accuracyPercent, scorePercent } from '@mockprep/contract';

/** A saved answer: the chosen option's original (unshuffled) index, null when unanswered, and seconds spent. */
export type SavedAnswer = { o: number | null; t: number };

export type Scored = {
  correctCount: number;
  incorrectCount: number;
  unansweredCount: number;
  totalQuestions: number;
  score: number;
  accuracy: number;
};

/** Scores saved answers (original option indexes) against the key of the attempt's questions. */
export function scoreAnswers(
  questionIds: string[],
  key: Map<string, number>,
  answers: Record<string, SavedAnswer>,
): Scored {
  let correct = 0;
  let answered = 0;
  for (const id of questionIds) {
    const selected = answers[id]?.o ?? null;
    if (selected === null) continue;
    answered += 1;
    if (key.get(id) === selected) correct += 1;
  }
  const total = questionIds.length;
  return {
    correctCount: correct,
    incorrectCount: answered - correct,
    unansweredCount: total - answered,
    totalQuestions: total,
    score: scorePercent(correct, total),
    accuracy: accuracyPercent(correct, answered),
  };
}

/** The questions answered with another option than their key (each once: the student's new mistakes). */
export function wronglyAnswered(key: Map<string, number>, answers: Record<string, SavedAnswer>): string[] {
  return Object.entries(answers).flatMap(([id, answer]) => {
    const correct = key.get(id);
    return answer.o !== null && correct !== undefined && answer.o !== correct ? [id] : [];
  });
}

/** Seconds from start to the earlier of submission and expiry. */
export function timeTakenSeconds(startedAt: Date, expiresAt: Date, at: Date): number {
  const end = Math.min(at.getTime(), expiresAt.getTime());
  return Math.max(0, Math.round((end - startedAt.getTime()) / 1000));
}
