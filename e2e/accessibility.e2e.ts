import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Test } from '@mockprep/contract';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import { finishAttempt, listTests, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';
import { beginTest } from './support/test-taking';

/** axe-core's browser build, injected into each page as a script (it is not part of the app). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA, as axe tags it. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Who = 'guest' | 'student' | 'admin';
type Screen = {
  name: string;
  who: Who;
  path: () => string;
  /** Brings the screen to the state checked (opens a dialog, begins a test); the path's screen is ready before. */
  open?: (page: Page) => Promise<unknown>;
  only?: typeof PHONE;
};

let browser: Browser;
let student: Student;
let admin: Student;
let freeTest: Test;
let paidTest: Test;
let unsectionedTest: Test;
let resultId: string;

const clickButton = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first().click();
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name }).waitFor();
const adminTab = (tab: string) => () => `/admin?tab=${tab}`;

/** Every route of app/router.tsx, the error screens, a running test, a result, and the main dialogs. */
const SCREENS: Screen[] = [
  { name: 'login', who: 'guest', path: () => '/login' },
  { name: 'signup', who: 'guest', path: () => '/signup' },
  { name: 'not found', who: 'guest', path: () => '/no-such-page' },
  {
    name: 'error screen',
    who: 'student',
    path: () => '/dashboard',
    // The help screen's code fails to load: the router shows its error screen.
    open: async (page) => {
      await page.route(/\/assets\/HelpPage-[^/]*\.js$/, (route) => route.abort());
      await page.getByRole('link', { name: 'Help' }).first().click({ force: true });
      await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    },
    only: DESKTOP,
  },
  { name: 'dashboard', who: 'student', path: () => '/dashboard' },
  { name: 'tests', who: 'student', path: () => '/tests' },
  {
    name: 'purchase dialog',
    who: 'student',
    path: () => `/tests?search=${encodeURIComponent(paidTest.title)}`,
    open: async (page) => {
      await page.getByRole('article', { name: paidTest.title }).getByRole('button', { name: 'Buy Now' }).click();
      await dialog(page, 'Buy Test');
    },
  },
  {
    name: 'filters sheet',
    who: 'student',
    path: () => '/tests',
    open: async (page) => {
      await clickButton(page, /^Filters/);
      await dialog(page, 'Filters');
    },
    only: PHONE,
  },
  { name: 'live tests', who: 'student', path: () => '/live-tests' },
  { name: 'practice', who: 'student', path: () => '/practice' },
  { name: 'quizzes', who: 'student', path: () => '/quizzes' },
  { name: 'test instructions', who: 'student', path: () => `/test/${freeTest._id}` },
  {
    name: 'running test',
    who: 'student',
    path: () => `/test/${freeTest._id}`,
    open: async (page) => {
      await beginTest(page);
      await page.getByRole('timer').waitFor();
    },
  },
  {
    name: 'submit dialog',
    who: 'student',
    // A sectioned test offers Submit in its last section: this one has none.
    path: () => `/test/${unsectionedTest._id}`,
    open: async (page) => {
      await beginTest(page);
      await page.getByRole('timer').waitFor();
      // Submit is offered on the last question; phones reach it through the palette.
      const navigator = page.getByRole('navigation', { name: 'Question navigator' });
      if (!(await navigator.isVisible())) await clickButton(page, 'Palette');
      await navigator.getByRole('button').last().click();
      await clickButton(page, 'Submit Test');
      await dialog(page, 'Submit Test?');
    },
  },
  { name: 'result', who: 'student', path: () => `/result/${resultId}` },
  { name: 'results', who: 'student', path: () => '/results' },
  { name: 'leaderboard', who: 'student', path: () => '/leaderboard' },
  { name: 'test leaderboard', who: 'student', path: () => `/leaderboard/${freeTest._id}` },
  { name: 'attempted', who: 'student', path: () => '/attempted' },
  { name: 'profile', who: 'student', path: () => '/profile' },
  {
    name: 'delete account dialog',
    who: 'student',
    path: () => '/profile',
    open: async (page) => {
      await clickButton(page, 'Delete Account');
      await dialog(page, 'Delete Account');
    },
  },
  { name: 'payments', who: 'student', path: () => '/payments' },
  { name: 'help', who: 'student', path: () => '/help' },
  {
    name: 'notifications panel',
    who: 'student',
    path: () => '/dashboard',
    open: async (page) => {
      await clickButton(page, /notification/);
      await page.getByRole('list', { name: 'Notifications' }).waitFor();
    },
  },
  {
    name: 'mobile menu',
    who: 'student',
    path: () => '/dashboard',
    open: async (page) => {
      await clickButton(page, 'Open mobile menu');
      await dialog(page, 'Menu');
    },
    only: PHONE,
  },
  { name: 'admin dashboard', who: 'admin', path: adminTab('dashboard') },
  { name: 'admin users', who: 'admin', path: adminTab('users') },
  {
    name: 'admin edit user',
    who: 'admin',
    path: adminTab('users'),
    open: async (page) => {
      await page.getByRole('article').first().getByRole('button', { name: 'Edit' }).click();
      await dialog(page, 'Edit User');
    },
  },
  { name: 'admin tests', who: 'admin', path: adminTab('tests') },
  {
    name: 'admin test form',
    who: 'admin',
    path: adminTab('tests'),
    open: async (page) => {
      await clickButton(page, 'Add New Test');
      await dialog(page, 'Add New Test');
    },
  },
  { name: 'admin questions', who: 'admin', path: adminTab('questions') },
  {
    name: 'admin add question',
    who: 'admin',
    path: adminTab('questions'),
    open: async (page) => {
      await clickButton(page, 'Add Question');
      await dialog(page, 'Add Question');
    },
  },
  {
    name: 'admin question upload',
    who: 'admin',
    path: adminTab('questions'),
    open: async (page) => {
      await clickButton(page, 'Bulk Upload');
      await dialog(page, 'Bulk Upload Questions');
    },
  },
  { name: 'admin payments', who: 'admin', path: adminTab('payments') },
  { name: 'admin target exams', who: 'admin', path: adminTab('target-exams') },
  {
    name: 'admin target exam form',
    who: 'admin',
    path: adminTab('target-exams'),
    open: async (page) => {
      await clickButton(page, 'Add New Exam');
      await dialog(page, 'Add New Target Exam');
    },
  },
  { name: 'admin promo codes', who: 'admin', path: adminTab('promo-codes') },
  {
    name: 'admin promo code form',
    who: 'admin',
    path: adminTab('promo-codes'),
    open: async (page) => {
      await clickButton(page, 'Create Promo Code');
      await dialog(page, 'Create Promo Code');
    },
  },
  {
    name: 'admin confirm delete',
    who: 'admin',
    path: adminTab('promo-codes'),
    open: async (page) => {
      await clickButton(page, /^Delete [A-Z0-9]+$/);
      await dialog(page, 'Delete Promo Code');
    },
  },
  { name: 'admin support', who: 'admin', path: adminTab('support') },
  { name: 'admin audit log', who: 'admin', path: adminTab('audit-log') },
];

