import {
  formatDateTime,
  type LiveTestPage,
  type QuestionsUploaded,
  SUBMIT_GRACE_SECONDS,
  type TargetExam,
  type TestPage,
} from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPath } from './support/auth';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';
import { beginTest, navigatorButton } from './support/test-taking';

let browser: Browser;
let admin: Student;
let student: Student;

beforeAll(async () => {
  admin = await signInDemoAdmin();
  [browser, student] = await Promise.all([launch(), signUpStudent('Meera Pillai')]);
});

afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Opens `path` as `who` and waits for the page heading. */
async function open(path: string, heading: string, viewport = DESKTOP, who = student) {
  const page = await pageAs(browser, who, viewport);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/**
 * A Free live test made through the admin API, starting `secondsAhead` from now and running 30 minutes, of five
 * questions of its own: a live window hides its questions' answers from other tests' results until it ends.
 */
async function createLiveTest(title: string, secondsAhead: number) {
  const five = Array.from({ length: 5 }, (_, i) => ({
    questionText: `${title}: what is ${i + 2} + ${i + 3}?`,
    options: [i + 5, i + 6, i + 4, i + 7].map(String),
    correctOption: 0,
    subject: 'General Awareness',
    level: 'easy',
  }));
  const [questions, exams] = await Promise.all([
    callApi<QuestionsUploaded>(admin.token, 'POST', '/admin/questions/bulk', { questions: five }),
    callApi<TargetExam[]>(admin.token, 'GET', '/target-exams'),
  ]);
  const startsAt = new Date(Date.now() + secondsAhead * 1000);
  await callApi(admin.token, 'POST', '/admin/tests', {
    title,
    subject: 'General Awareness',
    examType: 'SSC',
    duration: 10,
    type: 'Free',
    price: 0,
    level: 'easy',
    questions: questions.questions.map((q) => q._id),
    targetExams: [exams[0]?._id],
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
  });
  const live = await callApi<LiveTestPage>(student.token, 'GET', '/live-tests?limit=100');
  const test = live.entries.find((t) => t.title === title);
  if (!test) throw new Error(`${title} is not listed in /live-tests`);
  return { test, startsAt };
}

describe('live tests', () => {
  it('registers the student, counts down, opens Start Test at startsAt without a reload, and keeps the key until the end', async () => {
    const title = `Live Mock ${Date.now()}`;
    const { test, startsAt } = await createLiveTest(title, 25);
    expect(test.liveStatus).toBe('upcoming');

    const page = await open('/live-tests', 'Live Tests');
    const upcoming = page.getByRole('region', { name: /^Upcoming/ });
    const card = upcoming.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Register' }).click();
    await card.getByText('Registered with 1 student').waitFor();
    expect(await card.getByRole('button', { name: 'Start Test' }).isDisabled()).toBe(true);

    const timer = card.getByRole('timer');
    const before = await timer.textContent();
    expect(before).toMatch(/^\d{2}m \d{2}s$/);
    await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(before);
    await screenshot(page, 'live-tests');
    const phone = await open('/live-tests', 'Live Tests', PHONE);
    await phone.getByRole('article', { name: title }).getByRole('timer').waitFor();
    expect(await noSideScroll(phone)).toBe(true);
    await screenshot(phone, 'live-tests');
    await phone.close();

    const start = page.getByRole('region', { name: /^Live now/ }).getByRole('article', { name: title });
    await start.getByRole('link', { name: 'Start Test' }).waitFor({ timeout: 40_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
    await start.getByRole('link', { name: 'Start Test' }).click();
    await onPath(page, `/test/${test._id}`);
    await beginTest(page);
    await page.getByRole('radiogroup').waitFor();

    await navigatorButton(page, 5).click();
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('dialog', { name: 'Submit Test?' }).getByRole('button', { name: 'Submit Test' }).click();
    const review = page.getByRole('region', { name: 'Answer Review' });
    await review.waitFor();
    expect(await review.textContent()).toContain(
      `Answers and solutions will be available after ${formatDateTime(new Date(Date.parse(test.endsAt as string) + SUBMIT_GRACE_SECONDS * 1000))}`,
    );
    expect(await page.getByRole('button', { name: 'Show Answer Review' }).count()).toBe(0);
  });
});

describe('practice', () => {
  it('gives feedback on five questions and a session accuracy that matches the answers', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await open('/practice', 'Practice', viewport);
      const question = page.getByRole('region', { name: 'Question' });
      let correct = 0;
      const rounds = viewport === PHONE ? 5 : 1;
      for (let n = 1; n <= rounds; n++) {
        await question.getByRole('radio').first().click();
        await question.getByRole('button', { name: 'Check Answer' }).click();
        const verdict = question.getByRole('status').filter({ hasText: 'Explanation' });
        const text = (await verdict.textContent()) ?? '';
        expect(text).toMatch(/Correct!|Incorrect/);
        if (text.includes('Correct!')) correct++;
        else expect(text).toContain('The right answer is');
        await question.getByText('Right answer', { exact: true }).waitFor();
        if (n === 1) await screenshot(page, 'practice-feedback');
        await question.getByRole('button', { name: 'Next Question' }).click();
        await question.getByRole('button', { name: 'Check Answer' }).waitFor();
      }
      const figure = (label: string) =>
        page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').textContent();
      expect(await figure('This session')).toBe(`${correct}/${rounds}`);
      expect(await figure('Session accuracy')).toBe(`${Math.round((correct / rounds) * 100)}%`);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'practice');
      await page.close();
    }
    const saved = await callApi<{ progress: { answered: number } }>(student.token, 'GET', '/practice');
    expect(saved.progress.answered).toBe(6);
  });
});

