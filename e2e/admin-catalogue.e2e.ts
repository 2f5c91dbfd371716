import { randomInt } from 'node:crypto';
import {
  type AdminQuestion,
  type AdminQuestionPage,
  type AdminTest,
  type AdminTestPage,
  type AttemptResult,
  formatINRExact,
  MSG,
  type PromoValidation,
  type TargetExam,
} from '@mockprep/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';
import { choose, navigatorButton, openTest } from './support/test-taking';

let browser: Browser;
let admin: Student;

beforeAll(async () => {
  admin = await signInDemoAdmin();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the Admin Panel on a tab as the demo admin and waits for the tab's heading. */
async function openAdmin(tab: 'tests' | 'questions' | 'target-exams', heading: string, viewport = DESKTOP) {
  const page = await pageAs(browser, admin, viewport);
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The bank's questions as listed: table rows from 1024 px, cards on a phone. */
const bankItems = (page: Page) =>
  page
    .getByRole('table', { name: 'Question Bank' })
    .locator('tbody tr')
    .or(page.getByRole('list', { name: 'Question Bank' }).getByRole('article'));

const adminGet = <T>(path: string) => callApi<T>(admin.token, 'GET', path);
/** The bank's questions of a subject (at most 100). */
const questionsOf = async (subject: string) =>
  (await adminGet<AdminQuestionPage>(`/admin/questions?limit=100&subject=${encodeURIComponent(subject)}`)).entries;
/** The test with this title, found by the admin list's search, with its question ids. */
async function testTitled(title: string) {
  const { entries } = await adminGet<AdminTestPage>(`/admin/tests?search=${encodeURIComponent(title)}`);
  const listed = entries.find((t) => t.title === title);
  if (!listed) throw new Error(`no test titled ${title}`);
  return adminGet<AdminTest>(`/admin/tests/${listed._id}`);
}

/** `n` arithmetic questions in the bulk JSON shape, the answer at a different place each time. */
const arithmetic = (n: number, subject: string) =>
  Array.from({ length: n }, (_, i) => {
    const sum = 20 + i * 3;
    const answerAt = i % 4;
    const options = [sum - 2, sum - 1, sum + 1, sum + 2].map(String);
    options.splice(answerAt, 1, String(sum));
    return {
      questionText: `What is ${sum - 7 - i} + ${7 + i}?`,
      options,
      correctOption: answerAt,
      explanation: `${sum - 7 - i} + ${7 + i} = ${sum}`,
      subject,
      level: i < 10 ? 'easy' : 'medium',
    };
  });

async function typeJson(dialog: Locator, label: string, value: unknown) {
  await dialog.getByLabel(label).fill(JSON.stringify(value, null, 2));
}

describe('admin catalogue', () => {
  it('creates an exam, bulk-uploads 20 questions, makes a Paid test of them that a student finds, buys with a code and takes', async () => {
    const tag = randomInt(1000, 10_000);
    const examName = `UPSC EPFO ${tag}`;
    const subject = `EPFO Numeracy ${tag}`;
    const title = `EPFO Numeracy Mock ${tag}`;

    // A target exam through the Add New Exam form.
    const page = await openAdmin('target-exams', 'Target Exams');
    const seeded = await adminGet<TargetExam[]>('/admin/target-exams');
    await page.getByRole('button', { name: 'Add New Exam' }).first().click();
    const examForm = page.getByRole('dialog', { name: 'Add New Target Exam' });
    await examForm.getByRole('button', { name: 'Create Exam' }).click();
    await examForm.getByText('Name is required', { exact: true }).waitFor();
    await examForm.getByLabel('Name').fill(examName);
    await examForm.getByLabel('Description').fill('Enforcement Officer / Accounts Officer recruitment');
    await examForm.getByRole('button', { name: 'Create Exam' }).click();
    await toast(page, 'Target exam created successfully');
    await page.getByRole('rowheader', { name: examName }).waitFor();
    await screenshot(page, 'admin-target-exams');
    const exam = (await adminGet<TargetExam[]>('/admin/target-exams')).find((e) => e.name === examName) as TargetExam;
    expect(exam).toMatchObject({ isActive: true, sequence: Math.max(...seeded.map((e) => e.sequence)) + 1 });

    // 20 questions from JSON, previewed with the contract's checks first.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('heading', { name: 'Question Bank', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Bulk Upload' }).first().click();
    const upload = page.getByRole('dialog', { name: 'Bulk Upload Questions' });
    await typeJson(upload, 'Questions JSON', arithmetic(20, subject));
    await upload.getByRole('button', { name: 'Preview' }).click();
    await upload.getByText('20 valid question(s)', { exact: true }).waitFor();
    await screenshot(page, 'admin-bulk-upload-preview', { fullPage: false });
    await upload.getByRole('button', { name: 'Upload Questions' }).click();
    await toast(page, '20 questions uploaded successfully');
    await upload.waitFor({ state: 'detached' });
    const uploaded = await questionsOf(subject);
    expect(uploaded).toHaveLength(20);
    await page.getByLabel('Filter by subject').selectOption(subject);
    await page.getByText('Showing 20 of 20 questions', { exact: true }).waitFor();
    expect(await bankItems(page).count()).toBe(20);
    await screenshot(page, 'admin-questions');

    // A Paid test of them under the new exam.
    await page.getByRole('tab', { name: 'Tests' }).click();
    await page.getByRole('heading', { name: 'Tests', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add New Test' }).first().click();
    const testForm = page.getByRole('dialog', { name: 'Add New Test' });
    await testForm.getByLabel('Title', { exact: true }).fill(title);
    await testForm.getByLabel('Subject', { exact: true }).fill('Quantitative Aptitude');
    await testForm.getByLabel('Exam type').fill('UPSC');
    await testForm.getByLabel('Duration (minutes)').fill('30');
    expect(await testForm.getByLabel('Price (₹)').count()).toBe(0);
    await testForm.getByLabel('Paid').check();
    await testForm.getByRole('button', { name: 'Create Test' }).click();
    await toast(page, 'Please fix the validation errors');
    await testForm.getByText('Price must be at least ₹1 for paid tests', { exact: true }).waitFor();
    await testForm.getByText('At least one target exam is required', { exact: true }).waitFor();
    await testForm.getByLabel('Price (₹)').fill('199');
    expect(await testForm.getByText('Price must be at least ₹1 for paid tests').count()).toBe(0);
    await testForm.getByRole('combobox', { name: /^Target exams/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: examName }).click();
    await testForm.getByRole('combobox', { name: /^Target exams/ }).press('Escape');
    await testForm.getByLabel('Filter the question bank by subject').selectOption(subject);
    await testForm.getByRole('button', { name: 'Select all shown (20)' }).click();
    await testForm.getByText('20 selected', { exact: true }).waitFor();
    await screenshot(page, 'admin-add-test', { fullPage: false });
    await testForm.getByRole('button', { name: 'Create Test' }).click();
    await toast(page, 'Test created with 20 questions!');
    expect(await page.getByText('Test created successfully').count()).toBe(0);
    const card = page.getByRole('article', { name: title });
    const cardText = (await card.textContent()) ?? '';
    for (const part of ['Paid · ₹199', 'Active', '30 minutes', examName]) expect(cardText).toContain(part);
    const test = await testTitled(title);
    expect(new Set(test.questions)).toEqual(new Set(uploaded.map((q) => q._id)));
    expect(cardText).toContain('Questions20');

    // Edit reads the test with its question ids before showing the form.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Test' });
    await editForm.getByText('20 selected', { exact: true }).waitFor();
    expect(await editForm.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
    await screenshot(page, 'admin-edit-test', { fullPage: false });
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await editForm.waitFor({ state: 'detached' });

    // The first question moved down by keyboard in Manage Questions.
    await card.getByRole('button', { name: `Questions ${title}` }).click();
    const manage = page.getByRole('dialog', { name: `Questions: ${title}` });
    await manage.getByRole('listitem').first().focus();
    await page.keyboard.press('ArrowDown');
    await manage.getByRole('button', { name: 'Save Questions' }).click();
    await toast(page, 'Test updated successfully');
    await manage.waitFor({ state: 'detached' });
    const reordered = await testTitled(title);
    expect(reordered.questions.slice(0, 2)).toEqual([test.questions[1], test.questions[0]]);
    await screenshot(page, 'admin-tests');
    await page.context().close();

    // A promo code for it (the Promo Codes tab is tested elsewhere).
    const code = `EPFO${tag}`;
    const now = Date.now();
    await callApi(admin.token, 'POST', '/admin/promo-codes', {
      code,
      description: 'Half price for the EPFO mock',
      discountType: 'percentage',
      discountValue: 50,
      validFrom: new Date(now - 3_600_000).toISOString(),
      validUntil: new Date(now + 7 * 86_400_000).toISOString(),
      applicableTests: [test._id],
    });

    // A student finds it under the exam, buys it with the code and takes it.
    const student = await signUpStudent('Meera Pillai');
    const shop = await pageAs(browser, student);
    await shop.goto('/tests');
    await shop.getByRole('button', { name: /^Filters/ }).click();
    await shop.getByRole('combobox', { name: /^Target exams/ }).click();
    await shop.getByRole('listbox').getByRole('option', { name: examName }).click();
    await expect.poll(() => new URL(shop.url()).searchParams.get('targetExams')).toBe(exam._id);
    await shop.keyboard.press('Escape');
    await shop.getByRole('button', { name: 'Show tests' }).click();
    const offer = shop.getByRole('article', { name: title });
    await offer.waitFor();
    await expect.poll(() => shop.getByRole('article').count()).toBe(1);
    await offer.getByRole('button', { name: 'Buy Now' }).click();
    const buy = shop.getByRole('dialog', { name: 'Buy Test' });
    await buy.getByLabel('Promo code').fill(code);
    const validated = shop.waitForResponse((r) => new URL(r.url()).pathname === '/api/promo-codes/validate');
    await buy.getByRole('button', { name: 'Apply' }).click();
    const promo = ((await (await validated).json()) as { data: PromoValidation }).data;
    expect(promo.finalAmount).toBe(99.5);
    await buy.getByRole('button', { name: `Pay ${formatINRExact(promo.finalAmount)}` }).click();
    await buy.getByRole('region', { name: 'Mock payment' }).getByRole('button', { name: 'Pay (test mode)' }).click();
    await shop.getByText(MSG.paymentSuccess, { exact: true }).waitFor();

    const attemptId = await openTest(shop, test._id);
    for (let answered = 0; answered < 3; answered += 1) {
      await choose(shop, 0);
      await shop.getByRole('button', { name: 'Save & Next' }).click();
    }
    await navigatorButton(shop, 20).click();
    await shop.getByRole('button', { name: 'Submit Test' }).click();
    await shop.getByRole('dialog', { name: 'Submit Test?' }).getByRole('button', { name: 'Submit Test' }).click();
    await shop.waitForURL((url) => url.pathname === `/result/${attemptId}`);
    const result = await callApi<AttemptResult>(student.token, 'GET', `/attempts/${attemptId}`);
    expect(result.answers).toHaveLength(20);
    expect(result.answers.filter((a) => a.selectedOption !== null)).toHaveLength(3);
    await shop.context().close();
  });

  it('reorders target exams by keyboard and by dragging in Manage Sequence, saved only on Save Sequence', async () => {
    const before = await adminGet<TargetExam[]>('/admin/target-exams');
    const last = before.at(-1) as TargetExam;
    const page = await openAdmin('target-exams', 'Target Exams');
    try {
      await page.getByRole('button', { name: 'Manage Sequence' }).click();
      const dialog = page.getByRole('dialog', { name: 'Manage Sequence' });
      const grid = dialog.getByRole('grid', { name: 'Target exams in order' });
      const rows = grid.getByRole('row', { name: /, position \d+$/ });
      // By keyboard: End to the last exam, ArrowRight to its handle, Enter to pick it up, Home to the first place,
      // Enter to drop it there.
      await rows.first().focus();
      for (const key of ['End', 'ArrowRight', 'Enter', 'Home', 'Enter']) await page.keyboard.press(key);
      await expect.poll(() => rows.first().getAttribute('aria-label')).toBe(`${last.name}, position 1`);
      // And by dragging the row (the mouse drags a whole row): the first of the others dropped below the second.
      // dragTo measures each row just before it presses or drops, once it has stopped moving after the keyboard's
      // drop; measured earlier, mid-move, the press had landed on the next row.
      const [first, second, ...rest] = before.slice(0, -1).map((e) => e.name);
      expect(await rows.nth(1).getAttribute('aria-label')).toBe(`${first}, position 2`);
      const target = rows.nth(2);
      const height = (await target.boundingBox())?.height ?? 0;
      await rows.nth(1).dragTo(target, { targetPosition: { x: 40, y: height - 4 }, steps: 10 });
      const expected = [last.name, second, first, ...rest];
      await expect
        .poll(() => rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))))
        .toEqual(expected.map((name, i) => `${name}, position ${i + 1}`));
      expect(await adminGet<TargetExam[]>('/admin/target-exams')).toEqual(before);

      await dialog.getByRole('button', { name: 'Save Sequence' }).click();
      await toast(page, 'Sequences updated successfully');
      const after = await adminGet<TargetExam[]>('/admin/target-exams');
      expect(after.map((e) => e.name)).toEqual(expected);
      expect(after.map((e) => e.sequence)).toEqual(after.map((_, i) => i + 1));
      await expect.poll(() => page.getByRole('rowheader').first().textContent()).toBe(last.name);
    } finally {
      // Later files expect the seeded order.
      await callApi(admin.token, 'PUT', '/admin/target-exams/sequences', {
        sequences: before.map((e) => ({ id: e._id, sequence: e.sequence })),
      });
      await page.context().close();
    }
  });

  it("shows the contract's messages for a bulk upload of mixed valid and invalid items", async () => {
    const tag = randomInt(1000, 10_000);
    const page = await openAdmin('target-exams', 'Target Exams');
    await page.getByRole('button', { name: 'Bulk Upload' }).click();
    const exams = page.getByRole('dialog', { name: 'Bulk Upload Target Exams' });
    const good = [
      { name: `Agniveer ${tag}`, description: 'Indian Army Agnipath scheme', sequence: 40 },
      { name: `CTET ${tag}`, sequence: 41, isActive: false },
    ];
    await typeJson(exams, 'Target exams JSON', [good[0], { description: 'no name' }, { name: 'X', sequence: -2 }]);
    await exams.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Please fix validation errors');
    const problems = (await exams.getByRole('alert').textContent()) ?? '';
    for (const message of [
      'Target exam 2: Name is required',
      'Target exam 3: Name must be at least 2 characters',
      'Target exam 3: Sequence must be a non-negative integer',
    ]) {
      expect(problems).toContain(message);
    }
    await typeJson(exams, 'Target exams JSON', good);
    await exams.getByRole('button', { name: 'Preview' }).click();
    await exams.getByText('2 target exam(s) ready to upload', { exact: true }).waitFor();
    await exams.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Successfully created 2 target exam(s)');
    for (const exam of good) await page.getByRole('rowheader', { name: exam.name }).waitFor();

    // Both removed again with the bulk delete, which asks first.
    for (const exam of good) await page.getByRole('checkbox', { name: `Select ${exam.name}` }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog', { name: 'Delete Target Exams' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByRole('rowheader', { name: good[0]?.name }).count()).toBe(0);

    // Questions: the server creates the valid ones and names the rest.
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByRole('button', { name: 'Bulk Upload' }).first().click();
    const questions = page.getByRole('dialog', { name: 'Bulk Upload Questions' });
    const [first, second] = arithmetic(2, `Mixed ${tag}`);
    await typeJson(questions, 'Questions JSON', [
      first,
      { ...second, questionText: '  ' },
      second,
      { questionText: 'Odd one out?', options: ['Only'], correctOption: 1, subject: 'GK', level: 'tricky' },
    ]);
    await questions.getByRole('button', { name: 'Preview' }).click();
    const preview = (await questions.getByRole('alert').textContent()) ?? '';
    for (const message of [
      'Question 2: Question text is required',
      'Question 4: At least 2 options are required',
      'Question 4: Correct option must be a valid index (0-0)',
      'Question 4: Level must be easy, medium, or hard',
    ]) {
      expect(preview).toContain(message);
    }
    await questions.getByText('2 valid question(s)', { exact: true }).waitFor();
    await questions.getByRole('button', { name: 'Upload Questions' }).click();
    await toast(page, '2 questions uploaded successfully');
    await questions.getByText('2 uploaded, 2 refused by the server', { exact: true }).waitFor();
    expect(await questions.getByRole('alert').last().textContent()).toContain('Question 2: Question text is required');
    await page.context().close();
  });

  it('adds questions to a new test from a JSON file only when the test is saved, then deletes the test', async () => {
    const tag = randomInt(1000, 10_000);
    const title = `Polity Quick Check ${tag}`;
    const subject = `Polity ${tag}`;
    const [a, b, c] = arithmetic(3, subject);
    const json = JSON.stringify([a, b, { ...c, subject: undefined, level: 'tricky' }, c]);
    const shownToasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])').count();

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAdmin('tests', 'Tests', viewport);
      await page.getByRole('button', { name: 'Add New Test' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add New Test' });
      const file = form.locator('input[type="file"]');
      const choose = (name: string, content: string) =>
        file.setInputFiles({
          name,
          mimeType: name.endsWith('.json') ? 'application/json' : 'text/plain',
          buffer: Buffer.from(content),
        });

      // An empty form: its errors under its fields, and one toast.
      await form.getByRole('button', { name: 'Create Test' }).click();
      await form.getByText('At least one target exam is required', { exact: true }).waitFor();
      await toast(page, 'Please fix the validation errors');
      await form.getByRole('button', { name: 'Create Test' }).click();
      expect(await shownToasts(page)).toBe(1);

      await choose('questions.txt', '[]');
      await form.getByText('Please select a valid JSON file', { exact: true }).waitFor();
      await choose('broken.json', '[{"questionText": ');
      await form.getByText('Invalid JSON format', { exact: true }).waitFor();
      await form.getByText('Failed to parse JSON file', { exact: true }).waitFor();

      // Checked and previewed, the bad item counted once however many problems it has; nothing written yet.
      await choose('questions.json', json);
      await form.getByText('Successfully parsed 3 questions from JSON file', { exact: true }).waitFor();
      await form.getByText('1 question skipped', { exact: true }).waitFor();
      await form.getByText('Question 3: Missing subject', { exact: true }).waitFor();
      await form
        .getByRole('list', { name: 'Questions in the file' })
        .getByText(a?.questionText ?? '')
        .waitFor();
      await form
        .getByText('From questions.json: created when you save the test', { exact: true })
        .scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-test-form-file', { fullPage: false });
      expect(await questionsOf(subject)).toEqual([]);

      // Escape in the exam picker closes the picker only; the draft stays.
      await form.getByLabel('Title', { exact: true }).fill(title);
      await form.getByRole('combobox', { name: /^Target exams/ }).click();
      await form.getByPlaceholder('Search exams...').press('Escape');
      expect(await form.getByPlaceholder('Search exams...').count()).toBe(0);
      expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(title);

      if (viewport === PHONE) {
        // Escape on the form asks first; discarding it leaves the bank as it was.
        await form.getByLabel('Title', { exact: true }).press('Escape');
        const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
        await screenshot(page, 'admin-test-form-discard', { fullPage: false });
        await ask.getByRole('button', { name: 'Keep editing' }).click();
        expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
        await form.getByLabel('Title', { exact: true }).press('Escape');
        await ask.getByRole('button', { name: 'Discard' }).click();
        await form.waitFor({ state: 'detached' });
        expect(await questionsOf(subject)).toEqual([]);
        await page.context().close();
        continue;
      }

      await form.getByLabel('Subject', { exact: true }).fill('Polity');
      await form.getByLabel('Exam type', { exact: true }).fill('UPSC');
      await form.getByRole('combobox', { name: /^Target exams/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'UPSC CSE Prelims' }).click();
      await form.getByRole('combobox', { name: /^Target exams/ }).press('Escape');
      await form.getByRole('button', { name: 'Create Test' }).click();
      await toast(page, 'Test created with 3 questions!');
      expect(await page.getByText('questions uploaded successfully').count()).toBe(0);
      const created = await testTitled(title);
      expect(created).toMatchObject({ type: 'Free', price: 0, questionCount: 3 });
      const bank = await questionsOf(subject);
      expect(new Set(created.questions)).toEqual(new Set(bank.map((q) => q._id)));

      await page
        .getByRole('article', { name: title })
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      await page.getByRole('dialog', { name: 'Delete Test' }).getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Test deleted successfully');
      await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });
      await page.context().close();
    }
  });

  it('edits a question: new text, one more option, and that option as the answer', async () => {
    const tag = randomInt(1000, 10_000);
    const [question] = arithmetic(1, `Edit ${tag}`);
    const [created] = await callApi<{ questions: AdminQuestion[] }>(admin.token, 'POST', '/admin/questions/bulk', {
      questions: [question],
    }).then((r) => r.questions);
    const page = await openAdmin('questions', 'Question Bank');
    await page.getByLabel('Filter by subject').selectOption(`Edit ${tag}`);
    const card = bankItems(page);
    // The previous page stays on screen until the filtered one arrives.
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: /^Edit question/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit Question/ });
    await dialog.getByLabel('Question', { exact: true }).fill('Which of these equals 20?');
    await dialog.getByRole('button', { name: '+ Add option' }).click();
    await dialog.getByLabel('Option E', { exact: true }).fill('4 × 5');
    await dialog.getByLabel('Option E is correct').check();
    await dialog.getByRole('button', { name: 'Remove option A' }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Question updated successfully');
    await card.getByText('Which of these equals 20?', { exact: true }).waitFor();
    const [saved] = await questionsOf(`Edit ${tag}`);
    expect(saved).toMatchObject({
      questionText: 'Which of these equals 20?',
      options: [...(created?.options.slice(1) ?? []), '4 × 5'],
      correctOption: 3,
    });
    await page.context().close();
  });

  it('fits the Tests and Target Exams tabs and the sequence manager on a phone', async () => {
    const page = await openAdmin('tests', 'Tests', PHONE);
    await page.getByRole('article').first().waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-tests');

    await page.getByRole('tab', { name: 'Target Exams' }).click();
    await page.getByRole('heading', { name: 'Target Exams', exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select JEE Main' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-target-exams');
    await page.getByRole('button', { name: 'Manage Sequence' }).click();
    await page.getByRole('dialog', { name: 'Manage Sequence' }).waitFor();
    await screenshot(page, 'admin-sequence', { fullPage: false });
    await page.context().close();
  });

  for (const [size, viewport] of [
    ['1280 px', DESKTOP],
    ['360 px', PHONE],
  ] as const) {
    it(`pages and searches the Questions tab on the server, Hindi and % too (${size})`, async () => {
      const tag = `Bank${randomInt(10_000, 100_000)}`;
      const subject = `Paging ${tag}`;
      const hindi = {
        questionText: `प्रकाश संश्लेषण में कौन सी गैस निकलती है? ${tag}`,
        options: ['ऑक्सीजन', 'नाइट्रोजन', 'हीलियम', 'आर्गन'],
        correctOption: 0,
        subject,
        level: 'easy',
      };
      const many = arithmetic(60, subject).map((q) => ({ ...q, questionText: `${q.questionText} ${tag}` }));
      await callApi(admin.token, 'POST', '/admin/questions/bulk', { questions: [...many, hindi] });

      const page = await openAdmin('questions', 'Question Bank', viewport);
      const searched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/admin/questions' && url.searchParams.has('search')) {
          searched.push(url.searchParams.get('search') ?? '');
        }
      });
      const search = page.getByRole('searchbox', { name: 'Search questions' });
      await search.pressSequentially(tag, { delay: 40 });
      await page.getByText('Showing 20 of 61 questions', { exact: true }).waitFor();
      // Debounced: not a request per key (a stall on a busy machine may let one partial search through).
      expect(searched.at(-1)).toBe(tag);
      expect(searched.length).toBeLessThanOrEqual(2);
      expect(await bankItems(page).count()).toBe(20);
      expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(5000);
      await screenshot(page, `admin-questions-search`, { fullPage: false });

      for (const shown of [40, 60, 61]) {
        await page.getByRole('button', { name: 'Load more' }).click();
        await page.getByText(`Showing ${shown} of 61 questions`, { exact: true }).waitFor();
      }
      expect(await bankItems(page).count()).toBe(61);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

      await search.fill(`गैस निकलती है? ${tag}`);
      await page.getByText('Showing 1 of 1 questions', { exact: true }).waitFor();
      await bankItems(page).getByText(hindi.questionText).waitFor();
      await search.fill(`${tag}%`);
      await page.getByText('No questions match the filters.', { exact: true }).waitFor();

      await search.fill(tag);
      await page.getByLabel('Filter by level').selectOption('medium');
      await page.getByText('Showing 20 of 50 questions', { exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-questions-filtered`, { fullPage: false });
      await page.context().close();
    });

    it(`searches and filters the Tests tab on the server, and the test form's picker finds a question (${size})`, async () => {
      const tag = `Cat${randomInt(10_000, 100_000)}`;
      const [exam] = await adminGet<TargetExam[]>('/target-exams');
      const [question] = await callApi<{ questions: AdminQuestion[] }>(admin.token, 'POST', '/admin/questions/bulk', {
        questions: [{ ...arithmetic(1, `Picker ${tag}`)[0], questionText: `Which river flows through ${tag}?` }],
      }).then((r) => r.questions);
      const make = (title: string, fields: Record<string, unknown>) =>
        callApi(admin.token, 'POST', '/admin/tests', {
          title,
          subject: 'Geography',
          examType: 'SSC',
          duration: 20,
          type: 'Free',
          price: 0,
          level: 'easy',
          questions: [question?._id],
          targetExams: [exam?._id],
          ...fields,
        });
      await make(`Rivers ${tag} Free`, {});
      await make(`Rivers ${tag} Paid`, { type: 'Paid', price: 49 });
      await make(`Rivers ${tag} Hidden`, { isActive: false });

      const page = await openAdmin('tests', 'Tests', viewport);
      await page.getByRole('searchbox', { name: 'Search tests by title' }).fill(`rivers ${tag}`);
      await page.getByText('Showing 3 of 3 tests', { exact: true }).waitFor();
      await page.getByLabel('Filter by type').selectOption('Paid');
      await page.getByText('Showing 1 of 1 tests', { exact: true }).waitFor();
      await page.getByRole('article', { name: `Rivers ${tag} Paid` }).waitFor();
      await page.getByLabel('Filter by type').selectOption('');
      await page.getByLabel('Filter by status').selectOption('inactive');
      await page.getByText('Showing 1 of 1 tests', { exact: true }).waitFor();
      const hidden = page.getByRole('article', { name: `Rivers ${tag} Hidden` });
      expect(await hidden.textContent()).toContain('Inactive');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-tests-filtered`, { fullPage: false });

      await page.getByRole('button', { name: 'Add New Test' }).first().click();
      const form = page.getByRole('dialog', { name: 'Add New Test' });
      await form.getByLabel('Search the question bank').fill(`flows through ${tag}`);
      await form.getByText('1 found', { exact: true }).waitFor();
      await form.getByRole('checkbox', { name: new RegExp(`Which river flows through ${tag}`) }).check();
      await form.getByText('1 selected', { exact: true }).waitFor();
      await form.getByLabel('Search the question bank').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-test-form-picker`, { fullPage: false });
      await page.context().close();
    });
  }
});