type Node = { target: string; html: string };
type Finding = { screen: string; width: number; rule: string; impact: string; nodes: Node[] };
const findings: Finding[] = [];

async function openScreen(screen: Screen, viewport: typeof DESKTOP): Promise<Page> {
  const page =
    screen.who === 'guest'
      ? await newPage(browser, viewport)
      : await pageAs(browser, screen.who === 'admin' ? admin : student, viewport);
  await page.goto(screen.path());
  await page.locator('h1, [role="dialog"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await screen.open?.(page);
  await page.waitForLoadState('networkidle');
  // Dialogs and menus fade in: a half-faded colour is not the one a student reads.
  await page.waitForTimeout(400);
  return page;
}

/** The serious and critical WCAG 2.2 AA violations axe finds on the page as it is now. */
async function blockingViolations(page: Page, screen: string, width: number): Promise<Finding[]> {
  // Evaluated rather than added as a <script>: the app's Content Security Policy refuses inline scripts.
  await page.evaluate(AXE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          // Experimental in axe, but WCAG 2.5.3: a control's spoken name contains the words it shows.
          rules: { 'label-content-name-mismatch': { enabled: true } },
          resultTypes: ['violations'],
        },
      ),
    WCAG_AA,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      width,
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), html: node.html })),
    }));
}

