export type Session = { answered: number; correct: number };

export const NEW_SESSION: Session = { answered: 0, correct: 0 };

export const recordAnswer = (session: Session, isCorrect: boolean): Session => ({
  answered: session.answered + 1,
  correct: session.correct + (isCorrect ? 1 : 0),
});

/** Whole-number percentage of correct answers; 0 before the first answer. */
export const accuracyOf = ({ answered, correct }: Session) => (answered ? Math.round((correct / answered) * 100) : 0);

export const optionLetter = (index: number) => String.fromCharCode(65 + index);
