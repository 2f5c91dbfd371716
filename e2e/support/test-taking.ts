import type { AuthResult, Test, TestPage } from '@mockprep/contract';
import type { Page } from 'playwright-core';
import { newAccount } from './auth';

/** A freshly signed-up student: the token for API checks. */
export type Student = AuthResult;

/** Signs a new student up through the API and stores the session the way the app does, before any page opens. */
export async function signUpStudent(page: Page): Promise<Student> {
  const response = await page.request.post('/api/auth/student/signup', { data: newAccount('Test Taker') });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: Student };
  await page.context().addInitScript(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [data.token, JSON.stringify(data.user)] as const,
  );
  return data;
}

/** GET /api{path} as the student; returns the envelope's data. */
export async function apiGet<T>(page: Page, student: Student, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: `Bearer ${student.token}` } });
  if (!response.ok()) throw new Error(`GET ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export async function findTest(page: Page, student: Student, title: string): Promise<Test> {
  const tests = await apiGet<TestPage>(page, student, `/tests?limit=100&search=${encodeURIComponent(title)}`);
  const test = tests.entries.find((t) => t.title === title);
  if (!test) throw new Error(`no test titled ${title}`);
  return test;
}

/**
 * Begins the test from its instructions as a student would: Resume an unfinished attempt, or tick "I have read and
 * understood the instructions" and Start (a practice Retake once the test was submitted).
 */
export async function beginTest(page: Page) {
  const begin = page.getByRole('region', { name: 'Begin the test' });
  await begin.waitFor();
  const resume = begin.getByRole('button', { name: 'Resume' });
  if ((await resume.count()) > 0) return resume.click();
  await begin.getByRole('checkbox', { name: 'I have read and understood the instructions' }).check();
  await begin.getByRole('button', { name: /^(Start test|Retake \(practice, not ranked\))$/ }).click();
}

/**
 * Opens /test/{id}, begins it (beginTest) and waits for the first question; returns the attempt id the server
 * started or resumed.
 */
export async function openTest(
  page: Page,
  testId: string,
  open: () => Promise<unknown> = () => page.goto(`/test/${testId}`),
) {
  const started = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/attempts',
  );
  await open();
  await beginTest(page);
  const { data } = (await (await started).json()) as { data: { _id: string } };
  await page.getByRole('radiogroup').waitFor();
  return data._id;
}

/** The text of the question on screen (the name of its option group). */
export async function questionText(page: Page) {
  const id = await page.getByRole('radiogroup').getAttribute('aria-labelledby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

/** The options of the question on screen, in the order shown. */
export const optionTexts = (page: Page) =>
  page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.lastElementChild?.textContent ?? ''));

/** Chooses the option at `index` as a student would (a tap on the option); returns its text. */
export async function choose(page: Page, index: number) {
  const text = (await optionTexts(page))[index];
  if (text === undefined) throw new Error(`no option ${index}`);
  await page.getByRole('radiogroup').locator('label').nth(index).click();
  return text;
}

/** The navigator's button for question `n` (1-based). */
export const navigatorButton = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Question navigator' })
    .getByRole('button', { name: new RegExp(`^Question ${n}:`) });

/** The countdown in seconds. */
export async function secondsLeft(page: Page) {
  const parts = ((await page.getByRole('timer').textContent()) ?? '').split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}
