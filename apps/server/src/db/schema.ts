import {
  type Address,
  type AttemptLayout,
  EXAM_LANGUAGES,
  type Marking,
  type NotificationSettings,
  PAYMENT_STATUSES,
  QUESTION_TYPES,
  type QuestionTranslation,
  type StoredSection,
} from '@mockprep/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /** Null once the account is deleted (anonymised) or for a Google-only account. */
    mobile: text('mobile'),
    email: text('email'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    photo: text('photo'),
    googleId: text('google_id'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['prefer-not-to-say', 'male', 'female', 'other'] })
      .notNull()
      .default('prefer-not-to-say'),
    address: jsonb('address').$type<Address>(),
    educationQualification: text('education_qualification', {
      enum: ['high-school', 'diploma', 'bachelor', 'master', 'phd', 'other'],
    })
      .notNull()
      .default('other'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull(),
    /** The language of the exam screens and questions the student chose (English or Hindi). */
    language: text('language', { enum: EXAM_LANGUAGES }).notNull().default('en'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_google_id_key').on(t.googleId),
    index('users_email_idx').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_search_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_mobile_search_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    // The admin list's role and status filters, newest first.
    index('users_role_idx').on(t.role, t.id),
    index('users_blocked_idx').on(t.isBlocked, t.id),
    // Counts of the admin list (accounts not deleted, by role and status) read this small index alone.
    index('users_active_idx').on(t.role, t.isBlocked).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One per sign-in: a token names its session, and a request is served only while the session is not revoked.
 * Logging out revokes one; a password change, a reset, blocking and deletion revoke every session of the user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_live_idx').on(t.userId).where(sql`${t.revokedAt} is null`)],
);

export const targetExams = pgTable(
  'target_exams',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    sequence: integer('sequence').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('target_exams_name_key').on(sql`lower(${t.name})`),
    index('target_exams_order_idx').on(t.sequence, t.name),
  ],
);

export const userTargetExams = pgTable(
  'user_target_exams',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetExamId: uuid('target_exam_id')
      .notNull()
      .references(() => targetExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetExamId] }), index('user_target_exams_exam_idx').on(t.targetExamId)],
);

export type SignupPayload = { name: string; email: string | null; targetExams: string[] };

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['login', 'signup'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the student typed on the signup form, used when the code is verified. */
    payload: jsonb('payload').$type<SignupPayload>(),
    /** Wrong tries, plus any try still being checked (each is counted before the code is compared). */
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_codes_lookup_idx').on(t.mobile, t.purpose, t.createdAt)],
);

/**
 * Password tries per mobile number, registered or not (so a lockout reveals nothing), shared by every server
 * process. A try is counted as it starts; the one that reaches the limit locks the number.
 */
export const passwordLockouts = pgTable('password_lockouts', {
  mobile: text('mobile').primaryKey(),
  /** Tries since the last success or lockout. */
  tries: integer('tries').notNull(),
  /** Lockouts so far, which double the next one. */
  lockouts: integer('lockouts').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastTryAt: timestamp('last_try_at', { withTimezone: true }).notNull(),
});

