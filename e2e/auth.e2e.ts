import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authField,
  createAccount,
  DEMO_ADMIN,
  logIn,
  logOutFromUserMenu,
  newAccount,
  onPath,
  signUpWithPassword,
  submitLogin,
} from './support/auth';
import { DESKTOP, launch, newPage, otpFromServerLog, PHONE, screenshot, uniqueMobile } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const sidebar = (page: Page) => page.getByRole('complementary');
const welcome = (page: Page, name: string) => page.getByRole('heading', { name: `Welcome back, ${name}!` });

describe('signup and login', () => {
  it('signs up with OTP, chooses a target exam, and logs out', async () => {
    const page = await newPage(browser);
    const { name, mobile } = newAccount('Ravi Kumar');
    await page.goto('/signup');
    await page.getByRole('radio', { name: 'OTP' }).check();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Email').fill(`ravi${mobile}@example.com`);
    await page.getByRole('combobox', { name: /^Target exams/ }).fill('neet');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^NEET UG/ })
      .click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove NEET UG' }).waitFor();
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await authField(page, 'OTP').fill(await otpFromServerLog(mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await onPath(page, '/dashboard');
    await page.getByText('Signup successful!', { exact: true }).waitFor();
    await welcome(page, name).waitFor();
    await page.getByRole('region', { name: 'Your profile' }).getByText('NEET UG').waitFor();

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await onPath(page, '/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  });

  it('signs up with a password, logs out, and logs in with the password', async () => {
    const page = await newPage(browser);
    const account = await signUpWithPassword(page);
    await welcome(page, account.name).waitFor();
    await logOutFromUserMenu(page, account.name);

    await submitLogin(page, account);
    await onPath(page, '/dashboard');
    await page.getByText('Login successful!', { exact: true }).waitFor();
    await welcome(page, account.name).waitFor();
  });

  it('logs in with OTP to an existing account', async () => {
    const page = await newPage(browser);
    const account = await createAccount();
    await page.goto('/login');
    // The method switch is a radio group: the arrow keys choose OTP.
    await page.getByRole('radio', { name: 'Password' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'OTP' }).isChecked()).toBe(true);
    await page.getByLabel('Mobile number').fill(account.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(`+91 ${account.mobile}`).waitFor();
    expect(await page.getByRole('button', { name: /^Resend in \d+s$/ }).isDisabled()).toBe(true);

    await authField(page, 'OTP').fill(await otpFromServerLog(account.mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await onPath(page, '/dashboard');
    await page.getByText('Login successful!', { exact: true }).waitFor();
    await welcome(page, account.name).waitFor();
  });
});

describe('form validation', () => {
  it('checks the signup fields before sending anything', async () => {
    const page = await newPage(browser);
    await page.goto('/signup');
    const create = page.getByRole('button', { name: 'Create Account' });
    await create.click();
    await page.getByText('Name is required', { exact: true }).waitFor();

    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Mobile number').fill(uniqueMobile().slice(0, 9));
    await authField(page, 'Password').fill('abc');
    await page.getByLabel('Email').fill('meera@example');
    await create.click();
    await page.getByText('Mobile number must be 10 digits', { exact: true }).waitFor();
    await page.getByText('Password must be at least 6 characters long', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await page.getByText('Name is required', { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('asks for both login fields and shows the server message for a wrong password', async () => {
    const page = await newPage(browser);
    const account = await createAccount();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Mobile number and password are required', { exact: true }).waitFor();

    await submitLogin(page, { mobile: account.mobile, password: 'not-my-password' });
    await page.getByText('Invalid mobile number or password', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('route guards', () => {
  it('sends a visitor from /profile to /login and back after logging in', async () => {
    const page = await newPage(browser);
    const account = await createAccount();
    await page.goto('/profile');
    await onPath(page, '/login');
    await submitLogin(page, account);
    await onPath(page, '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    await logOutFromUserMenu(page, account.name);
    await submitLogin(page, account);
    await onPath(page, '/dashboard');
  });

  it('shows "Page not found" for an unknown path with a way back to the dashboard', async () => {
    const page = await newPage(browser);
    await signUpWithPassword(page);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await onPath(page, '/dashboard');
  });

  it('keeps a student out of /admin and shows the Admin Panel link only to an admin', async () => {
    const student = await newPage(browser);
    await signUpWithPassword(student);
    await sidebar(student).getByRole('link', { name: 'Profile', exact: true }).waitFor();
    expect(await sidebar(student).getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await student.goto('/admin');
    await onPath(student, '/dashboard');

    const admin = await newPage(browser);
    await logIn(admin, DEMO_ADMIN);
    await sidebar(admin).getByRole('link', { name: 'Admin Panel' }).click();
    await onPath(admin, '/admin');
  });
});

describe('phone layout', () => {
  it('hides the sidebar behind the menu button and opens it as a drawer', async () => {
    const page = await newPage(browser, PHONE);
    await signUpWithPassword(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor({ state: 'hidden' });

    const menuButton = page.getByRole('button', { name: 'Open mobile menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Escape closes the drawer and gives the focus back to the menu button.
    await menuButton.click();
    await drawer.getByRole('button', { name: 'Close menu' }).waitFor();
    expect(
      await drawer.getByRole('button', { name: 'Close menu' }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Profile', exact: true }).click();
    await onPath(page, '/profile');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });
});

describe('screenshots', () => {
  it.each([PHONE, DESKTOP])('captures login, signup, dashboard and 404 at $width px', async (viewport) => {
    const page = await newPage(browser, viewport);
    const account = await createAccount();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await screenshot(page, 'login');

    await page.getByRole('radio', { name: 'OTP' }).check();
    await page.getByLabel('Mobile number').fill(account.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByRole('button', { name: 'Verify OTP' }).waitFor();
    await screenshot(page, 'login-otp');

    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Priya Sharma');
    await authField(page, 'Password').fill('secret1');
    await page.getByText('Password strength:').waitFor();
    await screenshot(page, 'signup');

    await logIn(page, account);
    await welcome(page, account.name).waitFor();
    await screenshot(page, 'dashboard');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, '404');
  });
});
