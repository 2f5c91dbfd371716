import type { AttemptResult, AttemptSession, Test } from '@mockprep/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { shown } from './support/format';
import { callApi, finishAttempt, listTests, pageAs, type Student, signUpStudent } from './support/students';

let browser: Browser;
let student: Student;
/** A free test the student starts through the API, then submits. */
let chosen: Test;
let session: AttemptSession;

const VIEWPORTS = [PHONE, DESKTOP];

async function open(path: string, viewport = DESKTOP) {
  const page = await pageAs(browser, student, viewport);
  await page.goto(path);
  return page;
}

/** The chosen test's card in the catalogue, searched by its title. */
async function cardOf(page: Page): Promise<Locator> {
  await page.goto(`/tests?search=${encodeURIComponent(chosen.title)}`);
  const card = page.getByRole('article', { name: chosen.title, exact: true });
  await card.waitFor();
  return card;
}

/** How far the page, and each of the card's links and buttons, stick out past the viewport or the card (0: none). */
async function overflowOf(page: Page, card: Locator) {
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not shown');
  const actions = await card.locator('a, button').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, clipped: element.scrollWidth > element.clientWidth };
    }),
  );
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return {
    page: Math.max(0, pageOverflow),
    actions: actions.filter((a) => a.left < box.x - 0.5 || a.right > box.x + box.width + 0.5 || a.clipped).length,
  };
}

beforeAll(async () => {
  browser = await launch();
  student = await signUpStudent('Meera Pillai');
  // Not a live test (another file may have opened one), and long enough that a few seconds of the run do not
  // change the whole minutes left.
  const free = await listTests(student, 'type=Free');
  chosen = free.find((test) => !test.startsAt && test.questionCount > 0 && test.duration >= 10) as Test;
  expect(chosen).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

describe("a test's state on its card and the dashboard", () => {
  it('shows Resume with the minutes left on the card and under Continue your test on the dashboard', async () => {
    session = await callApi<AttemptSession>(student.token, 'POST', '/attempts', { test: chosen._id });
    // Just started: the whole duration is left, rounded up to whole minutes.
    const timeLeft = `${chosen.duration} min left`;

    for (const viewport of VIEWPORTS) {
      const page = await open('/tests', viewport);
      const card = await cardOf(page);
      const resume = card.getByRole('link', { name: `Resume · ${timeLeft}` });
      expect(await resume.getAttribute('href')).toBe(`/test/${chosen._id}`);
      expect(await card.getByRole('link', { name: 'Start Test' }).count()).toBe(0);
      expect(await overflowOf(page, card)).toEqual({ page: 0, actions: 0 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'test-states-card-running', { fullPage: false });

      await page.goto('/dashboard');
      const banner = page.getByRole('region', { name: 'Continue your test' });
      const row = banner.getByRole('listitem').filter({ hasText: chosen.title });
      await row.waitFor();
      expect(await row.getByText(timeLeft).count()).toBe(1);
      expect(await row.getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/test/${chosen._id}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'test-states-dashboard', { fullPage: false });
      await page.context().close();
    }
  });

  it('shows the best score, View result (which opens it) and Retake once the test is submitted', async () => {
    // Resumes the running attempt (POST /attempts hands it back) and submits it with some answers.
    const result: AttemptResult = await finishAttempt(student, chosen._id, Math.ceil(chosen.questionCount / 2));
    expect(result._id).toBe(session._id);

    for (const viewport of VIEWPORTS) {
      const page = await open('/tests', viewport);
      const card = await cardOf(page);
      await card.getByText(`${shown(result.score)}%`).waitFor();
      expect(await card.getByText(/^Best /).textContent()).toBe(`Best ${shown(result.score)}%`);
      expect(await card.getByRole('link', { name: 'Retake' }).getAttribute('href')).toBe(`/test/${chosen._id}`);
      expect(await card.getByRole('link', { name: /^Resume/ }).count()).toBe(0);
      expect(await overflowOf(page, card)).toEqual({ page: 0, actions: 0 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'test-states-card-submitted', { fullPage: false });

      await card.getByRole('link', { name: 'View result' }).click();
      await page.waitForURL((url) => url.pathname === `/result/${result._id}`);
      await page.getByRole('heading', { name: chosen.title, level: 1 }).waitFor();
      expect(await page.getByRole('region', { name: 'Score' }).textContent()).toContain(`${shown(result.score)}%`);

      await page.goto('/dashboard');
      await page.getByRole('region', { name: 'Recent Tests' }).getByText(chosen.title).waitFor();
      expect(await page.getByRole('region', { name: 'Continue your test' }).count()).toBe(0);
      await page.context().close();
    }
  });
});