export const tests = pgTable(
  'tests',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    examType: text('exam_type').notNull(),
    level: text('level', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    type: text('type', { enum: ['Free', 'Paid'] })
      .notNull()
      .default('Free'),
    pricePaise: integer('price_paise').notNull().default(0),
    /** Minutes. */
    duration: integer('duration').notNull().default(60),
    isActive: boolean('is_active').notNull().default(true),
    /** Sections in order (their questions: test_questions.section); null: one section named after the subject, +1/0. */
    sections: jsonb('sections').$type<StoredSection[]>(),
    /** Live window: attempts open at startsAt and end at endsAt at the latest; null for ordinary tests. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Soft delete: attempts and payments of a deleted test stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('tests_listing_idx').on(t.createdAt),
    index('tests_title_search_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('tests_subject_search_idx').using('gin', t.subject.op('gin_trgm_ops')),
    // The admin list's filters, each with the id its pages run by.
    index('tests_admin_type_idx').on(t.type, t.id).where(sql`${t.deletedAt} is null`),
    index('tests_admin_level_idx').on(t.level, t.id).where(sql`${t.deletedAt} is null`),
    index('tests_admin_exam_type_idx').on(t.examType, t.id).where(sql`${t.deletedAt} is null`),
    index('tests_admin_status_idx').on(t.isActive, t.id).where(sql`${t.deletedAt} is null`),
    // Live tests not over yet (the bell's "starting soon"), without reading the ordinary ones.
    index('tests_live_end_idx').on(t.endsAt).where(sql`${t.endsAt} is not null`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey(),
    questionText: text('question_text').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull().default('single'),
    /** Empty for a numerical question. */
    options: jsonb('options').$type<string[]>().notNull(),
    /** 0-based index into options (a multiple-correct question's first correct option). */
    correctOption: integer('correct_option').notNull(),
    /** A multiple-correct question's correct options; null for the other types. */
    correctOptions: jsonb('correct_options').$type<number[]>(),
    /** A numerical question's answer range (inclusive). */
    answerMin: doublePrecision('answer_min'),
    answerMax: doublePrecision('answer_max'),
    explanation: text('explanation'),
    hindi: jsonb('hindi').$type<QuestionTranslation>(),
    /** Uploaded images (/media/...): the question's, and per option its own or null (empty: none). */
    image: text('image'),
    optionImages: jsonb('option_images').$type<(string | null)[]>().notNull().default([]),
    subject: text('subject').notNull(),
    level: text('level', { enum: ['easy', 'medium', 'hard'] })
      .notNull()
      .default('medium'),
    /** Hidden from the bank; kept because a submitted attempt shows it in its review. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A random number: practice picks a question at random by walking its index from a random point. */
    pickKey: doublePrecision('pick_key').notNull().default(sql`random()`),
    ...timestamps,
  },
  (t) => [
    index('questions_subject_idx').on(t.subject),
    index('questions_pick_idx').on(t.pickKey).where(sql`${t.deletedAt} is null`),
    index('questions_text_search_idx').using('gin', t.questionText.op('gin_trgm_ops')),
    // The bank's filters, each with the id its pages run by.
    index('questions_bank_subject_idx').on(t.subject, t.id).where(sql`${t.deletedAt} is null`),
    index('questions_bank_level_idx').on(t.level, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

export const testQuestions = pgTable(
  'test_questions',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Index into the test's sections. */
    section: smallint('section').notNull().default(0),
    /** Marks of this question when they differ from its section's. */
    marking: jsonb('marking').$type<Marking>(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.questionId] }), index('test_questions_question_idx').on(t.questionId)],
);

export const testTargetExams = pgTable(
  'test_target_exams',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    targetExamId: uuid('target_exam_id')
      .notNull()
      .references(() => targetExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.targetExamId] }), index('test_target_exams_exam_idx').on(t.targetExamId)],
);

/**
 * A student's saved answer, in the question's own (unshuffled) option order: `o` the option (single-correct), `m`
 * the options (multiple-correct), `v` the number (numerical); `t` seconds spent.
 */
export type StoredAnswer = { o: number | null; m?: number[]; v?: number | null; t: number };

