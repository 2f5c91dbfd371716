import type { QuestionInput } from '@mockprep/contract';
import { useState } from 'react';

/** The valid questions of a JSON file chosen in the test form, with the file's name. */
export type FileQuestions = { name: string; questions: QuestionInput[] };

/**
 * The JSON files chosen in the test form, by section (its field key): checked and previewed at once, but created in
 * the bank only when the test is saved, so a cancelled form leaves the bank as it was.
 */
export function useFileQuestions() {
  const [files, setFiles] = useState<Record<string, FileQuestions>>({});
  return {
    of: (key: string): FileQuestions | null => files[key] ?? null,
    set: (key: string, file: FileQuestions | null) =>
      setFiles(({ [key]: _replaced, ...rest }) => (file ? { ...rest, [key]: file } : rest)),
    /** A removed section's file questions go where its other questions went. */
    move: (from: string, into: string) =>
      setFiles(({ [from]: moved, ...rest }) => {
        if (!moved) return rest;
        const kept = rest[into];
        return {
          ...rest,
          [into]: kept
            ? { name: `${kept.name}, ${moved.name}`, questions: [...kept.questions, ...moved.questions] }
            : moved,
        };
      }),
    /** The questions to create, per section in the order of `keys`. */
    inOrder: (keys: string[]) => keys.map((key) => files[key]?.questions ?? []),
    chosen: Object.keys(files).length > 0,
  };
}

export type FileQuestionsState = ReturnType<typeof useFileQuestions>;
