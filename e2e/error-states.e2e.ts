import type { Test } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authField, createAccount, DEMO_ADMIN, logIn, newAccount, onPath, submitLogin } from './support/auth';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import { listTests, pageAs, type Student, signUpStudent } from './support/students';

let browser: Browser;
let student: Student;
let freeTest: Test;

const VIEWPORTS = [PHONE, DESKTOP];

beforeAll(async () => {
  browser = await launch();
  student = await signUpStudent('Farhan Qureshi');
  const free = await listTests(student, 'type=Free');
  freeTest = free.find((test) => !test.startsAt && test.questionCount > 0) as Test;
  expect(freeTest).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

/** The page's one h1. */
const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('a link to something that cannot exist, no connection, a server error', () => {
  it.each([
    ['/test/abc', 'Test not found', 'not-found-test'],
    ['/result/xyz', 'Result not found', 'not-found-result'],
  ])('%s says "%s" as the page heading, with no connection advice', async (path, heading, shot) => {
    for (const viewport of VIEWPORTS) {
      const page = await pageAs(browser, student, viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await pageHeading(page).count()).toBe(1);
      expect(await page.getByText('Invalid id').count()).toBe(0);
      expect(await page.getByText(/Check your connection/).count()).toBe(0);
      await screenshot(page, `errors-${shot}`, { fullPage: false });
      await page.context().close();
    }
  });

  it('blames the connection when the server cannot be reached, and the server when it fails', async () => {
    for (const viewport of VIEWPORTS) {
      const page = await pageAs(browser, student, viewport);
      await page.route(`**/api/tests/${freeTest._id}`, (route) => route.abort('internetdisconnected'));
      await page.goto(`/test/${freeTest._id}`);
      await page.getByRole('heading', { level: 1, name: 'Failed to load test' }).waitFor();
      await page.getByText('Could not reach MockPrep. Check your connection and try again.').waitFor();
      await screenshot(page, 'errors-offline', { fullPage: false });

      await page.unroute(`**/api/tests/${freeTest._id}`);
      await page.route(`**/api/tests/${freeTest._id}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Something went wrong on our side. Please try again.' }),
        }),
      );
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByText('Something went wrong on our side. Please try again.').waitFor();
      expect(await page.getByText(/Check your connection/).count()).toBe(0);
      await screenshot(page, 'errors-server', { fullPage: false });

      // Back again: Try Again loads the test.
      await page.unroute(`**/api/tests/${freeTest._id}`);
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('button', { name: 'Start test' }).waitFor();
      await page.context().close();
    }
  });

  it('shows the 404 page with an h1', async () => {
    const page = await pageAs(browser, student, PHONE);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.context().close();
  });
});

describe('a visitor who opens a test link', () => {
  it('is asked to log in to take the test, and lands on it after logging in', async () => {
    const account = await createAccount();
    for (const viewport of VIEWPORTS) {
      const page = await newPage(browser, viewport);
      await page.goto(`/test/${freeTest._id}`);
      await onPath(page, '/login');
      const notice = page.getByRole('status').filter({ hasText: 'Please login to take this test' });
      await notice.waitFor();
      expect(await notice.isVisible()).toBe(true);
      await screenshot(page, 'login-take-test-notice', { fullPage: false });

      await submitLogin(page, account);
      await onPath(page, `/test/${freeTest._id}`);
      await page.getByRole('button', { name: 'Start test' }).waitFor();
      await page.context().close();
    }
  });

  it('says nothing of a test when the login was for another page', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/results');
    await onPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getByText('Please login to take this test').count()).toBe(0);
    await page.context().close();
  });
});

describe('login and signup errors and the password toggle', () => {
  it('shows wrong credentials under the password field, once, and the password on the toggle', async () => {
    const account = await createAccount();
    for (const viewport of VIEWPORTS) {
      const page = await newPage(browser, viewport);
      await page.goto('/login');
      await submitLogin(page, { mobile: account.mobile, password: 'not-the-password' });
      const password = authField(page, 'Password');
      const error = page.locator('#login-error');
      await error.waitFor();
      const message = (await error.textContent()) ?? '';
      expect(message).not.toBe('');
      expect(await password.getAttribute('aria-describedby')).toBe('login-error');
      // Not also toasted over the heading.
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
      const passwordBox = await password.boundingBox();
      const errorBox = await error.boundingBox();
      expect(errorBox && passwordBox && errorBox.y >= passwordBox.y + passwordBox.height).toBe(true);

      const toggle = page.getByRole('button', { name: 'Show password' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await password.getAttribute('type')).toBe('text');
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect((await toggle.boundingBox())?.height).toBeGreaterThanOrEqual(24);
      await screenshot(page, 'login-field-error', { fullPage: false });

      await toggle.press('Enter');
      expect(await password.getAttribute('type')).toBe('password');
      await page.context().close();
    }
  });

  it('shows a taken mobile number under the mobile field of the signup form', async () => {
    const taken = await createAccount();
    for (const viewport of VIEWPORTS) {
      const page = await newPage(browser, viewport);
      await page.goto('/signup');
      const account = newAccount('Nandini Rao');
      await page.getByLabel('Full name').fill(account.name);
      const mobile = page.getByLabel('Mobile number');
      await mobile.fill(taken.mobile);
      await authField(page, 'Password').fill(account.password);
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();

      const error = page.locator('#signup-mobile-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/already/i);
      expect(await mobile.getAttribute('aria-invalid')).toBe('true');
      expect(await mobile.evaluate((input) => input === document.activeElement)).toBe(true);
      await screenshot(page, 'signup-field-error', { fullPage: false });
      await page.context().close();
    }
  });
});

describe("the admin's sidebar", () => {
  it.each([
    { width: 1280, height: 800, scrolled: false },
    { width: 1280, height: 560, scrolled: true },
    { width: 1024, height: 600, scrolled: true },
  ])(
    'shows the Admin Panel link clear of the Logout footer at $width×$height (scrolled: $scrolled)',
    async ({ scrolled, ...viewport }) => {
      const page = await newPage(browser, viewport);
      await logIn(page, DEMO_ADMIN);
      const sidebar = page.getByRole('complementary').filter({ has: page.getByRole('button', { name: 'Logout' }) });
      const admin = sidebar.getByRole('link', { name: 'Admin Panel' });
      // At 1280×800 every item fits above the footer; on a shorter screen the sections scroll to it.
      if (scrolled) await admin.scrollIntoViewIfNeeded();
      const link = await admin.boundingBox();
      const logout = await sidebar.getByRole('button', { name: 'Logout' }).boundingBox();
      if (!link || !logout) throw new Error('the sidebar is not shown');
      expect(link.y + link.height).toBeLessThanOrEqual(logout.y);
      expect(link.y).toBeGreaterThanOrEqual(0);
      // What the pointer finds at the link's centre is the link, not the footer over it.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
        { x: link.x + link.width / 2, y: link.y + link.height / 2 },
      );
      expect(hit).toBe('/admin');
      if (!scrolled) await screenshot(page, 'admin-sidebar', { fullPage: false });
      await admin.click();
      await onPath(page, '/admin');
      await page.context().close();
    },
  );
});
