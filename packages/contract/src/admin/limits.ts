/** Uploads: at most 5 MB of JSON and 2,000 items per bulk call. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_ITEMS = 2000;
export const TOO_MANY_ITEMS = 'Too many items: at most 2,000 per upload';
export const UPLOAD_TOO_LARGE = 'Upload is too large: at most 5 MB';
export const FIX_ERRORS = 'Please fix the validation errors';

export type SelectableEntity = 'users' | 'tests' | 'questions' | 'target exams';
export const selectToDelete = (what: SelectableEntity) => `Please select ${what} to delete`;
