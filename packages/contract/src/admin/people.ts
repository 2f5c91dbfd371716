import { z } from 'zod';
import { ROLES } from '../constants';
import { PromoCode } from '../schemas/admin';
import { Page, PageQuery, SearchText } from '../schemas/paging';
import { PAYMENT_STATUSES, Payment } from '../schemas/payment';
import { User } from '../schemas/user';
import { AUDIT_MSG, InstantFilter } from './audit-log';

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PEOPLE_MSG = {
  role: `Role must be one of: ${ROLES.join(', ')}`,
  userStatus: `Status must be one of: ${USER_STATUSES.join(', ')}`,
  paymentStatus: `Status must be one of: ${PAYMENT_STATUSES.join(', ')}`,
} as const;

/** Filters of the admin users list and of its CSV export: name or mobile contains `search`. */
export const AdminUserFilters = z.object({
  search: SearchText,
  role: z.enum(ROLES, { error: PEOPLE_MSG.role }).optional(),
  status: z.enum(USER_STATUSES, { error: PEOPLE_MSG.userStatus }).optional(),
});
export type AdminUserFilters = z.output<typeof AdminUserFilters>;
export const AdminUsersQuery = AdminUserFilters.extend(PageQuery.shape);
export type AdminUsersQuery = z.output<typeof AdminUsersQuery>;
export const AdminUserPage = Page(User).meta({ id: 'AdminUserPage' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

const inOrder = (q: { from?: Date; to?: Date }) => !q.from || !q.to || q.from <= q.to;
const rangeRule = { message: AUDIT_MSG.badRange, path: ['from'] };

/** A date range on a list (the instants, both included) and a search. */
const DatedFilters = z.object({
  search: SearchText,
  from: InstantFilter.optional(),
  to: InstantFilter.optional(),
});

/** Filters of the admin payments list and its export: `search` in the student's name or mobile or the order id. */
const PaymentFilterShape = DatedFilters.extend({
  status: z.enum(PAYMENT_STATUSES, { error: PEOPLE_MSG.paymentStatus }).optional(),
});
export const AdminPaymentFilters = PaymentFilterShape.refine(inOrder, rangeRule);
export type AdminPaymentFilters = z.output<typeof AdminPaymentFilters>;
export const AdminPaymentsQuery = PaymentFilterShape.extend(PageQuery.shape).refine(inOrder, rangeRule);
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuery>;
export const AdminPaymentPage = Page(Payment).meta({ id: 'AdminPaymentPage' });
export type AdminPaymentPage = z.infer<typeof AdminPaymentPage>;

/** Revenue (rupees, paid payments) and the count of payments by status, over every payment. */
export const AdminPaymentSummary = z
  .object({
    revenue: z.number(),
    transactions: z.number().int(),
    successful: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    refunded: z.number().int(),
  })
  .meta({ id: 'AdminPaymentSummary' });
export type AdminPaymentSummary = z.infer<typeof AdminPaymentSummary>;

/** Filters of the results export (submitted attempts): submitted between `from` and `to`, student name or mobile. */
export const AdminResultFilters = DatedFilters.refine(inOrder, rangeRule);
export type AdminResultFilters = z.output<typeof AdminResultFilters>;

/** The admin promo codes list: `search` in the code. */
export const PromoCodesQuery = z.object({ search: SearchText }).extend(PageQuery.shape);
export type PromoCodesQuery = z.output<typeof PromoCodesQuery>;
export const PromoCodePage = Page(PromoCode).meta({ id: 'PromoCodePage' });
export type PromoCodePage = z.infer<typeof PromoCodePage>;
