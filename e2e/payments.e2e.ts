import { formatINR, formatINRExact, MSG, type PromoValidation, type Test } from '@mockprep/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { listTests, pageAs, type Student, signUpStudent } from './support/students';
import { beginTest } from './support/test-taking';

let browser: Browser;
let paidTests: Test[];

beforeAll(async () => {
  browser = await launch();
  paidTests = (await listTests(await signUpStudent())).filter((test) => test.type === 'Paid');
});

afterAll(async () => {
  await browser?.close();
});

const paidTest = (price: number) => {
  const test = paidTests.find((t) => t.price === price);
  if (!test) throw new Error(`no paid test at ₹${price}`);
  return test;
};

/** A new student on /tests, with window.print() counted instead of opening the print dialog. */
async function studentOnTests(viewport: typeof DESKTOP): Promise<{ page: Page; student: Student }> {
  const student = await signUpStudent('Rohan Mehta');
  const page = await pageAs(browser, student, viewport);
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.goto('/tests');
  return { page, student };
}

/** The test's Buy dialog, from the catalogue searched for its title (other files' tests may fill the first page). */
async function openPurchase(page: Page, test: Test): Promise<Locator> {
  await page.goto(`/tests?search=${encodeURIComponent(test.title)}`);
  await page.getByRole('article', { name: test.title }).getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Test' });
  await dialog.waitFor();
  return dialog;
}