export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    status: text('status', { enum: ['in_progress', 'submitted'] })
      .notNull()
      .default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The questions of this attempt, in the test's order when it started. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    /** Per question: shown position -> original option index. */
    optionOrders: jsonb('option_orders').$type<number[][]>().notNull(),
    /** question id -> saved answer. */
    answers: jsonb('answers').$type<Record<string, StoredAnswer>>().notNull().default({}),
    saveSeq: integer('save_seq').notNull().default(-1),
    correctCount: integer('correct_count').notNull().default(0),
    incorrectCount: integer('incorrect_count').notNull().default(0),
    unansweredCount: integer('unanswered_count').notNull().default(0),
    totalQuestions: integer('total_questions').notNull(),
    /** Null for an attempt started before sections: one section, every question single-correct, +1/0. */
    layout: jsonb('layout').$type<AttemptLayout>(),
    marks: doublePrecision('marks').notNull().default(0),
    maxMarks: doublePrecision('max_marks').notNull().default(0),
    /** marks / maxMarks × 100 (the score the ranks and leaderboards order by). */
    score: doublePrecision('score').notNull().default(0),
    accuracy: doublePrecision('accuracy').notNull().default(0),
    /** Seconds from start to submission, capped at the duration. */
    timeTaken: integer('time_taken').notNull().default(0),
    /** The student's first submitted attempt of the test: the one ranks and leaderboards count. */
    isCounted: boolean('is_counted').notNull().default(false),
    /** IST calendar day and Monday of the IST week of submission: the "Today" and "This week" leaderboards. */
    periodDay: date('period_day', { mode: 'string' }),
    periodWeek: date('period_week', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('attempts_user_idx').on(t.userId, t.createdAt),
    index('attempts_user_test_idx').on(t.userId, t.testId),
    /** A student's results, newest first (My Results, Attempted, the dashboard's figures, practice mistakes). */
    index('attempts_user_submitted_idx').on(t.userId, t.id).where(sql`${t.status} = 'submitted'`),
    /** Whether a question was ever served in an attempt (editing it then makes a new version). */
    index('attempts_question_ids_idx').using('gin', sql`${t.questionIds} jsonb_path_ops`),
    index('attempts_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'in_progress'`),
    /**
     * A student's attempts still taking answers (the review lock, the locked keys). Without it, during a live mock's
     * burst (thousands of open attempts, statistics not yet analysed) the planner walked every open attempt through
     * the expiry index for each result: 1 to 6 ms a read at 10,000 students, against 0.03 ms.
     */
    index('attempts_open_user_idx').on(t.userId, t.expiresAt).where(sql`${t.status} = 'in_progress'`),
    // The results export's date range.
    index('attempts_submitted_at_idx').on(t.submittedAt).where(sql`${t.status} = 'submitted'`),
    index('attempts_board_all_idx')
      .on(t.testId, t.score.desc().nullsFirst(), t.timeTaken, t.submittedAt)
      .where(sql`${t.isCounted}`),
    index('attempts_board_week_idx')
      .on(t.testId, t.periodWeek, t.score.desc().nullsFirst(), t.timeTaken, t.submittedAt)
      .where(sql`${t.isCounted}`),
    index('attempts_board_day_idx')
      .on(t.testId, t.periodDay, t.score.desc().nullsFirst(), t.timeTaken, t.submittedAt)
      .where(sql`${t.isCounted}`),
    // The global board walks these in order keeping each student's first; its totals group them by student.
    index('attempts_global_week_idx')
      .on(t.periodWeek, t.score.desc().nullsFirst(), t.timeTaken, t.submittedAt, t.userId, t.testId)
      .where(sql`${t.isCounted}`),
    index('attempts_global_day_idx')
      .on(t.periodDay, t.score.desc().nullsFirst(), t.timeTaken, t.submittedAt, t.userId, t.testId)
      .where(sql`${t.isCounted}`),
    uniqueIndex('attempts_one_counted_key').on(t.userId, t.testId).where(sql`${t.isCounted}`),
    uniqueIndex('attempts_one_open_key').on(t.userId, t.testId).where(sql`${t.status} = 'in_progress'`),
  ],
);

/**
 * Leaderboard counters: how many counted attempts of a test, in a period ('all', 'w<monday>', 'd<day>'),
 * have each score, and each (score, time taken). Rank and percentile are sums over these small tables,
 * so they cost the same at a thousand attempts as at a million. Kept in the statement that closes the attempt;
 * `npm run leaderboard:rebuild` recomputes them from the attempts.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    testId: uuid('test_id').notNull(),
    period: text('period').notNull(),
    score: doublePrecision('score').notNull(),
    /**
     * Which of the rows of one count an attempt adds to (a hash of its id): submissions with the same score land
     * on different rows instead of queueing on one row's lock. Reads sum the shards.
     */
    shard: smallint('shard').notNull().default(0),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.period, t.score, t.shard] }),
    index('leaderboard_scores_period_idx').on(t.period),
  ],
);

/** Counted attempts per (score, whole minute of time taken): ties are summed by minute, then by second. */
export const leaderboardMinutes = pgTable(
  'leaderboard_minutes',
  {
    testId: uuid('test_id').notNull(),
    period: text('period').notNull(),
    score: doublePrecision('score').notNull(),
    minute: integer('minute').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.period, t.score, t.minute] })],
);

