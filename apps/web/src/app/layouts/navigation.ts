import type { BadgeTone } from '../../components/ui/Badge';
import type { IconName } from '../../components/ui/Icon';

export type NavItem = { to: string; label: string; icon: IconName; badge?: { text: string; tone: BadgeTone } };
export type NavSection = { title: string; items: NavItem[]; adminOnly?: boolean };

/** The sidebar of SPEC 2.4. */
export const NAV_SECTIONS: NavSection[] = [
  { title: 'MAIN', items: [{ to: '/dashboard', label: 'Home', icon: 'home' }] },
  {
    title: 'LEARN',
    items: [
      { to: '/tests', label: 'Test Series', icon: 'book', badge: { text: 'HOT', tone: 'red' } },
      { to: '/live-tests', label: 'Live Tests', icon: 'live', badge: { text: 'FREE', tone: 'green' } },
      { to: '/practice', label: 'Practice', icon: 'pencil' },
      { to: '/quizzes', label: 'Free Quizzes', icon: 'bulb', badge: { text: 'NEW', tone: 'amber' } },
    ],
  },
  {
    title: 'PERFORMANCE',
    items: [
      { to: '/results', label: 'Results', icon: 'chart' },
      { to: '/leaderboard', label: 'Leaderboard', icon: 'trophy' },
      { to: '/attempted', label: 'Attempted Tests', icon: 'checklist' },
    ],
  },
  {
    title: 'ACCOUNT',
    items: [
      { to: '/profile', label: 'Profile', icon: 'user' },
      { to: '/payments', label: 'Payment History', icon: 'card' },
      { to: '/help', label: 'Help & Support', icon: 'help' },
    ],
  },
  { title: 'ADMIN', adminOnly: true, items: [{ to: '/admin', label: 'Admin Panel', icon: 'shield' }] },
];

/** The user menu of the top bar (SPEC 2.4); Logout follows them. */
export const USER_MENU_ITEMS: NavItem[] = [
  { to: '/profile', label: 'Profile Settings', icon: 'user' },
  { to: '/payments', label: 'Payment History', icon: 'card' },
  { to: '/help', label: 'Help & Support', icon: 'help' },
];

/** Fixed sample notifications: the bell is not driven by data (SPEC 2.4). */
export const SAMPLE_NOTIFICATIONS = [
  {
    id: 1,
    title: 'New mock test available',
    body: 'A fresh full-length test series has been added.',
    time: '2 hours ago',
  },
  { id: 2, title: 'Your result is ready', body: 'See your score, rank and answer review.', time: '1 day ago' },
  { id: 3, title: 'Weekend practice reminder', body: 'Keep your streak going with a quick quiz.', time: '2 days ago' },
] as const;
