import {
  type AdminTest,
  type CreatedOrder,
  formatINRExact,
  type MockCompletion,
  type PublicQuestion,
  type TargetExam,
  type TestPage,
} from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, listTests, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';

/** Tests this file adds to the catalogue (every other one Paid), so that it holds more than a page. */
const MADE = 25;
const PAID_MADE = Math.floor(MADE / 2);
const PRICE = 49;

let browser: Browser;
let admin: Student;
let student: Student;
const tag = `Zq${Date.now().toString(36)}`;
let made: AdminTest[] = [];

const showing = (page: Page) => page.getByText(/^Showing \d+ of \d+ tests$/);
const cards = (page: Page) => page.getByRole('article');
const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** How many tests the server says match `query`. */
const totalOf = async (query = '') =>
  (await callApi<TestPage>(student.token, 'GET', `/tests?limit=1${query ? `&${query}` : ''}`)).total as number;

/** Waits for the next GET /api/tests a page at a time and returns its query. */
const nextTestsRequest = (page: Page) =>
  page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/tests')
    .then((request) => new URL(request.url()).searchParams);

/** Pays for a test through the test-mode checkout. */
async function buy(who: Student, testId: string) {
  const order = await callApi<CreatedOrder>(who.token, 'POST', '/payments/create-order', { testId });
  if (!order.order) throw new Error('expected an order to pay');
  const completion = await callApi<MockCompletion>(who.token, 'POST', '/payments/mock/complete', {
    orderId: order.order.id,
    outcome: 'success',
  });
  await callApi(who.token, 'POST', '/payments/verify', completion);
}

beforeAll(async () => {
  [browser, admin, student] = await Promise.all([launch(), signInDemoAdmin(), signUpStudent('Ritu Sharma')]);
  // Not a live test: another file may have opened one, and its questions are its starters' only.
  const free = (await listTests(student, 'type=Free')).find((test) => !test.startsAt);
  if (!free) throw new Error('the demo data needs a Free test');
  const [questions, exams] = await Promise.all([
    callApi<PublicQuestion[]>(student.token, 'GET', `/tests/${free._id}/questions`),
    callApi<TargetExam[]>(student.token, 'GET', '/target-exams'),
  ]);
  made = [];
  for (let i = 1; i <= MADE; i += 1) {
    const paid = i % 2 === 0;
    made.push(
      await callApi<AdminTest>(admin.token, 'POST', '/admin/tests', {
        title: `${tag} Paper ${String(i).padStart(2, '0')}`,
        subject: 'Reasoning',
        examType: 'Banking',
        duration: 45,
        type: paid ? 'Paid' : 'Free',
        price: paid ? PRICE : 0,
        level: 'medium',
        questions: questions.slice(0, 3).map((q) => q._id),
        targetExams: [exams[0]?._id],
      }),
    );
  }
});

afterAll(async () => {
  // The tests made here would push the demo tests off the first page other files open.
  for (const test of made) await callApi(admin.token, 'DELETE', `/admin/tests/${test._id}`);
  await browser?.close();
});

