import { type AttemptQuestions, type AttemptSession, DEFAULT_MARKING, type TestDetail } from '@mockprep/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { queryKeys } from '../../lib/query-keys';
import { newQueryClient, renderRoute, testUser } from '../../test/render';
import { studentTest } from '../../test/student-test';
import { prefetchTest } from './api';
import { localAttemptKey, readLocalAttempt, writeLocalAttempt } from './model/local-attempt';
import { TestTakingPage } from './TestTakingPage';
import { attemptQuestion, attemptSection } from './test/attempt-fixtures';

const test: TestDetail = {
  ...studentTest({
    _id: 't1',
    title: 'SSC CGL Quantitative Aptitude',
    subject: 'Quantitative Aptitude',
    examType: 'SSC CGL',
    duration: 30,
    questionCount: 3,
  }),
  sections: [
    {
      name: 'General',
      questionCount: 3,
      minutes: null,
      attemptAny: null,
      marking: DEFAULT_MARKING,
      questionTypes: ['single'],
    },
  ],
};

function attemptData(now: number, minutesLeft = 29) {
  const session: AttemptSession = {
    _id: 'a1',
    test: {
      _id: 't1',
      title: test.title,
      subject: test.subject,
      examType: test.examType,
      duration: 30,
      deleted: false,
    },
    status: 'in_progress',
    startedAt: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + minutesLeft * 60_000).toISOString(),
    serverNow: new Date(now).toISOString(),
    sections: [attemptSection({ questionCount: 3 })],
    resumed: false,
  };
  const { resumed: _, ...clock } = session;
  const questions: AttemptQuestions = {
    ...clock,
    saveSeq: 3,
    questions: ['q1', 'q2', 'q3'].map((id, i) =>
      attemptQuestion({
        _id: id,
        questionText: `What is ${i + 2} + ${i + 2}?`,
        options: [`${2 * i + 3}`, `${2 * i + 4}`, `${2 * i + 5}`, `${2 * i + 6}`],
        subject: test.subject,
        selectedOption: id === 'q2' ? 1 : null,
      }),
    ),
  };
  return { session, questions };
}

type Call = { method: string; url: string; body: unknown };

