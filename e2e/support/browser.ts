import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

const screenshots = resolve(import.meta.dirname, '../../.test-artifacts/screenshots');

export const baseURL = () => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** A page in a fresh context; `timezoneId` ("America/New_York") sets the device's time zone. */
export async function newPage(browser: Browser, viewport = DESKTOP, timezoneId?: string): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseURL(), timezoneId });
  return context.newPage();
}

/**
 * Saves a full-page screenshot to .test-artifacts/screenshots/<name>-<width>.png.
 * Pass { fullPage: false } for what the viewport shows, e.g. an open dialog: a full-page capture
 * leaves fixed overlays where the viewport was and the rest of the page uncovered.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(screenshots, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(screenshots, `${name}-${width}.png`), fullPage });
}

/** The last OTP the server's console SMS provider logged for this number. */
export async function otpFromServerLog(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const matches = [
          ...readFileSync(inject('serverLog'), 'utf8').matchAll(new RegExp(`OTP for ${mobile}: (\\d{6})`, 'g')),
        ];
        code = matches.at(-1)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return code as string;
}

export const uniqueMobile = () => `${randomInt(6, 10)}${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
