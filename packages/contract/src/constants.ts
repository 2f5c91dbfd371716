export const MOBILE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_WRONG_TRIES = 5;
/** Per mobile number, over any 60 minutes: codes sent (login and signup together), and codes tried across resends. */
export const OTP_MAX_SENDS_PER_HOUR = 5;
export const OTP_MAX_TRIES_PER_HOUR = 10;
/** Wrong passwords for one mobile number before password sign-in locks; OTP sign-in stays open. */
export const PASSWORD_MAX_TRIES = 5;
/** The first lockout; each further one doubles, up to the maximum. */
export const PASSWORD_LOCKOUT_MINUTES = 15;
export const PASSWORD_LOCKOUT_MAX_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_STRONG_LENGTH = 8;
export const MAX_TARGET_EXAMS = 5;
export const TOAST_DURATION_MS = 5000;
export const SIDEBAR_COLLAPSE_WIDTH = 1024;
export const DELETE_CONFIRM_WORD = 'DELETE';

export const ROLES = ['user', 'admin'] as const;
export const GENDERS = ['prefer-not-to-say', 'male', 'female', 'other'] as const;
export const EDUCATION_QUALIFICATIONS = ['high-school', 'diploma', 'bachelor', 'master', 'phd', 'other'] as const;

export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  'prefer-not-to-say': 'Prefer not to say',
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const EDUCATION_LABELS: Record<(typeof EDUCATION_QUALIFICATIONS)[number], string> = {
  'high-school': 'High School',
  diploma: 'Diploma',
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  phd: 'PhD',
  other: 'Other',
};

export const DEFAULT_NOTIFICATION_SETTINGS = {
  emailNotifications: true,
  smsNotifications: true,
  testReminders: true,
  resultNotifications: true,
  promotionalEmails: false,
} as const;

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export const TEST_TYPES = ['Free', 'Paid'] as const;
export const DURATION_FILTERS = [30, 60, 90, 120, 180] as const;
export const DEFAULT_TEST_DURATION = 60;
export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
/** Saves and submissions are accepted this long after expiresAt, for the last request in flight. */
export const SUBMIT_GRACE_SECONDS = 30;
export const DASHBOARD_RECENT_ATTEMPTS = 5;
export const DASHBOARD_BANNER_MS = 5000;
export const NAVIGATOR_COLUMNS = 5;
export const DONUT_CIRCUMFERENCE = 628;

/** Free Quizzes: short Free tests. */
export const QUIZ_MAX_QUESTIONS = 15;
export const QUIZ_MAX_MINUTES = 15;
