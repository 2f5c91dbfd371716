import type { Test } from '@mockprep/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { finishAttempt, listTests, pageAs, signUpStudent } from './support/students';

let browser: Browser;
let freeTest: Test;

beforeAll(async () => {
  browser = await launch();
  const someone = await signUpStudent('Nisha Rao');
  const free = await listTests(someone, 'type=Free');
  freeTest = free.find((test) => !test.startsAt && test.questionCount > 0) as Test;
  expect(freeTest).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
});

const bell = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** The panel lies inside the screen's width. */
async function expectOnScreen(page: Page, text: string, width: number) {
  const box = await page.getByText(text, { exact: true }).first().boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

describe('the bell', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s: empty at first, then a result counted unread, opened, and read', async (name, viewport) => {
    const student = await signUpStudent('Nisha Rao');
    const page = await pageAs(browser, student, viewport);
    await page.goto('/dashboard');

    await bell(page, 'Notifications').click();
    await page.getByText('No notifications yet').waitFor();
    await expectOnScreen(page, 'No notifications yet', viewport.width);
    await screenshot(page, `notifications-empty-${name}`, { fullPage: false });
    await page.keyboard.press('Escape');

    const result = await finishAttempt(student, freeTest._id, 1);
    await page.reload();
    await bell(page, '1 unread notification').click();
    const item = page.getByRole('link', { name: /Your result is ready/ });
    await item.waitFor();
    expect(await item.textContent()).toContain(`${freeTest.title}: you scored ${result.score}%`);
    await expectOnScreen(page, 'Your result is ready', viewport.width);
    await screenshot(page, `notifications-unread-${name}`, { fullPage: false });

    await item.click();
    await page.waitForURL(`**/result/${result._id}`);
    await bell(page, 'Notifications').waitFor();

    // A second result, then Mark all as read.
    await finishAttempt(student, freeTest._id, 0);
    await page.reload();
    await bell(page, '1 unread notification').click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await bell(page, 'Notifications').waitFor();
    await page.context().close();
  });
});
