import type { AttemptPage, AttemptResult, ReviewAnswer, TargetExamRef, Test, TestFilters } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { shown } from './support/format';
import { callApi, finishAttempt, listTests, pageAs, type Student, signUpStudent } from './support/students';

let browser: Browser;
let student: Student;
let allTests: Test[];
/** Two attempts of `twice`, then one of `once`: the newest is the last one. */
let twice: Test;
let once: Test;
let attempts: AttemptResult[];

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ tests$/);
/** The line over the first page of `count` matching tests. */
const firstPageOf = (count: number) => `Showing ${Math.min(count, 20)} of ${count} tests`;
const cards = (page: Page) => page.getByRole('article');
const percentOf = (count: number, total: number) => Math.round((count / total) * 100);
const withOptions = (answers: ReviewAnswer[]) => answers.filter((answer) => answer.question.type !== 'numerical');
/** "Correct Answer" badges of an answer review: one per option of the key. */
const keyBadges = (answers: ReviewAnswer[]) =>
  withOptions(answers).reduce((sum, answer) => sum + answer.question.correctOptions.length, 0);
/** "Your Answer" badges: a single-correct question's wrong pick, and every option chosen of a multiple-correct one. */
const pickBadges = (answers: ReviewAnswer[]) =>
  withOptions(answers).reduce(
    (sum, answer) =>
      sum + (answer.question.type === 'multiple' ? answer.selectedOptions.length : Number(answer.state === 'wrong')),
    0,
  );

async function open(path: string, viewport = DESKTOP, who = student) {
  const page = await pageAs(browser, who, viewport);
  await page.goto(path);
  return page;
}

beforeAll(async () => {
  browser = await launch();
  student = await signUpStudent();
  allTests = await listTests(student);
  // Ordinary free tests: another file's live test, newest in the catalogue, hides its answers until it ends.
  const free = allTests.filter((test) => test.type === 'Free' && test.startsAt === null);
  [twice, once] = free as [Test, Test];
  attempts = [
    await finishAttempt(student, twice._id, 6),
    await finishAttempt(student, twice._id, 3),
    await finishAttempt(student, once._id, 5),
  ];
});

afterAll(async () => {
  await browser?.close();
});