export const leaderboardTimes = pgTable(
  'leaderboard_times',
  {
    testId: uuid('test_id').notNull(),
    period: text('period').notNull(),
    score: doublePrecision('score').notNull(),
    timeTaken: integer('time_taken').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testId, t.period, t.score, t.timeTaken] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey(),
    /** Stored upper-case; matched case-insensitively after trimming. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percentage', 'fixed'] }).notNull(),
    /** Percent for percentage codes; rupees for fixed codes. */
    discountValue: doublePrecision('discount_value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minAmountPaise: integer('min_amount_paise').notNull().default(0),
    maxUses: integer('max_uses'),
    /** Paid purchases that used the code. */
    usedCount: integer('used_count').notNull().default(0),
    /** Orders created with the code and not yet paid, failed or lapsed: they hold a use. */
    reservedCount: integer('reserved_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Empty means every test / every target exam. */
    applicableTests: jsonb('applicable_tests').$type<string[]>().notNull().default([]),
    applicableTargetExams: jsonb('applicable_target_exams').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(t.code),
    index('promo_codes_code_search_idx').using('gin', t.code.op('gin_trgm_ops')),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    provider: text('provider', { enum: ['razorpay', 'mock', 'free'] }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('created'),
    originalPaise: integer('original_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    finalPaise: integer('final_paise').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** What the code said when it was used, kept even if the code changes or goes. */
    promoSnapshot: jsonb('promo_snapshot').$type<{ code: string; description: string }>(),
    /** Whether this order still holds one of the code's uses (released when paid, failed or lapsed). */
    promoReserved: boolean('promo_reserved').notNull().default(false),
    /** When the money arrived (paid or duplicate). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // An order's first payment is recorded on the order's row; a second payment of the same order gets a row of
    // its own, so an order id can repeat, while each provider payment is recorded once.
    index('payments_provider_order_idx').on(t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    /** At most one open order per student and test. */
    uniqueIndex('payments_open_order_key').on(t.userId, t.testId).where(sql`${t.status} = 'created'`),
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_refund_due_idx').on(t.updatedAt).where(sql`${t.status} = 'duplicate'`),
    // The admin list: newest first within a status, a date range, and the order id searched.
    index('payments_status_idx').on(t.status, t.id),
    index('payments_created_at_idx').on(t.createdAt),
    index('payments_order_search_idx').using('gin', t.providerOrderId.op('gin_trgm_ops')),
  ],
);

/** Entitlement to a Paid test, for life. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchases_user_test_key').on(t.userId, t.testId)],
);

export const liveRegistrations = pgTable(
  'live_registrations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.testId] }), index('live_registrations_test_idx').on(t.testId)],
);

/** One answer given in practice mode; the running accuracy and progress are read from these. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    selectedOption: integer('selected_option').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('practice_answers_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Questions a student answered wrongly in submitted attempts, and in how many (written when an attempt closes):
 * only questions in the bank, a question's rows going when it is deleted or replaced by a new version.
 *
 * No foreign keys: neither parent row is ever removed (questions are only hidden, students only anonymised), and
 * each key was checked once per wrong answer. The question's check locked the question row, which every submitter
 * of a test shares, so a live mock's submissions queued on the test's question rows. The statement closing an
 * attempt took 3.6 ms of PostgreSQL with both keys and 1.8 ms without (75 submissions a second).
 */
export const mistakes = pgTable(
  'mistakes',
  {
    userId: uuid('user_id').notNull(),
    questionId: uuid('question_id').notNull(),
    times: integer('times').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('mistakes_question_idx').on(t.questionId)],
);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

/** When each background job last ran, so that several server processes run it once per interval between them. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  job: text('job').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Every admin write: who (kept as a snapshot when the admin's account goes), what, which record, when, and the
 * record before and after. A bulk action has no entity id; its ids and count are in details.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorMobile: text('actor_mobile'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_entity_idx').on(t.entityId),
    index('audit_log_action_idx').on(t.entityType, t.action),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type TestRow = typeof tests.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type TargetExamRow = typeof targetExams.$inferSelect;
export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * One row: a number every change to questions or to which questions a test holds raises (triggers, in the same
 * transaction). A server process keeps what it read of them while the number it sees is the one it read them at.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A student's own events (a result scored, a payment paid, failed or refunded), written where they happen. Events
 * for every student of an exam (a new test, a live test starting) have no rows: they are read from the tests.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['result_ready', 'payment_paid', 'payment_failed', 'payment_refunded'] }).notNull(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id),
    attemptId: uuid('attempt_id'),
    score: doublePrecision('score'),
    paymentId: uuid('payment_id'),
    amountPaise: integer('amount_paise'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Which of the tests announced to every student of an exam (new, or live soon) the student has read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.testId] })],
);
