import type {
  AttemptedTestPage,
  AttemptPage,
  AttemptResult,
  AttemptStats,
  MistakePage,
  PracticeNext,
  PracticeOptions,
  StudentTest,
} from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, finishAttempt, listTests, pageAs, type Student, signUpStudent } from './support/students';

/** More attempts than My Results' first page (20), over two tests. */
const ATTEMPTS = 23;
const DOM_NODE_LIMIT = 5000;

let browser: Browser;
let student: Student;
let stats: AttemptStats;
let newest: AttemptPage;

const cards = (page: Page) => page.getByRole('article');
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
const stat = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]').textContent();

async function open(path: string, viewport = DESKTOP) {
  const page = await pageAs(browser, student, viewport);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  browser = await launch();
  student = await signUpStudent('Meera Pillai');
  const free = (await listTests(student)).filter((test) => test.type === 'Free').slice(0, 2) as [
    StudentTest,
    StudentTest,
  ];
  for (let i = 0; i < ATTEMPTS; i++) await finishAttempt(student, (i % 2 ? free[1] : free[0])._id, i % 5);
  stats = await callApi<AttemptStats>(student.token, 'GET', '/attempts/summary');
  newest = await callApi<AttemptPage>(student.token, 'GET', '/attempts/user');
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a student with more results than a page', () => {
  it('sees the first page of My Results with the figures of all of them, then loads the rest', async () => {
    expect(stats.testsTaken).toBe(ATTEMPTS);
    expect(newest.total).toBe(ATTEMPTS);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/results', viewport);
      await page.getByText(`Showing 20 of ${ATTEMPTS} results`).waitFor();
      expect(await cards(page).count()).toBe(20);
      expect(await cards(page).first().locator('h2').textContent()).toBe(newest.entries[0]?.test.title);
      expect(await stat(page, 'Total Tests')).toBe(String(ATTEMPTS));
      expect(await stat(page, 'Average Score')).toBe(`${Math.round(stats.averageScore)}%`);
      expect(await stat(page, 'Best Score')).toBe(`${stats.bestScore}%`);
      expect(await domNodes(page)).toBeLessThan(DOM_NODE_LIMIT);
      await screenshot(page, 'student-results-first-page');

      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText(`Showing ${ATTEMPTS} of ${ATTEMPTS} results`).waitFor();
      expect(await cards(page).count()).toBe(ATTEMPTS);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'student-results-all');
      await page.context().close();
    }
  });

  it('shows the dashboard figures of every attempt and the latest five', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/dashboard', viewport);
      const recent = page.getByRole('region', { name: 'Recent Tests' });
      await recent.getByRole('link', { name: newest.entries[0]?.test.title }).first().waitFor();
      await expect.poll(() => stat(page, 'Tests Completed')).toBe(String(ATTEMPTS));
      expect(await stat(page, 'Average Score')).toBe(`${Math.round(stats.averageScore)}%`);
      expect(await stat(page, 'Average Accuracy')).toBe(`${Math.round(stats.averageAccuracy)}%`);
      const links = await recent
        .getByRole('link', { name: /./ })
        .evaluateAll((all) =>
          all.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/result/')),
        );
      expect(links).toEqual(newest.entries.slice(0, 5).map((attempt) => `/result/${attempt._id}`));
      expect(await domNodes(page)).toBeLessThan(DOM_NODE_LIMIT);
      await screenshot(page, 'student-results-dashboard');
      await page.context().close();
    }
  });

  it('tags practice retakes on My Results and sums them up per test under By test', async () => {
    const page = await open('/results', PHONE);
    await page.getByText(`Showing 20 of ${ATTEMPTS} results`).waitFor();
    const practice = newest.entries.filter((attempt) => !attempt.isCounted).length;
    expect(await cards(page).filter({ hasText: 'Practice' }).count()).toBe(practice);
    await page.getByRole('link', { name: 'By test' }).click();
    await page.getByRole('heading', { name: 'Attempted Tests', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/attempted');
    await page.context().close();
  });

  it('sums the attempts up per test on Attempted Tests', async () => {
    const tests = await callApi<AttemptedTestPage>(student.token, 'GET', '/attempts/tests');
    expect(tests.entries.map((entry) => entry.attempts).sort()).toEqual([11, 12]);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/attempted', viewport);
      const card = page.getByRole('article', { name: tests.entries[0]?.test.title });
      await card.waitFor();
      expect(await cards(page).count()).toBe(2);
      const count = tests.entries[0]?.attempts ?? 0;
      expect(await card.locator('dt:text-is("Attempts") + dd').textContent()).toBe(`${count} (${count - 1} practice)`);
      await screenshot(page, 'student-results-attempted');
      await page.context().close();
    }
  });

  it('is still served a practice question, and its mistakes come a page at a time', async () => {
    const next = await callApi<PracticeNext>(student.token, 'GET', '/practice/next');
    expect(next.question).not.toBeNull();
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/practice', viewport);
      const question = page.getByRole('region', { name: 'Question' });
      await question.getByRole('radio').first().waitFor();
      await question.getByRole('button', { name: 'Check Answer' }).waitFor();
      await screenshot(page, 'student-results-practice');
      await page.context().close();
    }
    const mistakes = await callApi<MistakePage>(student.token, 'GET', '/practice/mistakes?limit=2');
    // Mistakes whose questions a live test not over yet holds are left out: the total is what practice offers.
    const options = await callApi<PracticeOptions>(student.token, 'GET', '/practice');
    expect(mistakes.total).toBe(options.mistakes);
    expect(mistakes.entries).toHaveLength(Math.min(2, options.mistakes));
  });
});

describe('a student with a long name', () => {
  let long: Student;
  let result: AttemptResult;
  beforeAll(async () => {
    long = await signUpStudent('Venkata Satyanarayana Murthy Chandrasekharan');
    const [free] = (await listTests(long)).filter((test) => test.type === 'Free' && !test.startsAt);
    result = await finishAttempt(long, (free as StudentTest)._id, 2);
  }, 60_000);

  it('keeps the dashboard within a 360 px phone', async () => {
    const page = await pageAs(browser, long, PHONE);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Recent Tests' }).getByRole('link').first().waitFor();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'student-results-long-name-dashboard');
    await page.context().close();
  });

  it('opens the answer review from the top of the result, and prints the name, mobile and date without the chrome', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(browser, long, viewport);
      await page.goto(`/result/${result._id}`);
      await page.getByRole('button', { name: 'Review answers' }).click();
      const review = page.getByRole('region', { name: 'Answer Review' });
      await review.waitFor();
      await expect
        .poll(() => page.locator('#question-1').evaluate((node) => node === document.activeElement))
        .toBe(true);
      expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, 'student-results-result-review', { fullPage: false });

      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: 794, height: 1123 });
      expect(await page.getByText(`Student: ${long.user.name}`).isVisible()).toBe(true);
      expect(await page.getByText(`Mobile: ${long.user.mobile}`).isVisible()).toBe(true);
      expect(await page.getByText(/^Printed on /).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: result.test.title, level: 1 }).isVisible()).toBe(true);
      for (const hidden of [
        review,
        page.getByRole('region', { name: 'Question Navigator' }),
        page.getByRole('button', { name: 'Review answers' }),
        page.getByRole('button', { name: 'Print' }),
        page.getByRole('banner'),
      ]) {
        expect(await hidden.isVisible()).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1123);
      await screenshot(page, 'student-results-result-print');
      await page.context().close();
    }
  });
});