describe('free quizzes', () => {
  it('lists the seeded short quizzes and Start Quiz opens the test', async () => {
    const quizzes = (await callApi<TestPage>(student.token, 'GET', '/quizzes?limit=100')).entries;
    const daily = quizzes.find((quiz) => quiz.title.startsWith('Daily Quiz'));
    expect(daily).toBeDefined();
    expect(quizzes.some((quiz) => quiz.title.startsWith('Speed Drill'))).toBe(true);

    const phone = await open('/quizzes', 'Free Quizzes', PHONE);
    await phone.getByRole('article', { name: /^Speed Drill/ }).waitFor();
    expect(await noSideScroll(phone)).toBe(true);
    await screenshot(phone, 'quizzes');
    await phone.close();

    const page = await open('/quizzes', 'Free Quizzes');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(quizzes.length, 20));
    await screenshot(page, 'quizzes');
    await page.getByRole('article', { name: daily?.title }).getByRole('link', { name: 'Start Quiz' }).click();
    await onPath(page, `/test/${daily?._id}`);
    await beginTest(page);
    await page.getByRole('radiogroup').waitFor();
  });
});

describe('help and support', () => {
  it('narrows the FAQ by search, sends a request, and the admin sees it in the Support tab', async () => {
    const page = await open('/help', 'Help & Support', PHONE);
    const faqButtons = page
      .getByRole('region', { name: 'Frequently asked questions' })
      .locator('button[aria-expanded]');
    const all = await faqButtons.count();
    await page.getByLabel('Search help').fill('refund');
    await expect.poll(() => faqButtons.count()).toBeLessThan(all);
    expect(await faqButtons.count()).toBeGreaterThan(0);
    await page.getByLabel('Search help').fill('');
    await faqButtons.first().click();
    expect(await faqButtons.first().getAttribute('aria-expanded')).toBe('true');

    const contact = page.getByRole('list', { name: 'Contact support' });
    expect(await contact.getByRole('link').first().getAttribute('href')).toMatch(/^mailto:/);
    expect(await contact.getByRole('link').nth(1).getAttribute('href')).toMatch(/^tel:/);

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please choose a topic').waitFor();
    const message = `My payment for order ${Date.now()} went through but the test is still locked.`;
    await page.getByLabel('Topic').selectOption('Payments and refunds');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks! Our team will get back to you within 24 hours.').waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await noSideScroll(page)).toBe(true);
    await screenshot(page, 'help');
    await page.close();

    const desktop = await open('/help', 'Help & Support');
    await desktop.getByRole('list', { name: 'Contact support' }).waitFor();
    await screenshot(desktop, 'help');
    await desktop.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const adminPage = await pageAs(browser, admin, viewport);
      await adminPage.goto('/admin?tab=support');
      const card = adminPage.getByRole('article').filter({ hasText: message });
      await card.waitFor();
      expect(await card.getByRole('heading').textContent()).toBe(student.user.name);
      expect(await card.textContent()).toContain('Payments and refunds');
      expect(await card.textContent()).toContain('Open');
      await screenshot(adminPage, 'admin-support');
      await adminPage.close();
    }
  });
});
