import type { BadgeTone } from '../../components/ui/Badge';
import type { IconName } from '../../components/ui/Icon';
import type { en } from '../../i18n/en';

type NavTexts = (typeof en)['app']['nav'];

/** `label`, `badge.text` and a section's `title` name texts of the catalogue's app.nav section. */
export type NavItem = {
  to: string;
  label: keyof NavTexts['items'];
  icon: IconName;
  badge?: { text: keyof NavTexts['badges']; tone: BadgeTone };
};
export type NavSection = { title: keyof NavTexts['sections']; items: NavItem[]; adminOnly?: boolean };

/** The sidebar of SPEC 2.4. */
export const NAV_SECTIONS: NavSection[] = [
  { title: 'main', items: [{ to: '/dashboard', label: 'home', icon: 'home' }] },
  {
    title: 'learn',
    items: [
      { to: '/tests', label: 'tests', icon: 'book', badge: { text: 'hot', tone: 'red' } },
      { to: '/live-tests', label: 'liveTests', icon: 'live', badge: { text: 'free', tone: 'green' } },
      { to: '/practice', label: 'practice', icon: 'pencil' },
      { to: '/quizzes', label: 'quizzes', icon: 'bulb', badge: { text: 'new', tone: 'amber' } },
    ],
  },
  {
    title: 'performance',
    items: [
      { to: '/results', label: 'results', icon: 'chart' },
      { to: '/leaderboard', label: 'leaderboard', icon: 'trophy' },
      { to: '/attempted', label: 'attempted', icon: 'checklist' },
    ],
  },
  {
    title: 'account',
    items: [
      { to: '/profile', label: 'profile', icon: 'user' },
      { to: '/payments', label: 'payments', icon: 'card' },
      { to: '/help', label: 'help', icon: 'help' },
    ],
  },
  { title: 'admin', adminOnly: true, items: [{ to: '/admin', label: 'admin', icon: 'shield' }] },
];

/** The user menu of the top bar (SPEC 2.4); Logout follows them. */
export const USER_MENU_ITEMS: NavItem[] = [
  { to: '/profile', label: 'profileSettings', icon: 'user' },
  { to: '/payments', label: 'payments', icon: 'card' },
  { to: '/help', label: 'help', icon: 'help' },
];
