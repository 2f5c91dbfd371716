import type { GlobalLeaderboard, Test, TestLeaderboard } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { correctOptionTexts, expectedRows, shownRows, submitChoosing } from './support/leaderboard';
import { callApi, listTests, pageAs, type Student, signUpStudent } from './support/students';

let browser: Browser;
let test: Test;
/** `first` answers half the questions with option 0; `second` answers every one correctly, so the scores differ. */
let first: Student;
let second: Student;

const boardOf = (student: Student, period = 'all') =>
  callApi<TestLeaderboard>(student.token, 'GET', `/leaderboard/test/${test._id}?period=${period}`);

const standings = (page: Page) => page.getByRole('list', { name: 'Standings' }).getByRole('listitem');

/** The rows on screen are the API's entries: same order, ranks, scores and the (You) row. */
async function expectRowsOf(page: Page, board: { entries: TestLeaderboard['entries'] }) {
  await expect
    .poll(async () => (await shownRows(standings(page))).map(({ text, ...row }) => row))
    .toEqual(expectedRows(board.entries));
  const shown = await shownRows(standings(page));
  board.entries.forEach((entry, i) => {
    expect(shown[i]?.text).toContain(entry.user.name);
  });
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function openBoard(student: Student, viewport = DESKTOP, path = `/leaderboard/${test._id}`) {
  const page = await pageAs(browser, student, viewport);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  browser = await launch();
  [first, second] = await Promise.all([signUpStudent('Ananya Rao'), signUpStudent('Rohan Mehta')]);
  const free = (await listTests(first)).filter((candidate) => candidate.type === 'Free');
  test = free.at(-1) as Test;
  const firstResult = await submitChoosing(first, test._id, (_question, i) => (i % 2 === 0 ? 0 : null));
  const correct = correctOptionTexts(firstResult);
  const secondResult = await submitChoosing(second, test._id, (question) =>
    question.options.indexOf(correct.get(question._id) as string),
  );
  expect(secondResult.score).toBe(100);
  expect(firstResult.score).toBeLessThan(100);
});

afterAll(async () => {
  await browser?.close();
});

describe('per-test leaderboard', () => {
  it('shows each student the other one, their own row tagged (You), and the ranks and scores of the API', async () => {
    for (const [me, other, viewport] of [
      [first, second, DESKTOP],
      [second, first, PHONE],
    ] as const) {
      const board = await boardOf(me);
      expect(board.entries.map((entry) => entry.user._id)).toEqual(
        expect.arrayContaining([me.user._id, other.user._id]),
      );
      const page = await openBoard(me, viewport);
      await page.getByRole('heading', { name: test.title }).waitFor();
      await expectRowsOf(page, board);
      const mine = standings(page).filter({ hasText: '(You)' });
      expect(await mine.count()).toBe(1);
      expect(await mine.textContent()).toContain(me.user.name);
      expect(await standings(page).filter({ hasText: other.user.name }).textContent()).not.toContain('(You)');
      expect(
        await page.getByText('Participants', { exact: true }).locator('xpath=following-sibling::p[1]').textContent(),
      ).toBe(board.participants.toLocaleString('en-IN'));
      expect(
        await page.getByText('Highest Score', { exact: true }).locator('xpath=following-sibling::p[1]').textContent(),
      ).toBe(`${board.entries[0]?.score}%`);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'leaderboard-test');
      await page.close();
    }
  });

  it('switches to This Week with a click and to Today with the arrow key, keeping the period in the URL', async () => {
    const [weekly, daily] = await Promise.all([boardOf(first, 'weekly'), boardOf(first, 'daily')]);
    const page = await openBoard(first);
    await standings(page).first().waitFor();

    await page.getByText('This Week', { exact: true }).click();
    await page.waitForURL(/period=weekly/);
    await expectRowsOf(page, weekly);

    await page.getByRole('radio', { name: 'This Week' }).press('ArrowRight');
    await page.waitForURL(/period=daily/);
    await expect.poll(() => page.getByRole('radio', { name: 'Today' }).isChecked()).toBe(true);
    await expectRowsOf(page, daily);

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Today' }).isChecked()).toBe(true);
    await expectRowsOf(page, daily);
  });

  it('goes back to where the student came from, and Go Back leaves a test that does not exist', async () => {
    const page = await openBoard(first, DESKTOP, '/results');
    await page.getByRole('main').getByRole('link', { name: 'Leaderboard', exact: true }).click();
    await page.getByRole('heading', { name: test.title }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/results');

    await page.goto('/leaderboard/00000000-0000-7000-8000-000000000000');
    await page.getByText('Test not found or no data available').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/tests');
  });
});

describe('global leaderboard', () => {
  it('shows this week by default and today, with each entry’s test title, at phone and desktop widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const weekly = await callApi<GlobalLeaderboard>(first.token, 'GET', '/leaderboard/weekly');
      const mine = weekly.entries.filter((entry) => [first.user._id, second.user._id].includes(entry.user._id));
      expect(mine).toHaveLength(2);
      const page = await openBoard(first, viewport, '/leaderboard');
      await expect.poll(() => page.getByRole('radio', { name: 'This Week' }).isChecked()).toBe(true);
      await expectRowsOf(page, weekly);
      for (const entry of mine) {
        expect(await standings(page).filter({ hasText: entry.user.name }).textContent()).toContain(test.title);
      }
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'leaderboard-global');

      const daily = await callApi<GlobalLeaderboard>(first.token, 'GET', '/leaderboard/daily');
      await page.getByText('Today', { exact: true }).click();
      await page.waitForURL(/period=daily/);
      await expectRowsOf(page, daily);
      await page.close();
    }
  });

  it('ranks students, not attempts: a student with several tests this week holds one row', async () => {
    const others = (await listTests(first)).filter(
      (candidate) => candidate.type === 'Free' && candidate._id !== test._id && !candidate.startsAt,
    );
    // Taken once: a retry of this test finds them submitted and keeps them.
    for (const other of others.slice(0, 2)) if (!other.mine.submitted) await submitChoosing(first, other._id, () => 0);
    const weekly = await callApi<GlobalLeaderboard>(first.token, 'GET', '/leaderboard/weekly');
    const ids = weekly.entries.map((entry) => entry.user._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id === first.user._id)).toHaveLength(1);
    expect(weekly.participants).toBeGreaterThanOrEqual(weekly.entries.length);
    const page = await openBoard(first, PHONE, '/leaderboard?exam=all');
    await expectRowsOf(page, weekly);
    expect(await standings(page).filter({ hasText: first.user.name }).count()).toBe(1);
    expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 360)).toBe(true);
    await screenshot(page, 'leaderboard-global-students');
    await page.close();
  });

  it('shows — for the average and top score of an empty board', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openBoard(first, viewport, '/leaderboard?exam=00000000-0000-7000-8000-000000000000');
      await page.getByText('No participants yet').waitFor();
      const figure = (label: string) =>
        page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').textContent();
      expect(await figure('Participants')).toBe('0');
      expect(await figure('Average Score')).toBe('—');
      expect(await figure('Top Score')).toBe('—');
      await screenshot(page, 'leaderboard-global-empty');
      await page.close();
    }
  });
});
