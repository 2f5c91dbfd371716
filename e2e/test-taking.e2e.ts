import type { AttemptQuestions, AttemptResult, StudentTest } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import {
  apiGet,
  beginTest,
  choose,
  findTest,
  navigatorButton,
  openTest,
  optionTexts,
  questionText,
  secondsLeft,
  signUpStudent,
} from './support/test-taking';

const FREE_TEST = 'SBI Clerk Numerical Ability';
const ONE_MINUTE_TEST = 'Speed Drill: 60-Second Mental Maths';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, n: number, total: number) =>
  page.getByRole('heading', { name: `Question ${n} of ${total}` }).waitFor();

const nextSave = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/answers') && r.ok());

describe('before the test', () => {
  it('shows the instructions and starts nothing until Start; then offers Resume, and once submitted the result and a practice retake', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser, viewport);
      const student = await signUpStudent(page);
      const test = await findTest(page, student, FREE_TEST);
      const mine = async () => (await apiGet<StudentTest>(page, student, `/tests/${test._id}`)).mine;

      await page.goto(`/test/${test._id}`);
      const begin = page.getByRole('region', { name: 'Begin the test' });
      await begin.waitFor();
      await page.getByRole('heading', { name: 'Instructions' }).waitFor();
      await screenshot(page, 'test-instructions');
      expect(await begin.getByRole('button', { name: 'Start test' }).isDisabled()).toBe(true);
      expect(await mine()).toEqual({ running: null, submitted: null });

      const attemptId = await openTest(page, test._id, () => page.reload());
      await page.goto('/tests');
      await page.goto(`/test/${test._id}`);
      const left = Math.ceil(((await mine()).running?.secondsLeft ?? 0) / 60);
      await begin.getByText(`You have an unfinished attempt: ${left} minutes left.`).waitFor();
      await screenshot(page, 'test-instructions-resume');
      expect(await openTest(page, test._id, () => page.reload())).toBe(attemptId);

      // Submitted through the API (the screen's submit is tested below), then the page opened again.
      const submitted = await page.request.post(`/api/attempts/${attemptId}/submit`, {
        headers: { Authorization: `Bearer ${student.token}` },
        data: { answers: [] },
      });
      expect(submitted.ok()).toBe(true);
      await page.goto(`/test/${test._id}`);
      await begin.getByText('You have taken this test once. Best score: 0%.').waitFor();
      await screenshot(page, 'test-instructions-retake');
      await begin.getByRole('link', { name: 'View result' }).click();
      await page.waitForURL((url) => url.pathname === `/result/${attemptId}`);
      await page.goBack();
      const retakeId = await openTest(page, test._id, () => begin.waitFor());
      expect(retakeId).not.toBe(attemptId);
      expect(await mine()).toMatchObject({ running: { attemptId: retakeId }, submitted: { count: 1 } });
      await page.close();
    }
  });
});

