import { randomInt } from 'node:crypto';
import type { AdminQuestionPage, AdminTest, AdminTestPage, TargetExam } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, pageAs, type Student, signInDemoAdmin } from './support/students';

let browser: Browser;
let admin: Student;

beforeAll(async () => {
  admin = await signInDemoAdmin();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openAdmin(tab: 'tests' | 'questions', heading: string, viewport = DESKTOP) {
  const page = await pageAs(browser, admin, viewport);
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const adminGet = <T>(path: string) => callApi<T>(admin.token, 'GET', path);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('admin exam model', () => {
  it('creates a sectioned JEE-style test with a numerical question through the Admin Panel', async () => {
    const tag = randomInt(1000, 10_000);
    const subject = `JEE Physics ${tag}`;
    const title = `JEE Main Sectioned ${tag}`;
    const [exam] = await adminGet<TargetExam[]>('/admin/target-exams');
    if (!exam) throw new Error('the demo data has no target exam');

    // A single-correct and a numerical question through Bulk Upload, the numerical one with its LaTeX.
    const page = await openAdmin('questions', 'Question Bank');
    await page.getByRole('button', { name: 'Bulk Upload' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Bulk Upload Questions' });
    await upload.getByText('Question types, Hindi and LaTeX in the JSON').click();
    await upload.getByLabel('Questions JSON').fill(
      JSON.stringify([
        {
          questionText: 'The SI unit of force is',
          options: ['newton', 'joule', 'watt', 'pascal'],
          correctOption: 0,
          subject,
          level: 'easy',
        },
        {
          questionText: 'A body falls freely from rest for $2$ s. How far does it fall, in metres? ($g = 9.8$)',
          type: 'numerical',
          answer: { min: 19.6, max: 19.6 },
          subject,
          level: 'easy',
        },
      ]),
    );
    await upload.getByRole('button', { name: 'Preview' }).click();
    await upload.getByText('2 valid question(s)', { exact: true }).waitFor();
    await upload.getByText('Numerical, answer 19.6').waitFor();
    await screenshot(page, 'admin-exam-bulk-formats', { fullPage: false });
    await upload.getByRole('button', { name: 'Upload Questions' }).click();
    await toast(page, '2 questions uploaded successfully');
    await page.getByLabel('Filter by subject').selectOption(subject);
    const numericalCard = page
      .getByRole('table', { name: 'Question Bank' })
      .locator('tbody tr')
      .filter({ hasText: '19.6' });
    await numericalCard.locator('.katex').first().waitFor();
    const { entries: bank } = await adminGet<AdminQuestionPage>(
      `/admin/questions?limit=10&subject=${encodeURIComponent(subject)}`,
    );
    const numerical = bank.find((q) => q.type === 'numerical');
    expect(numerical?.answer).toEqual({ min: 19.6, max: 19.6 });

    // A test of two timed sections, +4/−1, one question in each.
    await page.getByRole('tab', { name: 'Tests' }).click();
    await page.getByRole('heading', { name: 'Tests', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add New Test' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Test' });
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Subject', { exact: true }).fill('Physics');
    await form.getByLabel('Exam type').fill('JEE');
    await form.getByLabel('Duration (minutes)').fill('60');
    await form.getByRole('combobox', { name: /^Target exams/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: exam.name }).click();
    await form.getByRole('combobox', { name: /^Target exams/ }).press('Escape');
    await form.getByRole('button', { name: 'Add section' }).click();
    const sections = form.getByRole('list', { name: 'Sections in order' }).getByRole('listitem');
    const [first, second] = [sections.nth(0), sections.nth(1)];
    await second.getByLabel('Section name').fill('Numerical');
    for (const section of [first, second]) {
      await section.getByLabel('Correct', { exact: true }).fill('4');
      await section.getByLabel('Wrong', { exact: true }).fill('-1');
    }
    await first.getByLabel(/^Timer/).fill('20');
    await form.getByRole('button', { name: 'Create Test' }).click();
    await form.getByText('Section timers must be given for every section or for none').waitFor();
    await second.getByLabel(/^Timer/).fill('30');
    await form.getByRole('button', { name: 'Make the duration 50 minutes' }).click();

    await first.getByRole('button', { name: 'Choose questions for Physics' }).click();
    await first.getByLabel('Filter the question bank by subject').selectOption(subject);
    await first.getByLabel(/The SI unit of force/).check();
    await first.getByRole('button', { name: 'Hide the question bank' }).click();
    await second.getByRole('button', { name: 'Choose questions for Numerical' }).click();
    await second.getByLabel('Filter the question bank by subject').selectOption(subject);
    await second.getByLabel(/A body falls freely/).check();
    await screenshot(page, 'admin-exam-sections', { fullPage: false });
    await form.getByRole('button', { name: 'Create Test' }).click();
    await toast(page, 'Test created with 2 questions!');

    const { entries } = await adminGet<AdminTestPage>(`/admin/tests?search=${encodeURIComponent(title)}`);
    const saved = await adminGet<AdminTest>(`/admin/tests/${entries[0]?._id}`);
    const jee = { correct: 4, wrong: -1, unanswered: 0, partial: false };
    expect(saved.duration).toBe(50);
    expect(saved.sections).toMatchObject([
      {
        name: 'Physics',
        minutes: 20,
        marking: jee,
        questions: [{ question: bank.find((q) => q.type === 'single')?._id }],
      },
      { name: 'Numerical', minutes: 30, marking: jee, questions: [{ question: numerical?._id }] },
    ]);

    // Edited again at 360 px: the sections come back and fit the phone.
    const phone = await openAdmin('tests', 'Tests', PHONE);
    await phone
      .getByRole('article', { name: title })
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = phone.getByRole('dialog', { name: 'Edit Test' });
    const phoneSections = edit.getByRole('list', { name: 'Sections in order' });
    await phoneSections.waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await phoneSections.scrollIntoViewIfNeeded();
    await screenshot(phone, 'admin-exam-sections-phone', { fullPage: false });
    await edit.getByRole('button', { name: 'Update Test' }).click();
    await toast(phone, 'Test updated successfully');
    const again = await adminGet<AdminTest>(`/admin/tests/${saved._id}`);
    expect(again.sections).toEqual(saved.sections);
    await phone.context().close();
    await page.context().close();
  });
});
