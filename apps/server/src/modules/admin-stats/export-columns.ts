import type { Payment, User } from '@mockprep/contract';
import type { CsvColumn } from '../../lib/csv';
import type { ResultRow } from './repo';

/** The columns of each CSV export, in order. */
export const USER_COLUMNS: CsvColumn<User>[] = [
  { header: 'Name', cell: (u) => u.name },
  { header: 'Mobile', cell: (u) => u.mobile },
  { header: 'Email', cell: (u) => u.email },
  { header: 'Role', cell: (u) => u.role },
  { header: 'Status', cell: (u) => (u.isBlocked ? 'blocked' : 'active') },
  { header: 'Target exams', cell: (u) => u.targetExams.map((exam) => exam.name).join('; ') },
  { header: 'Joined', cell: (u) => u.createdAt },
  { header: 'User id', cell: (u) => u._id },
];

export const PAYMENT_COLUMNS: CsvColumn<Payment>[] = [
  { header: 'Date', cell: (p) => p.createdAt },
  { header: 'Student', cell: (p) => p.user.name },
  { header: 'Mobile', cell: (p) => p.user.mobile },
  { header: 'Test', cell: (p) => p.test?.title ?? null },
  { header: 'Amount (INR)', cell: (p) => p.amount },
  { header: 'Original amount (INR)', cell: (p) => p.originalAmount },
  { header: 'Discount (INR)', cell: (p) => p.discountAmount },
  { header: 'Promo code', cell: (p) => p.promoCode?.code ?? null },
  { header: 'Status', cell: (p) => p.status },
  { header: 'Provider', cell: (p) => p.provider },
  { header: 'Order id', cell: (p) => p.orderId },
  { header: 'Payment id', cell: (p) => p.paymentId },
  { header: 'Paid at', cell: (p) => p.paidAt },
  { header: 'Payment record id', cell: (p) => p._id },
];

export const RESULT_COLUMNS: CsvColumn<ResultRow>[] = [
  { header: 'Submitted', cell: (r) => r.submittedAt?.toISOString() ?? null },
  { header: 'Student', cell: (r) => r.student },
  { header: 'Mobile', cell: (r) => r.mobile },
  { header: 'Test', cell: (r) => r.test },
  { header: 'Score', cell: (r) => r.score },
  { header: 'Accuracy', cell: (r) => r.accuracy },
  { header: 'Correct', cell: (r) => r.correct },
  { header: 'Incorrect', cell: (r) => r.incorrect },
  { header: 'Unanswered', cell: (r) => r.unanswered },
  { header: 'Questions', cell: (r) => r.questions },
  { header: 'Time taken (s)', cell: (r) => r.timeTaken },
  { header: 'Attempt id', cell: (r) => r.id },
];
