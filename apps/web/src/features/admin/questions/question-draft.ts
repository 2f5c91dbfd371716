import {
  type AdminQuestion,
  type Level,
  QUESTION_MSG,
  type QuestionBody,
  QuestionInput,
  type QuestionType,
} from '@mockprep/contract';

/** A question as its form edits it: every type's key kept, so switching type and back loses nothing. */
export type QuestionDraft = {
  questionText: string;
  type: QuestionType;
  options: string[];
  correctOption: number;
  correctOptions: number[];
  /** A numerical answer as typed: `answerMax` empty for an exact answer. */
  answerMin: string;
  answerMax: string;
  explanation: string;
  subject: string;
  level: Level;
  hiText: string;
  /** One per English option, in step with them. */
  hiOptions: string[];
  hiExplanation: string;
  /** Uploaded images (/media/...): the question's, and one per option in step with them. */
  image: string | null;
  optionImages: (string | null)[];
};

export type DraftErrors = Partial<Record<'questionText' | 'options' | 'key' | 'answer' | 'subject' | 'hi', string>>;

/** A numerical question starts with two empty options, for the case it becomes another type. */
const optionsOf = (question: AdminQuestion) => (question.options.length === 0 ? ['', ''] : question.options);

export const draftOf = (question: AdminQuestion): QuestionDraft => ({
  questionText: question.questionText,
  type: question.type,
  options: optionsOf(question),
  correctOption: question.correctOption,
  correctOptions: question.correctOptions,
  answerMin: question.answer ? String(question.answer.min) : '',
  answerMax: question.answer && question.answer.max !== question.answer.min ? String(question.answer.max) : '',
  explanation: question.explanation ?? '',
  subject: question.subject,
  level: question.level,
  hiText: question.hi?.questionText ?? '',
  hiOptions: optionsOf(question).map((_, i) => question.hi?.options[i] ?? ''),
  hiExplanation: question.hi?.explanation ?? '',
  image: question.image,
  optionImages: optionsOf(question).map((_, i) => question.optionImages[i] ?? null),
});

const blank = (text: string) => text.trim() === '';
const numberOrNull = (text: string) => (blank(text) ? null : Number(text));

/** The draft as the contract's QuestionInput reads it: only the fields of its type. */
export function bodyOf(draft: QuestionDraft): QuestionBody {
  const numerical = draft.type === 'numerical';
  const min = numberOrNull(draft.answerMin);
  const max = numberOrNull(draft.answerMax) ?? min;
  const hasHindi = ![draft.hiText, draft.hiExplanation, ...draft.hiOptions].every(blank);
  const hasOptionImages = !numerical && draft.optionImages.some((url) => url !== null);
  return {
    questionText: draft.questionText,
    type: draft.type,
    options: numerical ? [] : draft.options,
    correctOption: draft.type === 'single' ? draft.correctOption : undefined,
    correctOptions: draft.type === 'multiple' ? draft.correctOptions : undefined,
    answer: numerical ? (min === null ? null : { min, max: max ?? min }) : null,
    explanation: draft.explanation.trim() || null,
    subject: draft.subject,
    level: draft.level,
    hi: hasHindi
      ? {
          questionText: draft.hiText,
          options: numerical || draft.hiOptions.every(blank) ? [] : draft.hiOptions,
          explanation: draft.hiExplanation.trim() || null,
        }
      : null,
    image: draft.image,
    optionImages: hasOptionImages ? draft.optionImages : [],
  };
}

/** Which part of the form a message of the contract's key check belongs to. */
const keyField = (message: string): keyof DraftErrors => {
  if (message === QUESTION_MSG.options || message === QUESTION_MSG.numericalOptions) return 'options';
  if (message === QUESTION_MSG.hiOptions) return 'hi';
  if (message === QUESTION_MSG.answer) return 'answer';
  return 'key';
};

/** The contract's rules (QuestionInput) as one message per part of the form; blank options count as missing. */
export function checkDraft(draft: QuestionDraft): { body: QuestionInput } | { errors: DraftErrors } {
  const parsed = QuestionInput.safeParse(bodyOf(draft));
  if (parsed.success) return { body: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    const part: keyof DraftErrors | null =
      field === 'questionText' || field === 'subject' || field === 'hi'
        ? field
        : field === 'options'
          ? 'options'
          : field === 'answer'
            ? 'answer'
            : field === 'correctOption'
              ? keyField(issue.message)
              : null;
    if (!part || errors[part]) continue;
    errors[part] = part === 'options' ? QUESTION_MSG.options : part === 'answer' ? QUESTION_MSG.answer : issue.message;
  }
  return { errors };
}

/** The draft with its option at `index` gone, and the keys that pointed past it moved down by one. */
export function withoutOption(draft: QuestionDraft, index: number): Partial<QuestionDraft> {
  const shift = (i: number) => (i > index ? i - 1 : i);
  return {
    options: draft.options.filter((_, i) => i !== index),
    hiOptions: draft.hiOptions.filter((_, i) => i !== index),
    optionImages: draft.optionImages.filter((_, i) => i !== index),
    correctOption: shift(draft.correctOption),
    correctOptions: draft.correctOptions.filter((i) => i !== index).map(shift),
  };
}

/** The draft as another type, its key carried over where the types share one. */
export function withType(draft: QuestionDraft, type: QuestionType): Partial<QuestionDraft> {
  if (type === 'multiple' && draft.type === 'single') return { type, correctOptions: [draft.correctOption] };
  if (type === 'single' && draft.type === 'multiple') return { type, correctOption: draft.correctOptions[0] ?? 0 };
  return { type };
}
