import type { PaymentStatus } from '@mockprep/contract';

/** What the admin picked; dates are the calendar days (YYYY-MM-DD) of the date inputs, read in IST. */
export type PaymentFilterValues = { search: string; status: PaymentStatus | ''; from: string; to: string };

export const NO_PAYMENT_FILTERS: PaymentFilterValues = { search: '', status: '', from: '', to: '' };

/** The server's filters: the search as settled, and the whole of each IST day chosen. */
export const paymentFilters = (picked: PaymentFilterValues, search: string) => ({
  search,
  status: picked.status,
  from: picked.from && `${picked.from}T00:00:00.000+05:30`,
  to: picked.to && `${picked.to}T23:59:59.999+05:30`,
});
