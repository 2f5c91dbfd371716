import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, screenshot } from './support/browser';
import { choose, findTest, optionTexts, questionText, signUpStudent } from './support/test-taking';

/** Seeded: Hindi text on every question except those of its English Comprehension section. */
const BILINGUAL_TEST = 'SSC CGL Tier 1 Mock (English & Hindi)';
const DEVANAGARI = /[\u0900-\u097F]/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The toggle in the test's bar, named in the language shown. */
const barToggle = (page: Page, name: 'Language' | 'भाषा') =>
  page.getByRole('banner').getByRole('group', { name, exact: true });

const pressed = (page: Page, name: 'Language' | 'भाषा') =>
  barToggle(page, name).getByRole('button', { pressed: true }).getAttribute('lang');

/** Resumes the running attempt from the instructions, which a reload shows, and waits for its question. */
async function resume(page: Page, label: 'Resume' | 'फिर से शुरू करें') {
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('radiogroup').waitFor();
}

describe('the test in Hindi', () => {
  it('is chosen on the instructions, shows Devanagari with English where a question has no Hindi, switches in the bar and is remembered', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser, viewport);
      const student = await signUpStudent(page);
      const test = await findTest(page, student, BILINGUAL_TEST);
      await page.goto(`/test/${test._id}`);

      const choice = page.getByRole('group', { name: 'Language of the test' });
      expect(await choice.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
      await choice.getByRole('button', { name: 'हिन्दी' }).click();
      const begin = page.getByRole('region', { name: 'टेस्ट शुरू करें' });
      await begin.waitFor();
      await page.getByRole('heading', { name: 'परीक्षा की भाषा' }).waitFor();
      expect(await pressed(page, 'भाषा')).toBe('hi');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      await screenshot(page, 'exam-hindi-instructions');

      await begin.getByRole('checkbox', { name: 'मैंने निर्देश पढ़ और समझ लिए हैं' }).check();
      await begin.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
      await page.getByRole('radiogroup').waitFor();
      await page.getByRole('heading', { name: 'प्रश्न 1 / 20' }).waitFor();
      expect(await questionText(page)).toMatch(DEVANAGARI);
      const hindiText = page.locator(`[id="${await page.getByRole('radiogroup').getAttribute('aria-labelledby')}"]`);
      expect(await hindiText.getAttribute('lang')).toBe('hi');
      expect(await page.getByRole('button', { name: /^सहेजें और अगला/ }).count()).toBe(1);
      expect(await page.getByRole('timer', { name: 'शेष समय' }).count()).toBe(1);
      await screenshot(page, 'exam-hindi-question', { fullPage: false });

      // English Comprehension has no Hindi: its questions stay English, the screen Hindi.
      await page
        .getByRole('navigation', { name: 'खंड' })
        .getByRole('button', { name: /^English Comprehension/ })
        .click();
      await page.getByRole('heading', { name: 'प्रश्न 16 / 20' }).waitFor();
      expect(await questionText(page)).not.toMatch(DEVANAGARI);
      expect(await page.getByRole('button', { name: 'पिछला' }).count()).toBe(1);
      await screenshot(page, 'exam-hindi-english-section', { fullPage: false });
      await page
        .getByRole('navigation', { name: 'खंड' })
        .getByRole('button', { name: /^General Intelligence/ })
        .click();
      await page.getByRole('heading', { name: 'प्रश्न 1 / 20' }).waitFor();
      const hindiOptions = await optionTexts(page);
      const chosen = await choose(page, 2);

      await barToggle(page, 'भाषा').getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Question 1 of 20' }).waitFor();
      expect(await questionText(page)).not.toMatch(DEVANAGARI);
      expect(await page.getByRole('button', { name: /^Save & Next/ }).count()).toBe(1);
      expect(await pressed(page, 'Language')).toBe('en');
      // Its options are numbers, the same in both languages: the order and the answer stay.
      expect(await optionTexts(page)).toEqual(hindiOptions);
      expect(await page.getByRole('radio', { name: chosen, exact: true }).isChecked()).toBe(true);
      await screenshot(page, 'exam-hindi-switched-to-english', { fullPage: false });

      await page.reload();
      await resume(page, 'Resume');
      await page.getByRole('heading', { name: 'Question 1 of 20' }).waitFor();
      expect(await questionText(page)).not.toMatch(DEVANAGARI);

      await barToggle(page, 'Language').getByRole('button', { name: 'हिन्दी' }).click();
      await page.getByRole('heading', { name: 'प्रश्न 1 / 20' }).waitFor();
      await page.reload();
      await resume(page, 'फिर से शुरू करें');
      await page.getByRole('heading', { name: 'प्रश्न 1 / 20' }).waitFor();
      expect(await questionText(page)).toMatch(DEVANAGARI);
      expect(await pressed(page, 'भाषा')).toBe('hi');
      await page.context().close();
    }
  });
});
