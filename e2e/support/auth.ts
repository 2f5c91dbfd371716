import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseURL, uniqueMobile } from './browser';

export type Account = { name: string; mobile: string; password: string };

/** The seeded demo accounts (apps/server/src/seed). */
export const DEMO_STUDENT: Account = { name: 'Demo Student', mobile: '9876543210', password: 'Student@123' };
export const DEMO_ADMIN: Account = { name: 'Demo Admin', mobile: '9000000001', password: 'Admin@123' };

/** Details for an account nobody has used yet. */
export const newAccount = (name = 'Asha Verma'): Account => ({
  name: `${name} ${randomInt(100, 1000)}`,
  mobile: uniqueMobile(),
  password: 'Secret@123',
});

/** Creates the account through the API, for tests that are not about signing up. */
export async function createAccount(account: Account = newAccount()): Promise<Account> {
  const response = await fetch(`${baseURL()}/api/auth/student/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return account;
}

/** Waits until the page shows this path. */
export const onPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { waitUntil: 'commit' });

/** A login or signup field by its label: the method switch has radios named "Password" and "OTP" too. */
export const authField = (page: Page, label: 'Password' | 'OTP') =>
  page.getByLabel(label, { exact: true }).and(page.locator('input:not([type=radio])'));

/** Signs up through the signup form with the password method; ends on the dashboard. */
export async function signUpWithPassword(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Mobile number').fill(account.mobile);
  await authField(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await onPath(page, '/dashboard');
  return account;
}

/** Fills the password login form on the current page and signs in. */
export async function submitLogin(page: Page, account: Pick<Account, 'mobile' | 'password'>) {
  await page.getByLabel('Mobile number').fill(account.mobile);
  await authField(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens /login and signs in with a password; ends on the dashboard. */
export async function logIn(page: Page, account: Pick<Account, 'mobile' | 'password'>) {
  await page.goto('/login');
  await submitLogin(page, account);
  await onPath(page, '/dashboard');
}

/** Logs out through the account menu of the top bar; ends on /login. */
export async function logOutFromUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await onPath(page, '/login');
}
