import { MAX_BULK_ITEMS, TOO_MANY_ITEMS } from '@mockprep/contract';
import { HttpError } from '../lib/http-error';

/** Bulk calls take at most 2,000 items (the body itself is capped at 5 MB by the server). */
export function assertBulkSize(items: unknown[]): void {
  if (items.length > MAX_BULK_ITEMS) throw new HttpError(400, TOO_MANY_ITEMS);
}