describe('student tests catalogue, paged on the server', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows a first page with the server's total, loads more, searches and filters on the server at ${viewport.width} px`, async () => {
      const total = await totalOf();
      expect(total).toBeGreaterThan(20);
      const page = await pageAs(browser, student, viewport);
      const firstRequest = nextTestsRequest(page);
      await page.goto('/tests');
      expect(Object.fromEntries(await firstRequest)).toEqual({ limit: '20' });
      await expect.poll(() => showing(page).textContent()).toBe(`Showing 20 of ${total} tests`);
      await page.getByRole('heading', { level: 1, name: `${total} mock tests for every exam` }).waitFor();
      expect(await cards(page).count()).toBe(20);
      expect(await domNodes(page)).toBeLessThan(5000);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'student-catalogue-first-page');

      await page.getByRole('button', { name: 'Load more' }).click();
      const loaded = Math.min(40, total);
      await expect.poll(() => showing(page).textContent()).toBe(`Showing ${loaded} of ${total} tests`);
      expect(await cards(page).count()).toBe(loaded);

      const searched = nextTestsRequest(page);
      await page.getByLabel('Search tests by title or subject').fill(tag.toLowerCase());
      expect((await searched).get('search')).toBe(tag.toLowerCase());
      await expect.poll(() => showing(page).textContent()).toBe(`Showing 20 of ${MADE} tests`);
      const titles = await cards(page).locator('h3').allTextContents();
      expect(titles).toEqual(
        made
          .map((test) => test.title)
          .reverse()
          .slice(0, 20),
      );
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => showing(page).textContent()).toBe(`Showing ${MADE} of ${MADE} tests`);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await screenshot(page, 'student-catalogue-search');

      const filtered = nextTestsRequest(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('group', { name: 'Type', exact: true }).getByRole('button', { name: 'Paid' }).click();
      await page.getByRole('button', { name: 'Show tests' }).click();
      expect(Object.fromEntries(await filtered)).toMatchObject({ type: 'Paid', search: tag.toLowerCase() });
      await expect.poll(() => showing(page).textContent()).toBe(`Showing ${PAID_MADE} of ${PAID_MADE} tests`);
      expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(PAID_MADE);
      expect(new URL(page.url()).searchParams.get('type')).toBe('Paid');
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'student-catalogue-filtered');

      await page.getByLabel('Search tests by title or subject').fill('zzqx-no-such-test');
      await page.getByText('No tests found').waitFor();
      await page.context().close();
    });
  }
});

describe('the first phone screen of the catalogue', () => {
  it("shows a test card under a compact hero, with the student's target exam selected and every filter in a sheet", async () => {
    const exams = await callApi<TargetExam[]>(student.token, 'GET', '/target-exams');
    const exam = exams[0] as TargetExam;
    const aspirant = await signUpStudent('Venkata Satyanarayana Murthy Chandrasekharan', [exam._id]);
    const page = await pageAs(browser, aspirant, PHONE);
    await page.goto('/tests');
    const first = cards(page).first();
    await first.waitFor();
    expect(new URL(page.url()).searchParams.get('targetExams')).toBe(exam._id);
    const forExam = await totalOf(`targetExams=${exam._id}`);
    await expect.poll(() => showing(page).textContent()).toBe(`Showing ${Math.min(20, forExam)} of ${forExam} tests`);
    const box = await first.boundingBox();
    expect(box?.y).toBeLessThan(PHONE.height - 60);
    expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= 360)).toBe(true);
    await screenshot(page, 'student-catalogue-phone-first-screen', { fullPage: false });

    await page.getByRole('button', { name: 'Filters (1)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    expect(await sheet.getByRole('group', { name: 'Type', exact: true }).getByRole('button').allTextContents()).toEqual(
      ['All', 'Free', 'Paid'],
    );
    expect(
      await sheet.getByRole('group', { name: 'Level', exact: true }).getByRole('button').allTextContents(),
    ).toEqual(['All', 'Easy', 'Medium', 'Hard']);
    await screenshot(page, 'student-catalogue-filter-sheet', { fullPage: false });
    await sheet.getByRole('button', { name: 'Clear All' }).click();
    await sheet.getByRole('button', { name: 'Show tests' }).click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });
});

describe('payment history, paged on the server', () => {
  it('still shows the totals of every payment', async () => {
    const payer = await signUpStudent('Payal Jain');
    const paid = made.filter((test) => test.type === 'Paid');
    const [first, second, third] = paid as [AdminTest, AdminTest, AdminTest];
    await buy(payer, first._id);
    await buy(payer, second._id);
    await callApi(payer.token, 'POST', '/payments/create-order', { testId: third._id });

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(browser, payer, viewport);
      await page.goto('/payments');
      const summary = page.getByRole('region', { name: 'Payment summary' });
      await summary.waitFor();
      const text = await summary.textContent();
      expect(text).toContain('3 transactions');
      expect(text).toContain(`${formatINRExact(2 * PRICE)} spent`);
      expect(await summary.getByText('Pending Payments').locator('xpath=following-sibling::*[1]').textContent()).toBe(
        '1',
      );
      expect(await page.getByRole('list', { name: 'Transactions' }).getByRole('article').count()).toBe(3);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'student-catalogue-payments');
      await page.context().close();
    }
  });
});
