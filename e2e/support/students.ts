import { randomInt } from 'node:crypto';
import type { AttemptQuestions, AttemptResult, AttemptSession, AuthResult, TestPage } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN } from './auth';
import { baseURL, DESKTOP, newPage, uniqueMobile } from './browser';

export type Student = AuthResult;

/** Calls the API as `token` and returns the envelope's data; throws on a failed call. */
export async function callApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message?: string; data: T };
  if (!response.ok || !envelope.success) throw new Error(`${method} ${path}: ${response.status} ${envelope.message}`);
  return envelope.data;
}

/** A fresh student signed up through the API, with the token and user the web app stores. */
export async function signUpStudent(name = 'Kavya Iyer', targetExams: string[] = []): Promise<Student> {
  const response = await fetch(`${baseURL()}/api/auth/student/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `${name} ${randomInt(100, 1000)}`,
      mobile: uniqueMobile(),
      password: 'Secret@123',
      targetExams,
    }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Student }).data;
}

/** The seeded demo admin's session, signed in through the API. */
export async function signInDemoAdmin(): Promise<Student> {
  const response = await fetch(`${baseURL()}/api/auth/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: DEMO_ADMIN.mobile, password: DEMO_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: Student }).data;
}

/** A page whose local storage already holds the student's session (SPEC 3 keys "token" and "user"). */
export async function pageAs(
  browser: Browser,
  student: Student,
  viewport = DESKTOP,
  { timezoneId }: { timezoneId?: string } = {},
): Promise<Page> {
  const page = await newPage(browser, viewport, timezoneId);
  await page.context().addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    { token: student.token, user: JSON.stringify(student.user) },
  );
  return page;
}

/** The first 100 tests matching `query` (a catalogue page), newest first. */
export const listTests = async (student: Student, query = '') =>
  (await callApi<TestPage>(student.token, 'GET', `/tests?limit=100${query ? `&${query}` : ''}`)).entries;

/**
 * Takes a test through the API without the test-taking screen: starts it (again, as a retake, when the student
 * has taken it), picks option 0 in the first `answered` questions, leaves the rest blank and submits. Returns the
 * server's result.
 */
export async function finishAttempt(student: Student, testId: string, answered: number): Promise<AttemptResult> {
  const session = await callApi<AttemptSession>(student.token, 'POST', '/attempts', { test: testId, retake: true });
  const { questions } = await callApi<AttemptQuestions>(student.token, 'GET', `/attempts/${session._id}/questions`);
  const answers = questions.slice(0, answered).map((question) => ({ question: question._id, selectedOption: 0 }));
  return callApi<AttemptResult>(student.token, 'POST', `/attempts/${session._id}/submit`, { answers });
}
