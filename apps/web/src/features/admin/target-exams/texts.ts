/** SPEC 8 "Target exams" texts that the contract does not hold (it has the validation ones, TARGET_EXAM_MSG). */
export const TARGET_EXAM_TEXT = {
  created: 'Target exam created successfully',
  updated: 'Target exam updated successfully',
  deleted: 'Target exam deleted successfully',
  saveFailed: 'Failed to save target exam',
  deleteFailed: 'Failed to delete target exam',
  bulkCreated: (n: number) => `Successfully created ${n} target exam(s)`,
  bulkFailed: (n: number) => `Failed to create ${n} target exam(s)`,
  bulkError: 'Failed to create target exams',
  sequencesSaved: 'Sequences updated successfully',
  sequencesFailed: 'Failed to update sequences',
  reordered: 'All target exams reordered successfully',
  reorderFailed: 'Failed to reorder target exams',
  bulkDeleted: (n: number) => `${n} target exam(s) deleted successfully`,
} as const;