beforeAll(async () => {
  browser = await launch();
  [student, admin] = await Promise.all([signUpStudent('Meera Nair'), signInDemoAdmin()]);
  const tests = await listTests(student);
  const free = tests.find((test) => test.type === 'Free' && !test.startsAt);
  const paid = tests.find((test) => test.type === 'Paid');
  const unsectioned = tests.find((test) => test.title === 'SBI Clerk Numerical Ability');
  if (!free || !paid || !unsectioned) throw new Error('the demo catalogue lacks a test these screens need');
  [freeTest, paidTest, unsectionedTest] = [free, paid, unsectioned];
  resultId = (await finishAttempt(student, freeTest._id, 3))._id;
});

afterAll(async () => {
  await browser?.close();
  const byRule = new Map<string, number>();
  for (const finding of findings) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + finding.nodes.length);
  if (byRule.size) console.log('axe: serious or critical nodes by rule', Object.fromEntries(byRule));
});

describe('every screen meets WCAG 2.2 AA as axe checks it (no serious or critical violation)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const screen of SCREENS.filter((s) => !s.only || s.only === viewport)) {
      it(`${screen.name} (${viewport.width} px)`, async () => {
        const page = await openScreen(screen, viewport);
        try {
          await screenshot(page, `a11y-${screen.name.replaceAll(' ', '-')}`, { fullPage: false });
          const found = await blockingViolations(page, screen.name, viewport.width);
          findings.push(...found);
          const report = found.flatMap((f) =>
            f.nodes.map(
              (node) => `${f.impact} ${f.rule} on ${f.screen} at ${f.width} px: ${node.target} — ${node.html}`,
            ),
          );
          expect(report).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});

describe('finding one’s way with a keyboard or a screen reader', () => {
  it('names each screen and its subject in the title, and moves focus to the new heading after a link', async () => {
    const page = await pageAs(browser, student, DESKTOP);
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    expect(await page.title()).toBe('Dashboard · MockPrep');
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('My Results');
    expect(await page.title()).toBe('My Results · MockPrep');

    await page.goto(`/result/${resultId}`);
    await page.locator('h1').waitFor();
    await expect.poll(() => page.title()).toBe(`Results · ${freeTest.title} · MockPrep`);

    await page.goto('/no-such-page');
    await expect.poll(() => page.title()).toBe('Page not found · MockPrep');
    await page.context().close();
  });

  it('offers a skip link as the first stop, which takes focus past the menus to the page', async () => {
    const page = await pageAs(browser, student, DESKTOP);
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(24);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.context().close();
  });

  it('opens the account menu and the bell from the keyboard, and Escape gives the focus back to the button', async () => {
    const page = await pageAs(browser, student, DESKTOP);
    await page.goto('/dashboard');
    await page.locator('h1').waitFor();
    const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

    const account = page.getByRole('button', { name: /^Account menu for / });
    expect(await account.getAttribute('aria-haspopup')).toBe('menu');
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await account.getAttribute('aria-expanded')).toBe('true');
    expect(await focused(menu.getByRole('menuitem', { name: 'Profile Settings' }))).toBe(true);
    await screenshot(page, 'account-menu', { fullPage: false });
    await page.keyboard.press('ArrowDown');
    expect(await focused(menu.getByRole('menuitem', { name: 'Payment History' }))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focused(account)).toBe(true);
    expect(await account.getAttribute('aria-expanded')).toBe('false');

    const bell = page.getByRole('button', { name: /notification/i });
    expect(await bell.getAttribute('aria-haspopup')).toBe('dialog');
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await focused(bell)).toBe(true);
    await page.context().close();
  });
});
