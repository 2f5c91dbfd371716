import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logIn, logOutFromUserMenu, onPath, signUpWithPassword, submitLogin } from './support/auth';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'My Profile' }).waitFor();
}

/** Opens one of the account cards (Change Password, Delete Account) and returns its dialog. */
async function openDialog(page: Page, title: string) {
  await page.getByRole('region', { name: 'Account settings' }).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe('profile', () => {
  it('saves an edited name and city', async () => {
    const page = await newPage(browser);
    await signUpWithPassword(page);
    await openProfile(page);
    await page.getByLabel('Full name').fill('Kavya Reddy');
    await page.getByLabel('City').fill('Hyderabad');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Kavya Reddy' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Kavya Reddy' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Kavya Reddy');
    expect(await page.getByLabel('City').inputValue()).toBe('Hyderabad');
  });

  it('changes the password: mismatch is refused, then the new password works', async () => {
    const page = await newPage(browser);
    const account = await signUpWithPassword(page);
    await openProfile(page);
    const dialog = await openDialog(page, 'Change Password');
    const submit = dialog.getByRole('button', { name: 'Change Password', exact: true });
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByLabel('New password').fill('Fresh@4567');
    await dialog.getByLabel('Confirm password').fill('Fresh@4568');
    await submit.click();
    await dialog.getByText('Passwords do not match', { exact: true }).waitFor();

    await dialog.getByLabel('Confirm password').fill('Fresh@4567');
    const reloaded = page.waitForEvent('load');
    await submit.click();
    await page.getByText('Password changed successfully', { exact: true }).waitFor();
    await reloaded;
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    await logOutFromUserMenu(page, account.name);
    await submitLogin(page, account);
    await page.getByText('Invalid mobile number or password', { exact: true }).waitFor();
    await logIn(page, { mobile: account.mobile, password: 'Fresh@4567' });
  });

  it('deletes the account only after DELETE is typed, then the login fails', async () => {
    const page = await newPage(browser);
    const account = await signUpWithPassword(page);
    await openProfile(page);
    const dialog = await openDialog(page, 'Delete Account');
    const submit = dialog.getByRole('button', { name: 'Delete Account', exact: true });
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    await submit.click();
    await dialog.getByText('Please type DELETE to confirm', { exact: true }).waitFor();

    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await submit.click();
    await onPath(page, '/login');
    await page.getByText('Account deleted successfully', { exact: true }).waitFor();

    await submitLogin(page, account);
    await page.getByText('Invalid mobile number or password', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('screenshots', () => {
  it.each([PHONE, DESKTOP])('captures the profile and its change-password modal at $width px', async (viewport) => {
    const page = await newPage(browser, viewport);
    await logIn(page, await createAccount());
    await openProfile(page);
    await screenshot(page, 'profile');

    await openDialog(page, 'Change Password');
    await screenshot(page, 'profile-change-password', { fullPage: false });
  });
});