/** Answers each API call by method and path; unknown calls fail like a dropped connection. */
function fakeApi(routes: Record<string, (call: Call) => { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${url}`];
      if (!route) throw new TypeError('Failed to fetch');
      const answer = route(call);
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });

/** The result screen's place: names the attempt, and the score the cache already holds for it. */
function ResultStub() {
  const attemptId = useParams().attemptId ?? '';
  const cached = useQueryClient().getQueryData<{ score: number }>(queryKeys.attempts.result(attemptId));
  return (
    <p>
      Result of {attemptId}
      {cached ? `, score ${cached.score} already known` : ''}
    </p>
  );
}

function renderPage(client?: QueryClient) {
  return renderRoute(null, {
    user: testUser,
    path: '/test/t1',
    client,
    routes: [
      { path: '/test/:id', element: <TestTakingPage /> },
      { path: '/result/:attemptId', element: <ResultStub /> },
      { path: '/results', element: <p>My Results</p> },
    ],
  });
}

/** Opens the page, starts the test and goes to its last question (3) with the navigator. */
async function openLastQuestion() {
  renderPage();
  await begin();
  const navigator = await screen.findByRole('navigation', { name: 'Question navigator' });
  fireEvent.click(within(navigator).getByRole('button', { name: /^Question 3:/ }));
}

/** Ticks "read and understood" on the instructions and starts the test. */
async function begin() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I have read and understood the instructions' }));
  fireEvent.click(screen.getByRole('button', { name: 'Start test' }));
}

function runningAttempt(
  extra: Record<string, (call: Call) => { status?: number; body: unknown }> = {},
  minutesLeft?: number,
) {
  const { session, questions } = attemptData(Date.now(), minutesLeft);
  return fakeApi({
    'GET /api/tests/t1': () => ok(test),
    'POST /api/attempts': () => ok(session),
    'GET /api/attempts/a1/questions': () => ok(questions),
    'PUT /api/attempts/a1/answers': ({ body }) =>
      ok({ saved: true, seq: (body as { seq: number }).seq, serverNow: new Date().toISOString() }),
    ...extra,
  });
}

// The screens the page loads when the student gets to them (the running test, the purchase dialog): slow to
// transform on a test file's first import, so imported before any test waits for them.
beforeAll(() => Promise.all([import('./AttemptScreen'), import('../../components/payments/purchase/PurchaseModal')]));

describe('TestTakingPage', () => {
  it('opens on the test its route started loading beside the code, without asking again', async () => {
    const calls = fakeApi({ 'GET /api/tests/t1': () => ok(test) });
    const client = newQueryClient();
    prefetchTest(client, new URL('http://localhost/test/t1'));
    await waitFor(() => expect(calls).toHaveLength(1));
    renderPage(client);
    expect(await screen.findByRole('checkbox', { name: 'I have read and understood the instructions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: test.title })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/tests/t1']);
  });

  it('shows "Test not found" for an unknown test', async () => {
    fakeApi({ 'GET /api/tests/t1': () => ({ status: 404, body: { success: false, message: 'Test not found' } }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Tests' }).getAttribute('href')).toBe('/tests');
  });

  it('says "Test not found" (the page heading) for a malformed id the server refuses, with no retry', async () => {
    fakeApi({
      'GET /api/tests/t1': () => ({
        status: 400,
        body: { success: false, message: 'Invalid id', errors: [{ path: 'id', message: 'Invalid id' }] },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test not found' })).toBeTruthy();
    expect(screen.queryByText('Invalid id')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('blames the connection only when the server cannot be reached', async () => {
    fakeApi({});
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load test' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText('Could not reach MockPrep. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('stops at the purchase message for a paid test the student has not bought, without starting it', async () => {
    const calls = fakeApi({ 'GET /api/tests/t1': () => ok({ ...test, type: 'Paid', price: 199, hasAccess: false }) });
    renderPage();
    expect(await screen.findByText('You need to purchase this test before you can take it')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy for ₹199' })).toBeTruthy();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('offers to buy a paid test there; once bought, Start now leads to its instructions', async () => {
    let bought = false;
    const calls = fakeApi({
      'GET /api/tests/t1': () => ok({ ...test, type: 'Paid', price: 99, hasAccess: bought }),
      'POST /api/payments/create-order': () =>
        ok({
          order: { id: 'order_1', amount: 9900, currency: 'INR' },
          paymentId: 'p1',
          provider: 'mock',
          originalAmount: 99,
          discountAmount: 0,
          finalAmount: 99,
          purchased: false,
        }),
      'GET /api/auth/config': () => ok({ googleClientId: null, demoMode: true }),
      'POST /api/payments/mock/complete': () => ok({ orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' }),
      'POST /api/payments/verify': () => {
        bought = true;
        return ok(
          { testId: 't1', purchased: true, refunded: false },
          'Payment successful! You can now access the test.',
        );
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for ₹99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy Test' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹99' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay (test mode)' }));
    const startNow = await within(dialog).findByRole('link', { name: 'Start now' });
    expect(within(dialog).getByRole('status').textContent).toBe('Payment successful! You can now access the test.');

    fireEvent.click(startNow);
    expect(await screen.findByRole('checkbox', { name: 'I have read and understood the instructions' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.map((c) => c.url)).not.toContain('/api/attempts');
  });

  it('says a test without questions cannot be started, with no connection advice or retry', async () => {
    const calls = fakeApi({ 'GET /api/tests/t1': () => ok({ ...test, questionCount: 0 }) });
    renderPage();
    expect(await screen.findByText('This test has no questions yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start test' })).toBeNull();
    expect(calls.map((c) => c.method)).toEqual(['GET']);
    expect(screen.getByRole('link', { name: 'Back to Tests' }).getAttribute('href')).toBe('/tests');
    expect(screen.queryByText('Check your connection and try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it('offers a retry when the test cannot be loaded', async () => {
    let reachable = false;
    fakeApi({
      'GET /api/tests/t1': () => {
        if (!reachable) return { status: 503, body: { success: false } };
        return ok({ ...test, hasAccess: false });
      },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load test' })).toBeTruthy();
    // A server error is the server's fault, not the connection's.
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    reachable = true;
    fireEvent.click(retry);
    expect(await screen.findByText('You need to purchase this test before you can take it')).toBeTruthy();
  });

  it("runs the attempt: the server's saved answer, stats, navigation and an autosave with the next seq", async () => {
    const calls = runningAttempt();
    renderPage();
    await begin();
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: test.title })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^2[89]:\d\d$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(screen.getByRole('radio', { name: '4' })).toHaveProperty('checked', true);
    expect(readLocalAttempt('a1')).toMatchObject({ selections: { q1: 1, q2: 1 }, unsynced: true });

    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '6' })).toHaveProperty('checked', true);
    const navigator = screen.getByRole('navigation', { name: 'Question navigator' });
    expect(within(navigator).getByRole('button', { name: 'Question 1: answered and marked for review' })).toBeTruthy();

    // Save & Next takes a mark off, as on the NTA screen.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: /^Save & Next/ }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(within(navigator).getByRole('button', { name: 'Question 1: answered' })).toBeTruthy();
    fireEvent.click(within(navigator).getByRole('button', { name: 'Question 3: not visited' }));
    expect(screen.getByRole('button', { name: 'Submit Test' })).toBeTruthy();

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), { timeout: 3000 });
    const save = calls.find((c) => c.method === 'PUT');
    expect(save?.body).toMatchObject({
      seq: 4,
      answers: expect.arrayContaining([
        expect.objectContaining({ question: 'q1', selectedOption: 1 }),
        expect.objectContaining({ question: 'q2', selectedOption: 1 }),
      ]),
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(readLocalAttempt('a1')?.unsynced).toBe(false);
  });

  it('resumes with the unsynced answers this device kept and replays them at once', async () => {
    const calls = runningAttempt();
    writeLocalAttempt({
      attemptId: 'a1',
      expiresAt: '2099-01-01T00:00:00.000Z',
      selections: { q2: null, q3: 2 },
      marked: ['q3'],
      visited: ['q1', 'q2', 'q3'],
      current: 2,
      timeSpent: { q3: 42 },
      nextSeq: 9,
      unsynced: true,
      rev: 4,
    });
    renderPage();
    await begin();
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '9' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Marked' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      seq: 9,
      answers: [
        // The cleared answer wins over the server's saved one.
        { question: 'q2', selectedOption: null, timeSpent: 0 },
        { question: 'q3', selectedOption: 2, timeSpent: expect.any(Number) },
      ],
    });
  });

  it('asks before a manual submit, submits once, forgets the local copy and opens the result it answered', async () => {
    let submits = 0;
    const calls = runningAttempt({
      'POST /api/attempts/a1/submit': () => {
        submits += 1;
        return ok({ _id: 'a1', score: 33.33 }, 'Test submitted successfully!');
      },
    });
    await openLastQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));

    const dialog = screen.getByRole('dialog', { name: 'Submit Test?' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to submit your test? You have answered 1 out of 3 questions.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Submit Test' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('Result of a1, score 33.33 already known')).toBeTruthy();
    expect(await screen.findByText('Test submitted successfully!')).toBeTruthy();
    expect(submits).toBe(1);
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/attempts/a1')).toBe(false);
    expect(calls.find((c) => c.url.endsWith('/submit'))?.body).toMatchObject({
      answers: [expect.objectContaining({ question: 'q2', selectedOption: 1 })],
    });
    expect(localStorage.getItem(localAttemptKey('a1'))).toBeNull();
  });

  it('keeps the answers and says so when the submission cannot reach the server', async () => {
    runningAttempt();
    await openLastQuestion();
    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Test' }));

    // The submission cannot reach the server (the fake API drops it as a lost connection): queued, never "Failed".
    const notice = (await screen.findByText(/^You're offline\./)).parentElement;
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.textContent).toMatch(
      /^You're offline\. Your 2 answers are saved on this phone\. We'll submit automatically when you're back online\. Keep this page open\.Next try in [12] seconds?\.$/,
    );
    expect(screen.queryByText('Failed to submit test')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readLocalAttempt('a1')?.selections).toMatchObject({ q2: 1, q3: 1 });
    expect(screen.getByRole('button', { name: 'Submit Test' })).toHaveProperty('disabled', false);
  });

  it('submits by itself once the server answers again, after saying when it will try', async () => {
    let reachable = false;
    runningAttempt({
      'POST /api/attempts/a1/submit': () => {
        if (!reachable) return { status: 503, body: { success: false, message: 'Service unavailable' } };
        return ok({ _id: 'a1' }, 'Test submitted successfully!');
      },
    });
    await openLastQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Test' }));
    expect(
      await screen.findByText(
        "MockPrep could not take your test just now. Your 1 answer is saved on this phone. We'll submit again automatically. Keep this page open.",
      ),
    ).toBeTruthy();
    reachable = true;
    expect(await screen.findByText(/^Result of a1/, undefined, { timeout: 4000 })).toBeTruthy();
  });
});

describe('TestTakingPage before the test', () => {
  const startCalls = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url === '/api/attempts');

  it('shows the instructions and starts nothing until the student ticks them and presses Start', async () => {
    const calls = runningAttempt();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeTruthy();
    expect(screen.getByText('30 minutes')).toBeTruthy();
    expect(screen.getByText('+1 / 0')).toBeTruthy();
    expect(screen.getByText('A wrong or unanswered question costs no marks.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Colour legend' })).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Start test' });
    expect(start).toHaveProperty('disabled', true);
    fireEvent.click(start);
    expect(startCalls(calls)).toHaveLength(0);

    await begin();
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(startCalls(calls).map((c) => c.body)).toEqual([{ test: 't1', retake: false }]);
  });

  it('has the lists that show the attempt (test cards, running attempts) read again once it starts', async () => {
    runningAttempt();
    const client = newQueryClient();
    client.setQueryData(queryKeys.tests.list, { entries: [] });
    client.setQueryData(queryKeys.attempts.running, []);
    renderPage(client);
    await screen.findByRole('heading', { name: 'Instructions' });
    expect(client.getQueryState(queryKeys.tests.list)?.isInvalidated).toBe(false);
    await begin();
    await screen.findByText('Question 1 of 3');
    expect(client.getQueryState(queryKeys.tests.list)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.attempts.running)?.isInvalidated).toBe(true);
  });

  it('offers Resume with the time left for an unfinished attempt, without the tick', async () => {
    const running = { attemptId: 'a1', expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(), secondsLeft: 1740 };
    const calls = runningAttempt({
      'GET /api/tests/t1': () => ok({ ...test, mine: { running, submitted: null } }),
    });
    renderPage();
    expect(await screen.findByText('You have an unfinished attempt: 29 minutes left.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(startCalls(calls)).toHaveLength(1);
  });

  it('offers the result and a practice retake of a submitted test; the retake says so to the server', async () => {
    const submitted = { count: 2, bestScore: 75, lastAttemptId: 'a0' };
    const calls = runningAttempt({
      'GET /api/tests/t1': () => ok({ ...test, mine: { running: null, submitted } }),
    });
    renderPage();
    expect(await screen.findByText('You have taken this test 2 times. Best score: 75%.')).toBeTruthy();
    expect(
      screen.getByText('You have taken this test: a retake is practice and does not change your rank.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View result' }).getAttribute('href')).toBe('/result/a0');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and understood the instructions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retake (practice, not ranked)' }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(startCalls(calls).map((c) => c.body)).toEqual([{ test: 't1', retake: true }]);
  });

  it('counts down to a live test that has not started, with no way to start it yet', async () => {
    const startsAt = new Date(Date.now() + (2 * 60 + 5) * 60_000).toISOString();
    const endsAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    fakeApi({ 'GET /api/tests/t1': () => ok({ ...test, startsAt, endsAt }) });
    renderPage();
    expect((await screen.findByRole('timer')).textContent).toMatch(/^This live test starts in 02h 0[45]m \d\ds\.$/);
    expect(screen.queryByRole('button', { name: 'Start test' })).toBeNull();
  });

  it('offers no retake of a submitted live test while its window is open', async () => {
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const submitted = { count: 1, bestScore: 40, lastAttemptId: 'a0' };
    fakeApi({ 'GET /api/tests/t1': () => ok({ ...test, startsAt, endsAt, mine: { running: null, submitted } }) });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View result' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retake (practice, not ranked)' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('TestTakingPage while the test runs', () => {
  it('warns, shown and announced, when 5 minutes are left', async () => {
    runningAttempt({}, 4);
    renderPage();
    await begin();
    const warning = await screen.findByText(
      '5 minutes left. Check your answers: the test is submitted automatically when the time is up.',
    );
    expect(warning.parentElement?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByRole('timer').parentElement?.className).toContain('text-amber-800');
  });

  it('asks before leaving for another page; Cancel stays on the question, Leave goes', async () => {
    runningAttempt();
    renderPage();
    await begin();
    await screen.findByText('Question 1 of 3');
    // The screen's leave guard registers with the router in the effects after its first render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(screen.getByRole('link', { name: 'View Results' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the test?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'View Results' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('My Results')).toBeTruthy();
  });

  it('takes the test in the Hindi chosen on the instructions, each question without Hindi in English, and switches back in the bar', async () => {
    // An attempt of its own: nothing an earlier test left of a1 can be resumed here.
    const { session, questions } = attemptData(Date.now());
    const [first, ...rest] = questions.questions;
    if (!first) throw new Error('no question');
    const hindi = { questionText: '2 और 2 का योग क्या है?', options: first.options };
    fakeApi({
      'GET /api/tests/t1': () => ok(test),
      'POST /api/attempts': () => ok({ ...session, _id: 'a2' }),
      'GET /api/attempts/a2/questions': () =>
        ok({ ...questions, _id: 'a2', questions: [{ ...first, hi: hindi }, ...rest] }),
    });
    renderPage();
    const choice = await screen.findByRole('group', { name: 'Language of the test' });
    expect(within(choice).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(choice).getByRole('button', { name: 'हिन्दी' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'मैंने निर्देश पढ़ और समझ लिए हैं' }));
    fireEvent.click(screen.getByRole('button', { name: 'टेस्ट शुरू करें' }));

    expect(await screen.findByText('2 और 2 का योग क्या है?')).toBeTruthy();
    const bar = within(screen.getByRole('group', { name: 'भाषा' }));
    expect(bar.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /^सहेजें और अगला/ }));
    expect(screen.getByText('प्रश्न 2 / 3')).toBeTruthy();
    expect(screen.getByText('What is 3 + 3?')).toBeTruthy();

    fireEvent.click(bar.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('What is 2 + 2?')).toBeTruthy();
    expect(localStorage.getItem(`language:${testUser._id}`)).toBe('en');
    await setLanguage('en');
  });
});

describe('TestTakingPage with sections', () => {
  /**
   * Two sections with timers: Reasoning (q1 single, q2 multiple, q3 numerical; answer any 2, +2 / −0.5) closing
   * `firstLeft` ms from now, then English (q4, q5).
   */
  function sectionedAttempt(
    firstLeft: number,
    extra: Record<string, (call: Call) => { status?: number; body: unknown }> = {},
  ) {
    const now = Date.now();
    const { session, questions } = attemptData(now);
    const iso = (ms: number) => new Date(ms).toISOString();
    const marking = { correct: 2, wrong: -0.5, unanswered: 0, partial: false };
    const sections = [
      attemptSection({
        name: 'Reasoning',
        questionCount: 3,
        minutes: 20,
        attemptAny: 2,
        marking,
        opensAt: iso(now - 60_000),
        closesAt: iso(now + firstLeft),
      }),
      attemptSection({
        name: 'English',
        questionCount: 2,
        minutes: 20,
        opensAt: iso(now + firstLeft),
        closesAt: iso(now + firstLeft + 20 * 60_000),
      }),
    ];
    const list = [
      attemptQuestion({ _id: 'q1', questionText: 'Pick one', section: 0, marking }),
      attemptQuestion({ _id: 'q2', questionText: 'Pick all that apply', type: 'multiple', section: 0, marking }),
      attemptQuestion({
        _id: 'q3',
        questionText: 'Type the number',
        type: 'numerical',
        options: [],
        section: 0,
        marking,
      }),
      attemptQuestion({ _id: 'q4', questionText: 'Synonym of quick', section: 1 }),
      attemptQuestion({ _id: 'q5', questionText: 'Antonym of slow', section: 1 }),
    ];
    const expiresAt = sections[1]?.closesAt ?? '';
    const detail: TestDetail = {
      ...test,
      questionCount: 5,
      sections: sections.map(({ opensAt: _, closesAt: __, ...s }) => s),
    };
    return fakeApi({
      'GET /api/tests/t1': () => ok(detail),
      'POST /api/attempts': () => ok({ ...session, sections, expiresAt }),
      'GET /api/attempts/a1/questions': () => ok({ ...questions, sections, expiresAt, saveSeq: -1, questions: list }),
      'PUT /api/attempts/a1/answers': ({ body }) =>
        ok({ saved: true, seq: (body as { seq: number }).seq, serverNow: new Date().toISOString() }),
      ...extra,
    });
  }

  it('shows the sections on the instructions, with their questions, timers and marks', async () => {
    sectionedAttempt(20 * 60_000);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Sections' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SectionQuestionsTimeMarks',
      'ReasoningAnswer any 2 of 320 minutes+2 / −0.5',
      'English220 minutes+1 / 0',
    ]);
    expect(screen.getByText('By section (below)')).toBeTruthy();
  });

  it('answers every kind, keeps to "answer any 2", and sends each answer in its field', async () => {
    const calls = sectionedAttempt(20 * 60_000);
    renderPage();
    await begin();
    expect(await screen.findByText('Reasoning: answer any 2 of 3')).toBeTruthy();
    expect(screen.getByText('+2 / −0.5')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'B' }));
    fireEvent.click(screen.getByRole('button', { name: /^Save & Next/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    expect(screen.getByRole('checkbox', { name: 'C' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: /^Save & Next/ }));

    // Two answered of "any 2": the third is refused, with the reason.
    fireEvent.click(screen.getByRole('button', { name: '4' }));
    expect(
      screen.getByText('You can answer only 2 questions in this section. Clear an answer to answer this one instead.'),
    ).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Type the number' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /^Reasoning/ }).textContent).toContain('2/3');

    // Clearing the multiple answer makes room for the number.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    fireEvent.click(screen.getByRole('button', { name: /^Save & Next/ }));
    for (const name of ['Minus sign', '4', 'Decimal point', '5']) fireEvent.click(screen.getByRole('button', { name }));
    expect(readLocalAttempt('a1')?.selections).toEqual({ q1: 1, q2: null, q3: -4.5 });

    const lastSave = () => calls.filter((c) => c.method === 'PUT').at(-1)?.body as { answers: unknown[] } | undefined;
    await waitFor(
      () =>
        expect(lastSave()?.answers).toEqual([
          expect.objectContaining({ question: 'q1', selectedOption: 1 }),
          expect.objectContaining({ question: 'q2', selectedOptions: [] }),
          expect.objectContaining({ question: 'q3', numericAnswer: -4.5 }),
        ]),
      { timeout: 5000 },
    );
  });

  it("moves to the next section when the first one's time ends, says so, and closes the first for good", async () => {
    const calls = sectionedAttempt(2500);
    renderPage();
    await begin();
    expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left in Reasoning' })).toBeTruthy();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(tabs.getByRole('button', { name: /^English/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: 'A' }));

    const moved = await screen.findByText('Reasoning is closed: its time is over. You are now in English.', undefined, {
      timeout: 5000,
    });
    expect(moved.parentElement?.getAttribute('aria-live')).toBe('assertive');
    expect(screen.getByText('Question 4 of 5')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left in English' }).textContent).toMatch(/^(20:00|19:5\d)$/);
    expect(screen.getByRole('button', { name: /^Reasoning/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    // The palette shows English only.
    const navigator = screen.getByRole('navigation', { name: 'Question navigator' });
    expect(
      within(navigator)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['4', '5']);

    fireEvent.click(screen.getByRole('radio', { name: 'B' }));
    await waitFor(
      () => {
        const saves = calls
          .filter((c) => c.method === 'PUT')
          .map((c) => (c.body as { answers: { question: string }[] }).answers);
        expect(saves.at(-1)?.map((a) => a.question)).toEqual(['q4']);
      },
      { timeout: 5000 },
    );
  });

  it('lists per section in the submit dialog, and a question pressed there is opened', async () => {
    sectionedAttempt(20 * 60_000);
    renderPage();
    await begin();
    await screen.findByText('Question 1 of 5');
    fireEvent.click(screen.getByRole('radio', { name: 'A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    // q3 is the last question the open section reaches: Submit Test is there.
    fireEvent.click(screen.getByRole('button', { name: 'Submit Test' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit Test?' });
    const reasoning = within(dialog).getByRole('region', { name: 'Reasoning' });
    const groups = within(reasoning)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(groups).toEqual(['Answered1', 'Not Answered1', 'Marked for Review1', 'Not Visited0']);
    const english = within(dialog).getByRole('region', { name: 'English' });
    expect(within(english).getByRole('button', { name: 'Go to question 4' })).toHaveProperty('disabled', true);
    fireEvent.click(within(reasoning).getByRole('button', { name: 'Go to question 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Question 2 of 5')).toBeTruthy();
  });
});
