import type { TargetExam, TestPage } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';
import { beginTest, choose } from './support/test-taking';

type Uploaded = { questions: { _id: string }[] };

let browser: Browser;
let admin: Student;
beforeAll(async () => {
  browser = await launch();
  admin = await signInDemoAdmin();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A Free test made through the admin API with two sections of one minute each, taken one after the other:
 * Reasoning (single, multiple and numerical questions, +4 / −1, answer any 2 of 3) and English (three single).
 */
async function createSectionedTest(title: string, student: Student) {
  const reasoning = [
    {
      questionText: `${title}: a body starts at rest with $a = 2\\,\\text{m/s}^2$. Its speed after 3 s?`,
      options: ['$6$ m/s', '$3$ m/s', '$9$ m/s', '$1.5$ m/s'],
      correctOption: 0,
    },
    {
      questionText: `${title}: which are prime?`,
      type: 'multiple',
      options: ['2', '4', '5', '9'],
      correctOptions: [0, 2],
    },
    { questionText: `${title}: $$\\int_0^2 x\\,dx = ?$$`, type: 'numerical', answer: { min: 2, max: 2 } },
  ].map((q) => ({ subject: 'Reasoning', level: 'medium', ...q }));
  const english = ['quick', 'happy', 'large'].map((word) => ({
    questionText: `${title}: a synonym of "${word}"?`,
    options: ['fast', 'glad', 'big', 'small'],
    correctOption: 0,
    subject: 'English',
    level: 'easy',
  }));
  const [first, second, exams] = await Promise.all([
    callApi<Uploaded>(admin.token, 'POST', '/admin/questions/bulk', { questions: reasoning }),
    callApi<Uploaded>(admin.token, 'POST', '/admin/questions/bulk', { questions: english }),
    callApi<TargetExam[]>(admin.token, 'GET', '/target-exams'),
  ]);
  await callApi(admin.token, 'POST', '/admin/tests', {
    title,
    subject: 'Banking',
    examType: 'IBPS PO',
    duration: 2,
    type: 'Free',
    price: 0,
    level: 'medium',
    targetExams: [exams[0]?._id],
    sections: [
      {
        name: 'Reasoning',
        minutes: 1,
        attemptAny: 2,
        marking: { correct: 4, wrong: -1 },
        questions: first.questions.map((q) => q._id),
      },
      { name: 'English', minutes: 1, questions: second.questions.map((q) => q._id) },
    ],
  });
  const tests = await callApi<TestPage>(student.token, 'GET', `/tests?limit=100&search=${encodeURIComponent(title)}`);
  const test = tests.entries.find((t) => t.title === title);
  if (!test) throw new Error(`${title} is not listed in /tests`);
  return test;
}

const question = (page: Page, n: number) => page.getByRole('heading', { name: `Question ${n} of 6` }).waitFor();

describe('a test with timed sections', () => {
  it('runs section by section with every question type, the palette sheet on phones and the submit summary', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const student = await signUpStudent();
      const test = await createSectionedTest(`Sectional Mock ${name} ${Date.now()}`, student);
      const page = await pageAs(browser, student, viewport);
      await page.goto(`/test/${test._id}`);
      const table = page.getByRole('table', { name: 'Sections' });
      await table.waitFor();
      expect(await table.getByRole('row').allTextContents()).toEqual([
        'SectionQuestionsTimeMarks',
        'ReasoningAnswer any 2 of 31 minute+4 / −1',
        'English31 minute+1 / 0',
      ]);
      await screenshot(page, `exam-instructions-${name}`);

      await beginTest(page);
      await question(page, 1);
      await page.getByText('Reasoning: answer any 2 of 3').waitFor();
      const tabs = page.getByRole('navigation', { name: 'Sections' });
      expect(await tabs.getByRole('button', { name: /^English/ }).isDisabled()).toBe(true);
      // KaTeX draws the formulas of the question and its options.
      await page.locator('.katex').first().waitFor();
      await choose(page, 0);
      await screenshot(page, `exam-sections-${name}`);

      await page.getByRole('button', { name: /^Save & Next/ }).click();
      await question(page, 2);
      // A tap on each option, as a student would (its box is only read out, not drawn).
      for (const option of ['2', '5']) {
        await page.locator('label', { has: page.getByRole('checkbox', { name: option, exact: true }) }).click();
      }
      await page.getByRole('button', { name: /^Save & Next/ }).click();
      await question(page, 3);
      await page.getByRole('button', { name: '2', exact: true }).click();
      await page.getByText('You can answer only 2 questions in this section.', { exact: false }).waitFor();
      await screenshot(page, `exam-keypad-${name}`);

      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Palette' }).click();
        const sheet = page.getByRole('dialog', { name: 'Question palette' });
        await sheet.getByRole('navigation', { name: 'Question navigator' }).waitFor();
        await screenshot(page, 'exam-palette-sheet-phone', { fullPage: false });
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
      }

      await page.getByRole('button', { name: 'Submit Test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Test?' });
      const reasoning = dialog.getByRole('region', { name: 'Reasoning' });
      expect(await reasoning.getByRole('term').allTextContents()).toEqual([
        'Answered2',
        'Not Answered1',
        'Marked for Review0',
        'Not Visited0',
      ]);
      await screenshot(page, `exam-submit-dialog-${name}`, { fullPage: false });
      await reasoning.getByRole('button', { name: 'Go to question 1' }).click();
      await question(page, 1);

      // Reasoning's minute ends: the screen moves to English by itself, says so, and Reasoning stays closed.
      await page
        .getByText('Reasoning is closed: its time is over. You are now in English.')
        .waitFor({ timeout: 70_000 });
      await question(page, 4);
      expect(await page.getByRole('button', { name: /^Reasoning/ }).isDisabled()).toBe(true);
      await screenshot(page, `exam-section-moved-${name}`);
      await page.close();
    }
  }, 240_000);
});
