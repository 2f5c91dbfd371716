import { z } from 'zod';
import { INPUT_LIMITS, text, tooLargeMessage, tooLongMessage } from '../schemas/common';
import { type Checked, checkEach, isBlank } from './bulk';

export const TARGET_EXAM_MSG = {
  created: 'Target exam created successfully',
  updated: 'Target exam updated successfully',
  deleted: 'Target exam deleted successfully',
  notFound: 'Target exam not found',
  sequencesUpdated: 'Sequences updated successfully',
  reordered: 'All target exams reordered successfully',
  badJson: 'Invalid JSON format',
  notArray: 'Data must be an array of target exams',
  name: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  sequence: 'Sequence must be a non-negative integer',
  fix: 'Please fix validation errors',
  confirmDelete: 'Are you sure you want to delete this target exam?',
  reorderWarning: 'This will renumber every target exam from 1 in the current order. Continue?',
} as const;

/** Target exam form: name required, description optional, sequence >= 0 (non-numeric becomes 0). */
export const TargetExamForm = z.object({
  name: text(INPUT_LIMITS.name, { error: TARGET_EXAM_MSG.name }).trim().min(1, TARGET_EXAM_MSG.name),
  description: text(INPUT_LIMITS.text)
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || null),
  sequence: z.preprocess(
    (v) => {
      const n = Number(v);
      return Number.isFinite(n) ? n : 0;
    },
    z
      .number()
      .int(TARGET_EXAM_MSG.sequence)
      .min(0, TARGET_EXAM_MSG.sequence)
      .max(INPUT_LIMITS.count, tooLargeMessage(INPUT_LIMITS.count)),
  ),
  isActive: z.boolean().optional().default(true),
});
export type TargetExamForm = z.input<typeof TargetExamForm>;
export type TargetExamInput = z.output<typeof TargetExamForm>;

/** Bulk target exam upload (SPEC 5): "Target exam N: ..." per problem. */
export function checkBulkTargetExams(items: unknown[]): Checked<TargetExamInput> {
  return checkEach(
    items,
    (n) => `Target exam ${n}: `,
    (e) => {
      if (isBlank(e.name)) return [TARGET_EXAM_MSG.name];
      const problems: string[] = [];
      if ((e.name as string).trim().length < 2) problems.push(TARGET_EXAM_MSG.nameShort);
      if ((e.name as string).length > INPUT_LIMITS.name) problems.push(`name: ${tooLongMessage(INPUT_LIMITS.name)}`);
      if (typeof e.description === 'string' && e.description.length > INPUT_LIMITS.text) {
        problems.push(`description: ${tooLongMessage(INPUT_LIMITS.text)}`);
      }
      if (Number(e.sequence) > INPUT_LIMITS.count) problems.push(`sequence: ${tooLargeMessage(INPUT_LIMITS.count)}`);
      if (e.sequence !== undefined && !(Number.isInteger(e.sequence) && (e.sequence as number) >= 0)) {
        problems.push(TARGET_EXAM_MSG.sequence);
      }
      return problems;
    },
    (e) =>
      TargetExamForm.parse({
        ...e,
        description: typeof e.description === 'string' ? e.description : null,
        sequence: e.sequence ?? 0,
        isActive: e.isActive !== false,
      }),
  );
}

export const SAMPLE_TARGET_EXAMS = [
  {
    name: 'CUET UG',
    description: 'Common University Entrance Test for central universities',
    sequence: 1,
    isActive: true,
  },
  { name: 'NDA', description: 'National Defence Academy and Naval Academy examination', sequence: 2, isActive: true },
  { name: 'CLAT', description: 'Common Law Admission Test for national law universities', sequence: 3, isActive: true },
];
