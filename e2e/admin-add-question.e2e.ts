import { randomInt } from 'node:crypto';
import type { AdminQuestionPage } from '@mockprep/contract';
import type { Browser } from 'playwright-core';
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

describe('Add Question (issue 16, item 14)', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('takes the correct answer by the radio beside its option, from the keyboard too (%s)', async (_, viewport) => {
    const page = await pageAs(browser, admin, viewport);
    await page.goto('/admin?tab=questions');
    await page.getByRole('heading', { name: 'Question Bank', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Question' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Question' });
    const text = `Which river flows through Varanasi? ${randomInt(1_000_000)}`;
    await form.getByLabel('Question', { exact: true }).fill(text);
    for (const [letter, option] of [
      ['A', 'Yamuna'],
      ['B', 'Ganga'],
      ['C', 'Godavari'],
      ['D', 'Narmada'],
    ]) {
      await form.getByLabel(`Option ${letter}`, { exact: true }).fill(option as string);
    }
    await form.getByLabel('Subject', { exact: true }).fill('Geography');
    await form.getByRole('button', { name: 'Add Question' }).click();
    await form.getByText('Choose the correct option', { exact: true }).waitFor();

    await form.getByRole('radio', { name: 'Option A is correct' }).check();
    await page.keyboard.press('ArrowDown');
    expect(await form.getByRole('radio', { name: 'Option B is correct' }).isChecked()).toBe(true);
    await screenshot(page, 'admin-add-question', { fullPage: false });
    await form.getByRole('button', { name: 'Add Question' }).click();
    await form.waitFor({ state: 'detached' });

    const { entries } = await callApi<AdminQuestionPage>(
      admin.token,
      'GET',
      `/admin/questions?search=${encodeURIComponent(text)}`,
    );
    expect(entries.map((q) => ({ options: q.options, correctOption: q.correctOption }))).toEqual([
      { options: ['Yamuna', 'Ganga', 'Godavari', 'Narmada'], correctOption: 1 },
    ]);
    await page.close();
  });
});
