import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type AdminPaymentPage,
  type AdminPaymentSummary,
  type AdminStats,
  type AdminUserPage,
  type AuditLogPage,
  type CreatedOrder,
  formatINRExact,
  type MockCompletion,
  type User,
} from '@mockprep/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, listTests, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';

let browser: Browser;
let admin: Student;

beforeAll(async () => {
  admin = await signInDemoAdmin();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the Admin Panel on a tab as the demo admin. */
async function openAdmin(tab: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await pageAs(browser, admin, viewport);
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  return page;
}

/** The value printed under a stat card's label. */
const statValue = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]').textContent();

/** The value of a labelled figure in a titled panel (Recent Activity, Platform Health). */
const figure = (page: Page, panel: string, label: string) =>
  page
    .getByRole('region', { name: panel })
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .textContent();

const count = (n: number) => n.toLocaleString('en-IN');

const userCard = (page: Page, name: string | RegExp) => page.getByRole('article', { name });

async function searchUsers(page: Page, text: string) {
  await page.getByLabel('Search users by name or mobile').fill(text);
}

async function editUser(page: Page, name: string | RegExp, change: (dialog: Locator) => Promise<void>) {
  await userCard(page, name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await change(dialog);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  return dialog;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** A paid payment and a pending order of a fresh student, through the mock provider; the student. */
async function makePayments(): Promise<Student> {
  const student = await signUpStudent('Payer');
  const paid = (await listTests(student)).filter((test) => test.type === 'Paid');
  const [first, second] = paid;
  if (!first || !second) throw new Error('the demo data needs two paid tests');
  const order = await callApi<CreatedOrder>(student.token, 'POST', '/payments/create-order', { testId: first._id });
  if (!order.order) throw new Error('expected an order to pay');
  const completion = await callApi<MockCompletion>(student.token, 'POST', '/payments/mock/complete', {
    orderId: order.order.id,
    outcome: 'success',
  });
  await callApi(student.token, 'POST', '/payments/verify', {
    orderId: completion.orderId,
    paymentId: completion.paymentId,
    signature: completion.signature,
  });
  await callApi(student.token, 'POST', '/payments/create-order', { testId: second._id });
  return student;
}

/** The text of the file a click downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: (await readFile(path, 'utf8')).replace(/^\uFEFF/, '') };
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('admin panel: dashboard, users, payments, promo codes', () => {
  it('shows the dashboard figures of GET /api/admin/stats', async () => {
    await makePayments();
    const stats = await callApi<AdminStats>(admin.token, 'GET', '/admin/stats');
    const page = await openAdmin('dashboard');
    await page.getByRole('tab', { name: 'Dashboard', selected: true }).waitFor();
    await page.getByRole('region', { name: 'Platform overview' }).waitFor();

    expect(await statValue(page, 'Total Users')).toBe(count(stats.totalUsers));
    expect(await statValue(page, 'Total Tests')).toBe(count(stats.totalTests));
    expect(await statValue(page, 'Total Attempts')).toBe(count(stats.totalAttempts));
    expect(await statValue(page, 'Total Revenue')).toBe(formatINRExact(stats.totalRevenue));
    expect(stats.totalRevenue).toBeGreaterThan(0);
    const chips = page.getByRole('list', { name: 'Highlights' });
    await chips.getByText(`${formatINRExact(stats.totalRevenue)} revenue`, { exact: true }).waitFor();
    await chips.getByText(`${count(stats.totalUsers)} users`, { exact: true }).waitFor();

    expect(await figure(page, 'Recent Activity', 'New users (7 days)')).toBe(count(stats.recentUsers));
    expect(await figure(page, 'Recent Activity', 'New attempts (7 days)')).toBe(count(stats.recentAttempts));
    expect(await figure(page, 'Recent Activity', 'Average score')).toBe(`${Math.round(stats.averageScore)}%`);
    expect(await figure(page, 'Platform Health', 'Active tests')).toBe(count(stats.activeTests));
    expect(await figure(page, 'Platform Health', 'Total questions')).toBe(count(stats.totalQuestions));
    expect(await figure(page, 'Platform Health', 'Paid tests')).toBe(count(stats.paidTests));
    await screenshot(page, 'admin-dashboard');
    const results = await downloaded(page, () => page.getByRole('button', { name: 'Export results (CSV)' }).click());
    const lines = results.text.trim().split('\n');
    expect(lines[0]).toMatch(/^Submitted,Student,Mobile,Test,Score,Accuracy/);
    expect(lines.length - 1).toBeGreaterThanOrEqual(stats.totalAttempts);

    await page.getByRole('button', { name: /Manage Users/ }).click();
    const users = page.getByRole('tab', { name: 'Users', selected: true });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('users');
    await users.focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Tests', selected: true }).waitFor();
  });

  it('edits a student, blocks them (their next call is refused) and bulk deletes with confirmation', async () => {
    const student = await signUpStudent('Edit Me');
    const page = await openAdmin('users');
    await searchUsers(page, student.user.mobile ?? '');
    const renamed = `Renamed Student ${randomInt(100, 1000)}`;
    const dialog = await editUser(page, new RegExp(student.user.name), (d) => d.getByLabel('Full name').fill(renamed));
    await toast(page, 'User updated successfully');
    await dialog.waitFor({ state: 'detached' });
    await userCard(page, renamed).getByText('Active', { exact: true }).waitFor();

    await editUser(page, renamed, (d) => d.getByLabel('Blocked').check());
    await userCard(page, renamed).getByText('Blocked', { exact: true }).waitFor();
    const me = await fetch(`${baseURL()}/api/auth/me`, { headers: { authorization: `Bearer ${student.token}` } });
    expect(me.status).toBe(403);

    const tag = `Bulkgone${randomInt(1000, 10000)}`;
    const doomed = [await signUpStudent(tag), await signUpStudent(tag)];
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await searchUsers(page, tag);
    await userCard(page, doomed[1]?.user.name ?? '').waitFor();
    // Neutral and marked unavailable until users are chosen; red once they are.
    const deleteSelected = page.getByRole('button', { name: 'Delete Selected' });
    expect(await deleteSelected.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'admin-users-none-selected', { fullPage: false });
    // Playwright waits for an aria-disabled button to become enabled; the press itself must still explain itself.
    await deleteSelected.click({ force: true });
    await toast(page, 'Please select users to delete');

    await page.getByRole('checkbox', { name: /Select all users/ }).check();
    await page.getByText('(2 of 2 selected)').waitFor();
    expect(await deleteSelected.getAttribute('aria-disabled')).toBe('false');
    await deleteSelected.click();
    const confirm = page.getByRole('dialog', { name: 'Delete Users' });
    await confirm.getByRole('button', { name: 'Delete 2 Users' }).click();
    await toast(page, 'Deleted 2 user(s)');
    await page.getByText('No users found', { exact: true }).waitFor();
    const left = await callApi<AdminUserPage>(admin.token, 'GET', `/admin/users?search=${tag}`);
    expect(left.total).toBe(0);

    await searchUsers(page, '');
    await userCard(page, renamed).waitFor();
    await screenshot(page, 'admin-users');
  });

  it('refuses to let the admin block themselves, with the server message', async () => {
    const page = await openAdmin('users');
    await searchUsers(page, admin.user.mobile ?? '');
    await page.getByText('Showing 1 of 1 users').waitFor();
    const dialog = await editUser(page, /\(You\)/, (d) => d.getByLabel('Blocked').check());
    await toast(page, 'You cannot block your own account');
    await dialog.waitFor();
    const me = await callApi<User>(admin.token, 'GET', '/auth/me');
    expect(me.isBlocked).toBe(false);
  });

  it('fits the Users and Promo Codes tabs on a phone', async () => {
    const page = await openAdmin('users', PHONE);
    await searchUsers(page, admin.user.mobile ?? '');
    await page.getByText('Showing 1 of 1 users').waitFor();
    await userCard(page, /\(You\)/).waitFor();
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-users');

    await page.getByRole('tab', { name: 'Promo Codes' }).click();
    await page.getByRole('list', { name: 'Promo codes' }).getByRole('article').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-promo-codes');
  });

  it('creates a promo code (Active), edits it and deletes it after confirming', async () => {
    const page = await openAdmin('promo-codes');
    const code = `ADMIN${randomInt(1000, 10000)}`;
    await page.getByRole('button', { name: 'Create Promo Code' }).click();
    const form = page.getByRole('dialog', { name: 'Create Promo Code' });
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Description').fill('Admin test offer');
    await form.getByLabel('Discount value (%)').fill('15');
    await form.getByLabel(/Max uses/).fill('50');
    await screenshot(page, 'admin-promo-form', { fullPage: false });
    await form.getByRole('button', { name: 'Create Promo Code' }).click();
    await toast(page, 'Promo code created successfully');

    const row = page.getByRole('row', { name: new RegExp(code) });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('0 / 50').waitFor();
    await row.getByText('15% off').waitFor();

    await page.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Promo Code' });
    expect(await edit.getByLabel('Code').inputValue()).toBe(code);
    await edit.getByLabel('Description').fill('Admin test offer, extended');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Promo code updated successfully');
    await row.getByText('Admin test offer, extended').waitFor();
    await screenshot(page, 'admin-promo-codes');

    await page.getByRole('button', { name: `Delete ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Promo Code' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor();
    await page.getByRole('button', { name: `Delete ${code}` }).click();
    await confirm.getByRole('button', { name: 'Delete Promo Code' }).click();
    await toast(page, 'Promo code deleted successfully');
    await row.waitFor({ state: 'detached' });
  });

  it('enters and shows promo validity in IST on a device in New York', async () => {
    const code = `IST${randomInt(1000, 10000)}`;
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(browser, admin, viewport, { timezoneId: 'America/New_York' });
      await page.goto('/admin?tab=promo-codes');
      await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
      if (viewport === DESKTOP) {
        await page.getByRole('button', { name: 'Create Promo Code' }).click();
        const form = page.getByRole('dialog', { name: 'Create Promo Code' });
        await form.getByLabel('Code').fill(code);
        await form.getByLabel('Description').fill('New Year offer');
        await form.getByLabel('Discount value (%)').fill('10');
        await form.getByLabel('Valid from (IST)').fill('2026-12-01T00:00');
        await form.getByLabel('Valid until (IST)').fill('2026-12-31T23:59');
        await form.getByRole('button', { name: 'Create Promo Code' }).click();
        await toast(page, 'Promo code created successfully');
        const stored = await callApi<{ entries: { code: string; validFrom: string; validUntil: string }[] }>(
          admin.token,
          'GET',
          `/admin/promo-codes?search=${code}`,
        );
        expect(stored.entries.find((p) => p.code === code)).toMatchObject({
          validFrom: '2026-11-30T18:30:00.000Z',
          validUntil: '2026-12-31T18:29:00.000Z',
        });
      }
      await page.getByLabel('Search promo codes').fill(code);
      const promo = page.getByRole(viewport === DESKTOP ? 'row' : 'article', { name: new RegExp(code) });
      await promo.getByText('to 31 Dec 2026, 11:59 pm', { exact: true }).waitFor();
      await promo.getByText('1 Dec 2026, 12:00 am', { exact: true }).waitFor();
      await screenshot(page, 'admin-promo-ist', { fullPage: false });
      await page.getByRole('button', { name: `Edit ${code}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Promo Code' });
      expect(await edit.getByLabel('Valid until (IST)').inputValue()).toBe('2026-12-31T23:59');
      await page.context().close();
    }
  });

  it('shows the payment figures of the API, filters the payments on the server and exports them', async () => {
    const payer = await makePayments();
    const summary = await callApi<AdminPaymentSummary>(admin.token, 'GET', '/admin/payments/summary');
    const all = await callApi<AdminPaymentPage>(admin.token, 'GET', '/admin/payments?limit=1');
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAdmin('payments', viewport);
      await page.getByRole('heading', { name: 'Payments', exact: true }).waitFor();
      await page.getByText(`Showing ${Math.min(all.total ?? 0, 50)} of ${all.total} payments`).waitFor();
      expect(await statValue(page, 'Transactions')).toBe(String(summary.transactions));
      expect(await statValue(page, 'Successful')).toBe(String(summary.successful));
      expect(await statValue(page, 'Pending')).toBe(String(summary.pending));
      expect(await statValue(page, 'Total Revenue')).toBe(formatINRExact(summary.revenue));

      await page.getByLabel('Search payments by student name, mobile or order id').fill(payer.user.mobile ?? '');
      await page.getByText('Showing 2 of 2 payments').waitFor();
      await page.getByLabel('Status').selectOption({ label: 'Pending' });
      await page.getByText('Showing 1 of 1 payments').waitFor();
      await page.getByRole('article').getByText('Pending', { exact: true }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-payments');
      await page.close();
    }

    const page = await openAdmin('payments');
    await page.getByLabel('Search payments by student name, mobile or order id').fill(payer.user.mobile ?? '');
    await page.getByText('Showing 2 of 2 payments').waitFor();
    const file = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(file.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.text.trim().split('\n');
    expect(lines[0]).toMatch(/^Date,Student,Mobile,Test,Amount \(INR\)/);
    expect(lines).toHaveLength(3);
    expect(lines.every((line, i) => i === 0 || line.includes(payer.user.mobile ?? '-'))).toBe(true);
    const log = await callApi<AuditLogPage>(admin.token, 'GET', '/admin/audit-log?action=export.payments&limit=1');
    expect(log.entries[0]?.details).toMatchObject({ filters: { search: payer.user.mobile } });
  });

  it('pages through the users and searches by name and by mobile, at 360 and 1280 px, and exports them', async () => {
    const tag = `Pager${randomInt(10000, 100000)}`;
    const made: Student[] = [];
    for (let i = 0; i < 13; i++) made.push(...(await Promise.all([1, 2, 3, 4].map(() => signUpStudent(tag)))));
    // Ids are time-ordered: the smallest is the account made first.
    const [oldest] = made.sort((a, b) => a.user._id.localeCompare(b.user._id));
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAdmin('users', viewport);
      await page.getByRole('article').first().waitFor();
      await searchUsers(page, tag);
      await page.getByText('Showing 50 of 52 users').waitFor();
      expect(await page.getByRole('article').count()).toBe(50);
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByText('Showing 52 of 52 users').waitFor();
      expect(await page.getByRole('article').count()).toBe(52);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      // Newest first: the first student made is the last card.
      expect(await page.getByRole('article').last().textContent()).toContain(oldest?.user.name);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-users-paged');

      await searchUsers(page, oldest?.user.mobile ?? '');
      await page.getByText('Showing 1 of 1 users').waitFor();
      await userCard(page, oldest?.user.name ?? '').waitFor();
      await searchUsers(page, oldest?.user.name ?? '');
      await page.getByText('Showing 1 of 1 users').waitFor();
      await page.close();
    }

    const page = await openAdmin('users');
    await searchUsers(page, tag);
    await page.getByText('Showing 50 of 52 users').waitFor();
    const file = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    const lines = file.text.trim().split('\n');
    expect(lines[0]).toMatch(/^Name,Mobile,Email,Role,Status/);
    expect(lines).toHaveLength(53);
    expect(lines.slice(1).every((line) => line.startsWith(tag))).toBe(true);
    expect(lines.at(-1)).toContain(oldest?.user.mobile ?? '-');
  });

  it('shows an edit in the Audit log with who, what, which record and the record before and after', async () => {
    const student = await signUpStudent('Audit Before');
    const renamed = `Audit After ${randomInt(100, 1000)}`;
    await callApi(admin.token, 'PUT', `/admin/users/${student.user._id}`, {
      name: renamed,
      email: '',
      targetExams: [],
      role: 'user',
      isBlocked: false,
    });

    for (const viewport of [PHONE, undefined]) {
      const page = await openAdmin('audit-log', viewport);
      await page.getByLabel('Record type').selectOption({ label: 'Users' });
      const entry = page
        .getByRole('article')
        .filter({ hasText: `Record ${student.user._id}` })
        .filter({ hasText: 'User edited' });
      await entry.getByText(`By ${admin.user.name}`).waitFor();
      await entry.getByText('Changed: name').waitFor();
      const disclosure = entry.getByText('Show before and after');
      await disclosure.focus();
      await page.keyboard.press('Enter');
      await entry.getByText(`"name": "${renamed}"`, { exact: false }).waitFor();
      await entry.getByText(`"name": "${student.user.name}"`, { exact: false }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-audit-log');
      await page.close();
    }
  });
});