describe('test taking', () => {
  it('takes a free test start to finish and the server scores exactly what was chosen', async () => {
    const page = await newPage(browser);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, FREE_TEST);
    const total = test.questionCount;
    const attemptId = await openTest(page, test._id);
    await page.getByRole('heading', { name: FREE_TEST }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

    /** Question text -> the option text chosen for it. */
    const chosen = new Map<string, string>();
    chosen.set(await questionText(page), await choose(page, 0));
    await page.getByRole('button', { name: 'Save & Next' }).click();

    await heading(page, 2, total);
    chosen.set(await questionText(page), await choose(page, 2));
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();

    // Question 3: marked, left unanswered.
    await heading(page, 3, total);
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await heading(page, 4, total);

    // Jump ahead with the navigator; choose, clear, then choose with the keyboard.
    await navigatorButton(page, 7).click();
    await heading(page, 7, total);
    await choose(page, 1);
    await page.getByRole('button', { name: 'Clear Response' }).click();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    const options = await optionTexts(page);
    await page.getByRole('radio').nth(2).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio').nth(3).isChecked()).toBe(true);
    chosen.set(await questionText(page), options[3] ?? '');

    const navigator = page.getByRole('navigation', { name: 'Question navigator' });
    expect(await navigatorButton(page, 2).getAttribute('aria-label')).toBe(
      'Question 2: answered and marked for review',
    );
    expect(await navigatorButton(page, 3).getAttribute('aria-label')).toBe('Question 3: marked for review');
    expect(await navigatorButton(page, 7).getAttribute('aria-label')).toBe('Question 7: current, answered');
    expect(await navigator.locator('dl').textContent()).toBe(
      `Answered3Marked2Unanswered${total - 3}Remaining${total - 5}`,
    );
    await page.getByText(`7 / ${total}`, { exact: true }).waitFor();
    expect(await page.getByRole('progressbar', { name: 'Questions answered' }).getAttribute('aria-valuenow')).toBe(
      String(Math.round((3 / total) * 100)),
    );

    await navigatorButton(page, total).click();
    await heading(page, total, total);
    expect(await page.getByRole('button', { name: 'Save & Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Test?' });
    expect(await dialog.textContent()).toContain(
      `Are you sure you want to submit your test? You have answered 3 out of ${total} questions.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);

    // The submission answers with the result, so the result screen does not ask for it again.
    const resultReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api/attempts/${attemptId}`)
        resultReads.push(request.url());
    });
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await dialog.getByRole('button', { name: 'Submit Test' }).click();
    await page.waitForURL((url) => url.pathname === `/result/${attemptId}`);
    await page.getByText('Test submitted successfully!').waitFor();
    await page.getByRole('heading', { name: FREE_TEST }).waitFor();
    expect(resultReads).toEqual([]);

    const result = await apiGet<AttemptResult>(page, student, `/attempts/${attemptId}`);
    let correct = 0;
    let incorrect = 0;
    for (const answer of result.answers) {
      const mine = chosen.get(answer.question.questionText);
      const recorded = answer.selectedOption === null ? undefined : answer.question.options[answer.selectedOption];
      expect(recorded).toBe(mine);
      if (mine === undefined) continue;
      if (mine === answer.question.options[answer.question.correctOption]) correct += 1;
      else incorrect += 1;
    }
    expect(result.answers).toHaveLength(total);
    expect([result.correctCount, result.incorrectCount, result.unansweredCount]).toEqual([
      correct,
      incorrect,
      total - 3,
    ]);
  });

  it('reloads mid-test into the same attempt: same order, same answers, the clock keeps running', async () => {
    const page = await newPage(browser);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, FREE_TEST);
    const attemptId = await openTest(page, test._id);

    const first = { text: await questionText(page), options: await optionTexts(page) };
    const answerOne = await choose(page, 1);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await heading(page, 2, test.questionCount);
    const second = { text: await questionText(page), options: await optionTexts(page) };
    const answerTwo = await choose(page, 3);
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await heading(page, 3, test.questionCount);

    const before = await secondsLeft(page);
    const reloadedAt = Date.now();
    expect(await openTest(page, test._id, () => page.reload())).toBe(attemptId);

    await heading(page, 3, test.questionCount);
    const after = await secondsLeft(page);
    const waited = (Date.now() - reloadedAt) / 1000;
    expect(after).toBeLessThanOrEqual(before + 1);
    expect(after).toBeGreaterThanOrEqual(before - waited - 2);

    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 2, test.questionCount);
    expect({ text: await questionText(page), options: await optionTexts(page) }).toEqual(second);
    expect(await page.getByRole('radio', { name: answerTwo, exact: true }).isChecked()).toBe(true);
    expect(await navigatorButton(page, 2).getAttribute('aria-label')).toBe(
      'Question 2: current, answered and marked for review',
    );
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 1, test.questionCount);
    expect({ text: await questionText(page), options: await optionTexts(page) }).toEqual(first);
    expect(await page.getByRole('radio', { name: answerOne, exact: true }).isChecked()).toBe(true);
  });

  it('keeps answers made offline on the device and replays them when the connection returns', async () => {
    // On a phone, where the save status sits in the bar above the buttons.
    const page = await newPage(browser, PHONE);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, FREE_TEST);
    const attemptId = await openTest(page, test._id);

    /** Question text -> index of the option chosen, as shown in this attempt. */
    const chosen = new Map<string, number>();
    const saved = nextSave(page);
    chosen.set(await questionText(page), 0);
    await choose(page, 0);
    await saved;
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Offline - answers kept on this device').waitFor();
    for (const [n, option] of [
      [2, 2],
      [3, 1],
    ] as const) {
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await heading(page, n, test.questionCount);
      chosen.set(await questionText(page), option);
      await choose(page, option);
    }
    await page.getByText('Offline - answers kept on this device').waitFor();

    await page.context().setOffline(false);
    await page.getByText('Saved', { exact: true }).waitFor();

    const server = await apiGet<AttemptQuestions>(page, student, `/attempts/${attemptId}/questions`);
    const onServer = new Map(
      server.questions.filter((q) => q.selectedOption !== null).map((q) => [q.questionText, q.selectedOption]),
    );
    expect(onServer).toEqual(chosen);
  });

  it('submits without a connection by itself once back online, saying where the answers are and when it tries next', async () => {
    const page = await newPage(browser, PHONE);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, FREE_TEST);
    const attemptId = await openTest(page, test._id);
    await choose(page, 0);
    await page.getByRole('button', { name: 'Palette' }).click();
    await navigatorButton(page, test.questionCount).click();
    await heading(page, test.questionCount, test.questionCount);
    await choose(page, 1);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('dialog', { name: 'Submit Test?' }).getByRole('button', { name: 'Submit Test' }).click();
    const notice = page.getByRole('status').filter({ hasText: "You're offline." });
    await notice
      .getByText(
        "You're offline. Your 2 answers are saved on this phone. We'll submit automatically when you're back online. Keep this page open.",
      )
      .waitFor();
    expect(await notice.textContent()).toMatch(/Next try in \d+ seconds?\.|Trying now\.\.\./);
    expect(await page.getByText('Failed to submit test').count()).toBe(0);
    await screenshot(page, 'test-submit-offline', { fullPage: false });

    await page.context().setOffline(false);
    await page.waitForURL((url) => url.pathname === `/result/${attemptId}`, { timeout: 30_000 });
    const result = await apiGet<AttemptResult>(page, student, `/attempts/${attemptId}`);
    expect(result.answers.filter((a) => a.selectedOption !== null)).toHaveLength(2);
  });

  it('reopens a running test after a reload without a connection, with its saved answers', async () => {
    const page = await newPage(browser, PHONE);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, FREE_TEST);
    await openTest(page, test._id);
    // The service worker has precached the app by the time it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    const first = await questionText(page);
    const answerOne = await choose(page, 1);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await heading(page, 2, test.questionCount);
    const answerTwo = await choose(page, 3);

    await page.context().setOffline(true);
    await page.reload();
    await beginTest(page);
    await page.getByRole('heading', { name: FREE_TEST }).waitFor();
    await heading(page, 2, test.questionCount);
    expect(await page.getByRole('radio', { name: answerTwo, exact: true }).isChecked()).toBe(true);
    await page.getByText('Offline - answers kept on this device').waitFor();
    await screenshot(page, 'test-offline-reload', { fullPage: false });
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await questionText(page)).toBe(first);
    expect(await page.getByRole('radio', { name: answerOne, exact: true }).isChecked()).toBe(true);
    await page.context().setOffline(false);
    await page.getByText('Saved', { exact: true }).waitFor();
  });

  it('submits by itself when the countdown reaches 0', async () => {
    const page = await newPage(browser);
    const student = await signUpStudent(page);
    const test = await findTest(page, student, ONE_MINUTE_TEST);
    const attemptId = await openTest(page, test._id);
    expect(await secondsLeft(page)).toBeGreaterThan(50);

    // A one-minute test is in its last minute from the start: warned, shown and announced.
    const warning = page.getByText('1 minute left. Your test will be submitted automatically when the time is up.');
    await warning.waitFor();
    expect(await warning.evaluate((node) => node.parentElement?.getAttribute('aria-live'))).toBe('assertive');
    await screenshot(page, 'test-taking-last-minute', { fullPage: false });

    // Leaving asks first; Cancel stays in the test.
    await page.getByRole('link', { name: 'View Results' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the test?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/test/${test._id}`);

    const chosen = new Map([[await questionText(page), await choose(page, 2)]]);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await heading(page, 2, test.questionCount);
    chosen.set(await questionText(page), await choose(page, 0));

    // Waiting for the real clock is the point of this test.
    await page.waitForURL((url) => url.pathname === `/result/${attemptId}`, { timeout: 75_000 });
    const result = await apiGet<AttemptResult>(page, student, `/attempts/${attemptId}`);
    const answered = result.answers.filter((a) => a.selectedOption !== null);
    expect(new Map(answered.map((a) => [a.question.questionText, a.question.options[a.selectedOption ?? -1]]))).toEqual(
      chosen,
    );
    expect(result.unansweredCount).toBe(test.questionCount - 2);
  }, 100_000);

  it('stops at the purchase message for a paid test', async () => {
    const page = await newPage(browser);
    const student = await signUpStudent(page);
    const [paid] = (await apiGet<{ entries: { _id: string }[] }>(page, student, '/tests?type=Paid')).entries;
    await page.goto(`/test/${paid?._id}`);
    await page.getByText('You need to purchase this test before you can take it').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Tests' }).getAttribute('href')).toBe('/tests');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`fits a ${viewport.width} px screen (screenshots)`, async () => {
      const page = await newPage(browser, viewport);
      const student = await signUpStudent(page);
      const test = await findTest(page, student, FREE_TEST);
      await openTest(page, test._id);
      await choose(page, 1);
      await screenshot(page, 'test-taking-question');
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBe(0);

      if (viewport === PHONE) {
        expect(await page.getByRole('navigation', { name: 'Question navigator' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Palette' }).click();
        await page.getByRole('navigation', { name: 'Question navigator' }).waitFor();
        await screenshot(page, 'test-taking-navigator');
        expect(await overflow()).toBe(0);
      }
      await navigatorButton(page, test.questionCount).click();
      await heading(page, test.questionCount, test.questionCount);
      if (viewport === PHONE)
        expect(await page.getByRole('navigation', { name: 'Question navigator' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Submit Test' }).click();
      await page.getByRole('dialog', { name: 'Submit Test?' }).waitFor();
      await screenshot(page, 'test-taking-submit-dialog');
    });
  }
});