/** Types the code as a student would and returns the preview the server computed for the modal. */
async function applyPromo(page: Page, dialog: Locator, typed: string): Promise<PromoValidation> {
  const input = dialog.getByLabel('Promo code');
  expect(await dialog.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
  await input.pressSequentially(typed);
  expect(await input.inputValue()).toBe(typed.trim().toUpperCase());
  const validated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/promo-codes/validate');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  const { data } = (await (await validated).json()) as { data: PromoValidation };
  await page.getByText(MSG.promoApplied, { exact: true }).waitFor();
  return data;
}

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The value beside `label` in a definition list (price summary, receipt). */
const valueBeside = (scope: Locator, label: string | RegExp) =>
  textOf(
    scope
      .locator('div', { has: scope.page().locator('dt', { hasText: label }) })
      .locator('dd')
      .last(),
  );

describe('paid tests', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`buys a test with WELCOME20 in test mode, opens it, and finds the payment and its receipt (${viewport.width} px)`, async () => {
      const test = paidTest(49);
      const { page } = await studentOnTests(viewport);
      const dialog = await openPurchase(page, test);
      expect(await textOf(dialog)).toContain(formatINRExact(test.price));

      const promo = await applyPromo(page, dialog, 'welcome20 ');
      expect(promo.originalAmount).toBe(test.price);
      expect(promo.savings).toBeGreaterThan(0);
      const summary = dialog.getByLabel('Price summary');
      expect(await valueBeside(summary, 'Price')).toBe(formatINRExact(promo.originalAmount));
      expect(await valueBeside(summary, 'Discount (WELCOME20)')).toBe(`−${formatINRExact(promo.savings)}`);
      expect(await valueBeside(summary, 'Total')).toBe(formatINRExact(promo.finalAmount));
      await screenshot(page, 'purchase-promo', { fullPage: false });

      await dialog.getByRole('button', { name: `Pay ${formatINRExact(promo.finalAmount)}` }).click();
      const mockStep = dialog.getByRole('region', { name: 'Mock payment' });
      await mockStep.getByText('Test mode', { exact: true }).waitFor();
      await screenshot(page, 'purchase-test-mode', { fullPage: false });
      await mockStep.getByRole('button', { name: 'Pay (test mode)' }).click();
      await dialog.getByRole('status').getByText(MSG.paymentSuccess, { exact: true }).waitFor();
      await screenshot(page, 'purchase-done', { fullPage: false });
      await dialog.getByRole('link', { name: 'Start now' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL((url) => url.pathname === `/test/${test._id}`);
      await beginTest(page);
      await page.getByRole('radiogroup').waitFor();

      await page.goto('/payments');
      const payment = page.getByRole('article', { name: test.title });
      await payment.waitFor();
      expect(await textOf(page.getByRole('region', { name: 'Payment summary' }))).toContain(
        `${formatINRExact(promo.finalAmount)} spent`,
      );
      const paymentText = await textOf(payment);
      expect(paymentText).toContain('Paid');
      expect(paymentText).toContain(formatINRExact(promo.finalAmount));
      expect(paymentText).toContain(`Saved ${formatINRExact(promo.savings)}`);
      expect(await textOf(payment.locator('s'))).toBe(formatINRExact(promo.originalAmount));
      await screenshot(page, 'payments');

      await payment.getByRole('button', { name: 'View Receipt' }).click();
      const receiptDialog = page.getByRole('dialog', { name: 'Payment Receipt' });
      const receipt = receiptDialog.getByRole('article', { name: /^Receipt RCPT-/ });
      await receipt.waitFor();
      expect(await valueBeside(receipt, 'Original price')).toBe(formatINR(promo.originalAmount, 2));
      expect(await valueBeside(receipt, /^Discount \(WELCOME20\)/)).toBe(`−${formatINR(promo.savings, 2)}`);
      expect(await valueBeside(receipt, 'Final amount')).toBe(formatINR(promo.finalAmount, 2));
      expect(await valueBeside(receipt, 'Title')).toBe(test.title);
      await screenshot(page, 'receipt', { fullPage: false });

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await receiptDialog.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(false);
      expect(await receipt.isVisible()).toBe(true);
      await screenshot(page, 'receipt-print');
      await page.emulateMedia({ media: 'screen' });

      await receiptDialog.getByRole('button', { name: 'Download PDF' }).click();
      await receiptDialog.getByRole('button', { name: 'Close receipt' }).click();
      await receiptDialog.waitFor({ state: 'detached' });
      await payment.getByRole('button', { name: 'Download Receipt' }).click();
      await receipt.waitFor();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
      await page.context().close();
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows a failure in the dialog, lists failed and pending payments, and buys again from the test's page (${viewport.width} px)`, async () => {
      const failing = paidTest(99);
      const waiting = paidTest(49);
      const { page } = await studentOnTests(viewport);

      // An order whose checkout is left open and closed: pending.
      let dialog = await openPurchase(page, waiting);
      await dialog.getByRole('button', { name: `Pay ${formatINRExact(waiting.price)}` }).click();
      await dialog.getByRole('region', { name: 'Mock payment' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      dialog = await openPurchase(page, failing);
      const promo = await applyPromo(page, dialog, 'flat30');
      await dialog.getByRole('button', { name: `Pay ${formatINRExact(promo.finalAmount)}` }).click();
      await dialog.getByRole('button', { name: 'Simulate failure' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await textOf(alert)).toBe(MSG.mockPaymentFailed);
      expect(await dialog.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
      await screenshot(page, 'purchase-failed', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('article', { name: failing.title }).getByRole('button', { name: 'Buy Now' }).waitFor();

      await page.goto('/payments');
      const failed = page.getByRole('article', { name: failing.title });
      await failed.waitFor();
      const failedText = await textOf(failed);
      expect(failedText).toContain('Failed');
      expect(failedText).toContain('Payment failed. No money was taken.');
      expect(failedText).not.toContain('Saved');
      const pending = page.getByRole('article', { name: waiting.title });
      const pendingText = await textOf(pending);
      expect(pendingText).toContain('Pending');
      expect(pendingText).toContain('Awaiting confirmation');
      for (const unpaid of [failed, pending]) {
        expect(await unpaid.getByRole('button', { name: /Receipt/ }).count()).toBe(0);
      }
      const summary = await textOf(page.getByRole('region', { name: 'Payment summary' }));
      expect(summary).toContain('₹0 spent');
      expect(summary).toContain('₹0 saved');
      await screenshot(page, 'payments-unpaid');

      await failed.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL((url) => url.pathname === `/test/${failing._id}`);
      await page.getByText(MSG.purchaseRequired).waitFor();
      const buy = page.getByRole('button', { name: `Buy for ${formatINRExact(failing.price)}` });
      await screenshot(page, 'test-access-buy');
      await buy.click();
      dialog = page.getByRole('dialog', { name: 'Buy Test' });
      await dialog.getByRole('button', { name: `Pay ${formatINRExact(failing.price)}` }).click();
      await dialog.getByRole('button', { name: 'Pay (test mode)' }).click();
      await dialog.getByRole('status').getByText(MSG.paymentSuccess, { exact: true }).waitFor();
      await dialog.getByRole('link', { name: 'Start now' }).click();
      await dialog.waitFor({ state: 'detached' });
      await beginTest(page);
      await page.getByRole('radiogroup').waitFor();
      await page.context().close();
    });
  }
});
