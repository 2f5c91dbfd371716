/**
 * SPEC 8 "Admin" texts of the question bank (the validation texts are the contract's QUESTION_MSG).
 * SPEC 8 marks some failures "fixed": those are shown as they are, never replaced by the server's message.
 */
export const QUESTION_TEXT = {
  created: 'Question created successfully',
  updated: 'Question updated successfully',
  deleted: 'Question deleted successfully',
  /** Fixed. */
  createFailed: 'Failed to create question',
  updateFailed: 'Failed to update question',
  /** Fixed. */
  deleteFailed: 'Failed to delete question',
  bulkDeleted: (n: number) => `Deleted ${n} question(s)`,
  /** Fixed. */
  uploadFailed: 'Failed to upload questions. Please check the JSON format.',
  assignFailed: 'Failed to create questions',
} as const;
