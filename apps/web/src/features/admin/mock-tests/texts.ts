/**
 * SPEC 8 "Admin" texts of the tests tab (the validation texts are the contract's TEST_MSG).
 * SPEC 8 marks some failures "fixed": those are shown as they are, never replaced by the server's message.
 */
export const TEST_TEXT = {
  created: 'Test created successfully',
  updated: 'Test updated successfully',
  createdWith: (n: number) => `Test created with ${n} questions!`,
  addQuestionsLater: 'Test created without questions: add them later with the Questions button.',
  saveFailed: 'Failed to save test',
  deleted: 'Test deleted successfully',
  /** Fixed. */
  deleteFailed: 'Failed to delete test',
  bulkDeleted: (n: number) => `Deleted ${n} test(s)`,
  bulkCreated: (n: number) => `Successfully created ${n} test(s)`,
  bulkFailed: (n: number) => `Failed to create ${n} test(s)`,
  bulkError: 'Failed to create tests',
  /** Fixed. */
  questionsFailed: 'Failed to update test questions',
  uploadFailed: 'Failed to upload questions',
} as const;