describe('test series catalogue', () => {
  it('filters by type on the server, keeps it on reload, searches, clears everything and filters by target exam', async () => {
    const page = await open('/tests');
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(allTests.length));
    await screenshot(page, 'tests');

    const paid = allTests.filter((test) => test.type === 'Paid');
    expect(paid.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('group', { name: 'Type', exact: true }).getByRole('button', { name: 'Paid' }).click();
    await page.getByRole('button', { name: 'Show tests' }).click();
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(paid.length));
    expect(page.url()).toContain('type=Paid');
    expect(await cards(page).count()).toBe(Math.min(paid.length, 20));
    expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(Math.min(paid.length, 20));
    expect(await page.getByRole('link', { name: 'Start Test' }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(paid.length));
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const paidChip = page.getByRole('group', { name: 'Type', exact: true }).getByRole('button', { name: 'Paid' });
    expect(await paidChip.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Show tests' }).click();

    await page.getByRole('button', { name: 'Buy Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Buy Test' });
    expect(await dialog.textContent()).toContain(paid[0]?.title);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await paidChip.click();
    await page.getByRole('button', { name: 'Show tests' }).click();

    const term = 'physics';
    const found = await listTests(student, `search=${term}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(allTests.length);
    await page.getByLabel('Search tests by title or subject').fill(term);
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(found.length));
    expect(await cards(page).count()).toBe(Math.min(found.length, 20));

    await page.getByLabel('Search tests by title or subject').fill('zzqx-no-such-test');
    await page.getByText('No tests found').waitFor();
    expect(await cards(page).count()).toBe(0);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('button', { name: 'Show tests' }).click();
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(allTests.length));
    expect(await page.getByLabel('Search tests by title or subject').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');

    const { targetExams } = await callApi<TestFilters>(student.token, 'GET', '/tests/filters');
    const exam = targetExams.find((candidate) => candidate.name === 'NEET UG') as TargetExamRef;
    const forExam = await listTests(student, `targetExams=${exam._id}`);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('combobox', { name: /^Target exams/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: exam.name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show tests' }).click();
    await expect.poll(() => showing(page).textContent()).toBe(firstPageOf(forExam.length));
    expect(await cards(page).locator('h3').allTextContents()).toEqual(forExam.slice(0, 20).map((test) => test.title));
    await page.context().close();
  });

  it('fits a phone, with the filter panel open too', async () => {
    const page = await open('/tests', PHONE);
    await cards(page).first().waitFor();
    await screenshot(page, 'tests');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('Duration').selectOption('30');
    await expect.poll(() => new URL(page.url()).searchParams.get('maxDuration')).toBe('30');
    await screenshot(page, 'tests-filters');
    await page.context().close();
  });
});

describe('result page', () => {
  it('shows the score and counts the server computed, and filters the answer review', async () => {
    const [first] = attempts as [AttemptResult];
    const result = await callApi<AttemptResult>(student.token, 'GET', `/attempts/${first._id}`);
    const page = await open(`/result/${result._id}`);
    await page.getByRole('heading', { name: result.test.title, level: 1 }).waitFor();

    expect(await page.getByRole('region', { name: 'Score' }).textContent()).toContain(`${shown(result.score)}%`);
    const breakdown = page.getByRole('region', { name: 'Answer Breakdown' });
    const total = result.totalQuestions;
    // A multiple-correct question answered in part counts among the incorrect ones and is shown on its own row.
    const partial = result.sections.reduce((sum, section) => sum + section.partial, 0);
    const wrong = result.incorrectCount - partial;
    expect(await breakdown.locator('dl').textContent()).toBe(
      `Correct${result.correctCount}(${percentOf(result.correctCount, total)}%)` +
        (partial > 0 ? `Partially correct${partial}(${percentOf(partial, total)}%)` : '') +
        `Incorrect${wrong}(${percentOf(wrong, total)}%)` +
        `Unanswered${result.unansweredCount}(${percentOf(result.unansweredCount, total)}%)`,
    );
    expect(await breakdown.getByRole('img').textContent()).toBe('');
    expect(await breakdown.textContent()).toContain(`${result.accuracy}%Accuracy`);

    const navigator = page.getByRole('region', { name: 'Question Navigator' });
    // As in the breakdown, a partly right answer has a filter of its own (only when there is one), not Incorrect.
    const filters = {
      All: total,
      Correct: result.correctCount,
      ...(partial > 0 ? { 'Partially correct': partial } : {}),
      Incorrect: wrong,
      Unanswered: result.unansweredCount,
    };
    for (const [label, count] of Object.entries(filters)) {
      await navigator.getByRole('button', { name: `${label} (${count})`, exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Show Answer Review' }).click();
    const review = page.getByRole('region', { name: 'Answer Review' });
    expect(await review.getByRole('article').count()).toBe(total);
    // The badges on the options: every keyed option, and the student's wrong pick (each pick, multiple-correct).
    expect(await review.getByText('Correct Answer', { exact: true }).count()).toBe(keyBadges(result.answers));
    expect(await review.getByText('Your Answer', { exact: true }).count()).toBe(pickBadges(result.answers));
    await screenshot(page, 'result');

    await navigator.getByRole('button', { name: `Unanswered (${result.unansweredCount})` }).click();
    expect(await review.getByRole('article').count()).toBe(result.unansweredCount);
    expect(await navigator.getByRole('button', { name: /, Unanswered$/ }).count()).toBe(result.unansweredCount);
    await navigator.getByRole('button', { name: `Incorrect (${wrong})`, exact: true }).click();
    if (wrong === 0) {
      await review.getByText('No questions match the selected filter').waitFor();
    } else {
      expect(await review.getByRole('article').count()).toBe(wrong);
      const wrongAnswers = result.answers.filter((answer) => answer.state === 'wrong');
      expect(await review.getByText('Your Answer', { exact: true }).count()).toBe(pickBadges(wrongAnswers));
    }

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await navigator.isVisible()).toBe(false);
    await screenshot(page, 'result-print');
    await page.emulateMedia({ media: 'screen' });
    await page.context().close();
  });

  it('fits a phone with the answer review open', async () => {
    const page = await open(`/result/${attempts[0]?._id}`, PHONE);
    await page.getByRole('button', { name: 'Show Answer Review' }).click();
    await page.getByRole('region', { name: 'Answer Review' }).waitFor();
    await screenshot(page, 'result');
    await page.context().close();
  });

  it('says "Result not found" for an attempt that does not exist', async () => {
    const page = await open('/result/0190a5f2-0000-7000-8000-000000000000');
    await page.getByRole('heading', { name: 'Result not found' }).waitFor();
    await page.context().close();
  });
});

describe('My Results', () => {
  it('lists every attempt, searches by title and sorts by best score', async () => {
    const mine = (await callApi<AttemptPage>(student.token, 'GET', '/attempts/user')).entries;
    expect(mine).toHaveLength(3);
    const page = await open('/results');
    await cards(page).first().waitFor();
    const titles = () => cards(page).locator('h2').allTextContents();
    expect(await titles()).toEqual(mine.map((attempt) => attempt.test.title));
    await screenshot(page, 'results');

    await page.getByLabel('Sort by').selectOption('best');
    const best = [...mine].sort(
      (a, b) => b.score - a.score || Date.parse(b.submittedAt ?? '') - Date.parse(a.submittedAt ?? ''),
    );
    await expect
      .poll(() =>
        cards(page)
          .getByRole('link', { name: 'View Details' })
          .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      )
      .toEqual(best.map((attempt) => `/result/${attempt._id}`));

    await page.getByPlaceholder('Search tests...').fill(once.title.toUpperCase());
    await expect.poll(titles).toEqual([once.title]);
    await page.getByPlaceholder('Search tests...').fill('zzqx-no-such-test');
    await page.getByText('No tests match your search').waitFor();
    await page.context().close();

    const phone = await open('/results', PHONE);
    await cards(phone).first().waitFor();
    await screenshot(phone, 'results');
    await phone.context().close();
  });
});

describe('dashboard and attempted tests', () => {
  it('shows the stats and the recent attempts, newest first', async () => {
    const mine = (await callApi<AttemptPage>(student.token, 'GET', '/attempts/user')).entries;
    const average = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/dashboard', viewport);
      const recent = page.getByRole('region', { name: 'Recent Tests' });
      await recent.getByRole('link', { name: mine[0]?.test.title }).first().waitFor();
      const stat = (label: string) =>
        page.getByText(label, { exact: true }).first().locator('xpath=following-sibling::p[1]');
      await expect.poll(() => stat('Tests Completed').textContent()).toBe('3');
      expect(await stat('Average Score').textContent()).toBe(`${average(mine.map((a) => a.score))}%`);
      expect(await stat('Average Accuracy').textContent()).toBe(`${average(mine.map((a) => a.accuracy))}%`);
      const links = await recent
        .getByRole('link', { name: /./ })
        .evaluateAll((all) =>
          all.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/result/')),
        );
      expect(links).toEqual(mine.map((attempt) => `/result/${attempt._id}`));
      await page.getByRole('img', { name: /Line chart of your scores/ }).waitFor();
      await screenshot(page, 'dashboard');
      await page.context().close();
    }
  });

  it('tells a new student "No tests taken yet"', async () => {
    const newcomer = await signUpStudent('Rohan Das');
    const page = await open('/dashboard', DESKTOP, newcomer);
    await page.getByText('No tests taken yet').waitFor();
    await screenshot(page, 'dashboard-new-student');
    await page.context().close();
  });

  it('groups the two attempts of one test on Attempted Tests', async () => {
    const [, second, third] = attempts as [AttemptResult, AttemptResult, AttemptResult];
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open('/attempted', viewport);
      const card = page.getByRole('article', { name: twice.title });
      await card.waitFor();
      expect(await cards(page).count()).toBe(2);
      expect(await card.locator('dt:text-is("Attempts") + dd').textContent()).toBe('2 (1 practice)');
      expect(await card.getByRole('link', { name: 'View Last Result' }).getAttribute('href')).toBe(
        `/result/${second._id}`,
      );
      expect(await card.locator('dt:text-is("Last score") + dd').textContent()).toBe(`${shown(second.score)}%`);
      const onceCard = page.getByRole('article', { name: once.title });
      expect(await onceCard.getByRole('link', { name: 'View Last Result' }).getAttribute('href')).toBe(
        `/result/${third._id}`,
      );
      await screenshot(page, 'attempted');
      await page.context().close();
    }
  });
});
