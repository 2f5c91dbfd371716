import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import ChartNoAxesColumnIncreasing from 'lucide-react/icons/chart-no-axes-column-increasing';
import CircleQuestionMark from 'lucide-react/icons/circle-question-mark';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import CreditCard from 'lucide-react/icons/credit-card';
import House from 'lucide-react/icons/house';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Radio from 'lucide-react/icons/radio';
import ShieldCheck from 'lucide-react/icons/shield-check';
import SquarePen from 'lucide-react/icons/square-pen';
import Trophy from 'lucide-react/icons/trophy';
import type { BadgeTone } from '../../components/ui/Badge';
import type { en } from '../../i18n/en';

type NavTexts = (typeof en)['app']['nav'];

/** `label`, `badge.text` and a section's `title` name texts of the catalogue's app.nav section. */
export type NavItem = {
  to: string;
  label: keyof NavTexts['items'];
  icon: LucideIcon;
  badge?: { text: keyof NavTexts['badges']; tone: BadgeTone };
};
export type NavSection = { title: keyof NavTexts['sections']; items: NavItem[]; adminOnly?: boolean };

/** The sidebar of SPEC 2.4. */
export const NAV_SECTIONS: NavSection[] = [
  { title: 'main', items: [{ to: '/dashboard', label: 'home', icon: House }] },
  {
    title: 'learn',
    items: [
      { to: '/tests', label: 'tests', icon: BookOpen, badge: { text: 'hot', tone: 'red' } },
      { to: '/live-tests', label: 'liveTests', icon: Radio, badge: { text: 'free', tone: 'green' } },
      { to: '/practice', label: 'practice', icon: SquarePen },
      { to: '/quizzes', label: 'quizzes', icon: Lightbulb, badge: { text: 'new', tone: 'amber' } },
    ],
  },
  {
    title: 'performance',
    items: [
      { to: '/results', label: 'results', icon: ChartNoAxesColumnIncreasing },
      { to: '/leaderboard', label: 'leaderboard', icon: Trophy },
      { to: '/attempted', label: 'attempted', icon: ClipboardCheck },
    ],
  },
  {
    title: 'account',
    items: [
      { to: '/profile', label: 'profile', icon: CircleUserRound },
      { to: '/payments', label: 'payments', icon: CreditCard },
      { to: '/help', label: 'help', icon: CircleQuestionMark },
    ],
  },
  { title: 'admin', adminOnly: true, items: [{ to: '/admin', label: 'admin', icon: ShieldCheck }] },
];

/** The user menu of the top bar (SPEC 2.4); Logout follows them. */
export const USER_MENU_ITEMS: NavItem[] = [
  { to: '/profile', label: 'profileSettings', icon: CircleUserRound },
  { to: '/payments', label: 'payments', icon: CreditCard },
  { to: '/help', label: 'help', icon: CircleQuestionMark },
];
