import { formatINRExact } from './money';
/** Texts the server says (and the web shows as they come), SPEC 5 and 8 word for word, plus the server's own where SPEC is silent. The web's own texts are in apps/web/src/i18n. */
export const MSG = {
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be 10 digits',
  passwordRequired: 'Password is required',
  passwordMinSignup: 'Password must be at least 6 characters long',
  passwordMin: 'Password must be at least 6 characters',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose a different one.',
  emailInvalid: 'Please enter a valid email address',
  loginRequired: 'Mobile number and password are required',
  otpRequired: 'Please enter OTP',
  otpFormat: 'OTP must be 6 digits',
  targetExamsMax: 'You can select at most 5 target exams',
  targetExamUnknown: 'One or more selected target exams do not exist',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  confirmNewPassword: 'Please confirm your new password',
  passwordsDoNotMatch: 'Passwords do not match',
  typeDelete: 'Please type DELETE to confirm',
  googleCredentialRequired: 'Google credential is required',

  mobileTaken: 'An account with this mobile number already exists. Please log in instead.',
  invalidCredentials: 'Invalid mobile number or password',
  otpNotRequested: 'No OTP was requested for this mobile number. Please request a new one.',
  otpExpired: 'OTP has expired. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordWrong: 'Password is incorrect',
  googleNotConfigured: 'Google sign-in is not configured',
  googleInvalid: 'Google sign-in could not be verified. Please try again.',
  adminSignupForbidden: 'Admin signup requires an admin token or the admin signup secret',

  loginRequiredForRoute: 'Please log in to continue',
  sessionInvalid: 'Your session is invalid. Please log in again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  accountGone: 'This account no longer exists',
  accountBlocked: 'Your account has been blocked. Please contact support.',
  adminOnly: 'Only admins can do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  serverError: 'Something went wrong on our side. Please try again.',
  invalidRequest: 'Invalid request',
  invalidValue: 'Invalid value',
  textNotAllowed: 'Text contains characters that are not allowed',
  databaseUnavailable: 'Database unavailable',
  metricsTokenRequired: 'Metrics need the metrics token',
  notReady: 'Not ready: the database cannot be reached or its migrations are not applied',
  serviceUnavailable: 'MockPrep is briefly unavailable. Please try again in a moment.',

  testNotFound: 'Test not found',
  liveNotStarted: 'This live test has not started yet',
  liveEnded: 'This live test has ended',
  liveRegistered: 'You are registered for this live test',
  liveNotJoined: 'Start this live test to see its questions',
  noQuestionsYet: 'This test has no questions yet',
  alreadyTaken: 'You have already taken this test. Open it to see your result, or retake it as practice.',
  notLiveTest: 'This test has no live window',
  practiceNoAccess: 'Practise questions from free tests or tests you have bought',
  practiceLocked: 'This question is in a test that has not ended yet. Practise it after the test.',
  purchaseRequired: 'You need to purchase this test before you can take it',
  timeUp: 'Time is up for this test',
  resultNotFound: 'Result not found',
  attemptNotFound: 'Attempt not found',
  attemptNotSubmitted: 'This test has not been submitted yet',
  unknownQuestion: 'An answer refers to a question that is not in this test',
  optionOutOfRange: 'Selected option is out of range for this question',
  sectionClosed: 'This section is closed: its time is over',
  sectionNotOpen: 'This section has not opened yet',

  promoInvalid: 'Invalid promo code',
  promoNotStarted: 'This promo code is not active yet',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has reached its usage limit',
  promoNotApplicable: 'This promo code is not valid for this test',
  alreadyOwned: 'You already own this test',
  testIsFree: 'This test is free: no purchase needed',
  paymentNotFound: 'Payment not found',
  paymentVerificationFailed: 'Payment verification failed',
  webhookSignatureInvalid: 'Invalid webhook signature',
  mockPaymentFailed: 'Mock payment failed',
  orderInProgress: 'Another payment for this test is being set up. Please try again.',
  receiptNotFound: 'Receipt Not Found',

  loginSuccess: 'Login successful!',
  promoApplied: 'Promo code applied successfully!',
  paymentSuccess: 'Payment successful! You can now access the test.',
  testPurchased: 'Test purchased successfully!',
  paymentRefunded: 'You already own this test, so this payment is being refunded to you.',
  testSubmitted: 'Test submitted successfully!',
  signupSuccess: 'Signup successful!',
  googleSuccess: 'Google sign-in successful!',
  otpSent: 'OTP sent successfully',
  passwordChanged: 'Password changed successfully',
  notificationsUpdated: 'Notification settings updated successfully',
  accountDeleted: 'Account deleted successfully',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out successfully',
  loggedOutEverywhere: 'Logged out of all devices',
  notificationNotFound: 'Notification not found',

  fail: {
    sendOtp: 'Failed to send OTP',
    createOrder: 'Failed to create order',
  },
} as const;

export const otpWrongMessage = (triesLeft: number) =>
  triesLeft > 0 ? `Invalid OTP. ${triesLeft} ${triesLeft === 1 ? 'attempt' : 'attempts'} left.` : MSG.otpLocked;

const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

export const passwordLockedMessage = (minutesLeft: number) =>
  `Too many wrong passwords. Please try again in ${minutes(minutesLeft)} or log in with OTP.`;

export const otpSendsPerHourMessage = (minutesLeft: number) =>
  `Too many OTPs were requested for this mobile number. Please try again in ${minutes(minutesLeft)}.`;

export const otpTriesPerHourMessage = (minutesLeft: number) =>
  `Too many wrong OTPs for this mobile number. Please try again in ${minutes(minutesLeft)}.`;

export const otpWaitMessage = (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP`;

export const promoMinAmountMessage = (rupees: number) => `Minimum amount for this code is ${formatINRExact(rupees)}`;
