import type { AttemptQuestions, AttemptResult, AttemptSession, StudentTest, TestDetail } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { shown } from './support/format';
import { callApi, listTests, pageAs, type Student, signUpStudent } from './support/students';

let browser: Browser;
let student: Student;
let result: AttemptResult;

/**
 * Takes a test through the API, answering every question in its own way so that each type shows in the review:
 * single-correct option 0, multiple-correct options 0 and 1, numerical 1; the last question of each section left
 * blank.
 */
async function takeEveryType(testId: string): Promise<AttemptResult> {
  const session = await callApi<AttemptSession>(student.token, 'POST', '/attempts', { test: testId });
  const { questions } = await callApi<AttemptQuestions>(student.token, 'GET', `/attempts/${session._id}/questions`);
  const lastOfSection = new Set(questions.map((q, i) => (questions[i + 1]?.section === q.section ? -1 : i)));
  const answers = questions
    .filter((_, i) => !lastOfSection.has(i))
    .map((q) =>
      q.type === 'numerical'
        ? { question: q._id, numericAnswer: 1 }
        : q.type === 'multiple'
          ? { question: q._id, selectedOptions: [0, 1] }
          : { question: q._id, selectedOption: 0 },
    );
  return callApi<AttemptResult>(student.token, 'POST', `/attempts/${session._id}/submit`, { answers });
}

/** The demo catalogue's SSC CGL test: four sections, negative marking and Hindi text. */
async function sectionedHindiTest(): Promise<StudentTest> {
  const test = (await listTests(student)).find((t) => t.title === 'SSC CGL Tier 1 Mock (English & Hindi)');
  if (!test) throw new Error('The demo catalogue has no SSC CGL test in English and Hindi');
  const detail = await callApi<TestDetail>(student.token, 'GET', `/tests/${test._id}`);
  expect(detail.sections.length).toBeGreaterThan(1);
  expect(detail.sections.every((s) => s.marking.wrong < 0)).toBe(true);
  return test;
}

async function openResult(viewport: typeof DESKTOP): Promise<Page> {
  const page = await pageAs(browser, student, viewport);
  await page.goto(`/result/${result._id}`);
  await page.getByRole('heading', { name: result.test.title }).waitFor();
  return page;
}

beforeAll(async () => {
  browser = await launch();
  student = await signUpStudent('Ravi Shankar');
  result = await takeEveryType((await sectionedHindiTest())._id);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the result of a sectioned exam', () => {
  it('shows marks of the maximum, a row per section and the negative marks lost, at 360 and 1280 px', async () => {
    expect(result.sections.length).toBeGreaterThan(1);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openResult(viewport);
      const score = page.getByRole('region', { name: 'Score' });
      await score.getByText(`Marks: ${shown(result.marks)} / ${shown(result.maxMarks)}`).waitFor();
      const table = page.getByRole('region', { name: 'Section-wise Performance' });
      for (const section of result.sections) {
        const row = table.getByRole('row', { name: new RegExp(`^${section.name} `) });
        expect(await row.getByRole('cell').first().textContent()).toBe(
          `${shown(section.marks)} / ${shown(section.maxMarks)}`,
        );
      }
      await table.getByText(`Negative marks lost: ${shown(result.negativeMarks)}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'exam-result');
      await page.context().close();
    }
  });

  it('reviews each answer with the marks it earned, and keeps the filters', async () => {
    const page = await openResult(DESKTOP);
    await page.getByRole('button', { name: 'Show Answer Review' }).click();
    const review = page.getByRole('region', { name: 'Answer Review' });
    const first = result.answers[0] as AttemptResult['answers'][number];
    const article = review.getByRole('article', { name: 'Question 1', exact: true });
    const earned = first.marks > 0 ? `+${first.marks}` : shown(first.marks);
    await article.getByText(`Marks: ${earned}`).waitFor();

    const blank = result.answers.filter((a) => a.state === 'unanswered').length;
    await page.getByRole('button', { name: `Unanswered (${blank})` }).click();
    expect(await review.getByRole('article').count()).toBe(blank);
    await page.context().close();
  });

  it('switches to Hindi in the top bar, remembers it after a reload, and shows the Hindi question text', async () => {
    const hindi = result.answers.find((a) => a.question.hi)?.question.hi;
    expect(hindi, 'the test has Hindi questions').toBeTruthy();
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openResult(viewport);
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      const marks = page.getByText(`अंक: ${shown(result.marks)} / ${shown(result.maxMarks)}`);
      await marks.waitFor();
      await page.reload();
      await marks.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.getByRole('button', { name: 'उत्तर समीक्षा देखें' }).click();
      await page
        .getByText(hindi?.questionText ?? '', { exact: true })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'exam-result-hindi');
      await page.context().close();
    }
  });
});
