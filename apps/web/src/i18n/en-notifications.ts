/** The bell's texts: fetched with the signed-in frame's code (see loadTexts). */
export const texts = {
  notifications: 'Notifications',
  unread_one: '{{shown}} unread notification',
  unread_other: '{{shown}} unread notifications',
  markAllRead: 'Mark all as read',
  markFailed: 'Failed to mark notifications as read',
  loading: 'Loading notifications',
  failed: 'Failed to load notifications',
  retry: 'Try again',
  empty: 'No notifications yet',
  emptyHint: 'Your results, payments and new tests for your exams will show here.',
  unreadItem: 'Unread',
  showMore: 'Show more',
  deletedTest: 'A deleted test',
  kinds: {
    result_ready: { title: 'Your result is ready', body: '{{test}}: you scored {{score}}%' },
    payment_paid: { title: 'Payment confirmed', body: '{{amount}} for {{test}}. You can start it now.' },
    payment_failed: { title: 'Payment failed', body: '{{test}}: no money was taken. You can try again.' },
    payment_refunded: { title: 'Payment refunded', body: '{{amount}} for {{test}} is on its way back to you.' },
    new_test: { title: 'New test for your exam', body: '{{test}}' },
    live_soon: { title: 'Live test starting soon', body: '{{test}} starts at {{time}}' },
  },
};
