import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { AdminQuestion, TargetExam, TestPage, UploadedMedia } from '@mockprep/contract';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, DESKTOP, launch, PHONE, screenshot } from './support/browser';
import { callApi, pageAs, type Student, signInDemoAdmin, signUpStudent } from './support/students';
import { beginTest } from './support/test-taking';

let browser: Browser;
let admin: Student;
beforeAll(async () => {
  browser = await launch();
  admin = await signInDemoAdmin();
});
afterAll(async () => {
  await browser?.close();
});

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG of `width` x `height`: violet bars of rising height on white, as a chart in a question would be. */
function barChart(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const bar = Math.floor(x / (width / 4));
      const inBar = x % (width / 4) > 4 && height - y < ((bar + 1) * height) / 5;
      if (inBar) row.set([124, 58, 237], 1 + x * 3);
    }
    return row;
  });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (png: Buffer) =>
  callApi<UploadedMedia>(admin.token, 'POST', '/admin/media', {
    dataUrl: `data:image/png;base64,${png.toString('base64')}`,
  });

/** The image has loaded (a broken or pending one has no natural width). */
const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

describe('images in questions', () => {
  it('shows the uploaded figures of a question and its option to a student, cached for good, and to the admin', async () => {
    const tag = randomInt(1000, 10_000);
    const title = `Charts Mock ${tag}`;
    const [figure, optionFigure] = await Promise.all([upload(barChart(240, 120)), upload(barChart(80, 40))]);
    const { questions } = await callApi<{ questions: AdminQuestion[] }>(admin.token, 'POST', '/admin/questions/bulk', {
      questions: [
        {
          questionText: `Charts ${tag}: which bar is the tallest?`,
          options: ['The first', 'The last', 'They are equal', 'Cannot say'],
          correctOption: 1,
          image: figure.url,
          optionImages: [null, optionFigure.url],
          subject: 'Data Interpretation',
          level: 'easy',
        },
      ],
    });
    const [exam] = await callApi<TargetExam[]>(admin.token, 'GET', '/target-exams');
    await callApi(admin.token, 'POST', '/admin/tests', {
      title,
      subject: 'Data Interpretation',
      examType: 'SSC CGL',
      duration: 5,
      type: 'Free',
      price: 0,
      level: 'easy',
      targetExams: [exam?._id],
      questions: questions.map((q) => q._id),
    });

    const served = await fetch(`${baseURL()}${figure.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');

    for (const viewport of [PHONE, DESKTOP]) {
      const student = await signUpStudent();
      const tests = await callApi<TestPage>(
        student.token,
        'GET',
        `/tests?limit=10&search=${encodeURIComponent(title)}`,
      );
      const test = tests.entries.find((t) => t.title === title);
      if (!test) throw new Error(`${title} is not listed`);
      const page = await pageAs(browser, student, viewport);
      await page.goto(`/test/${test._id}`);
      await beginTest(page);
      await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();

      const questionFigure = page.getByRole('img', { name: 'Figure for question 1' });
      await questionFigure.waitFor();
      expect(await questionFigure.getAttribute('src')).toBe(figure.url);
      await loaded(questionFigure);
      // The option keeps its figure wherever the shuffle put it.
      const option = page.getByRole('radiogroup').locator('label', { hasText: 'The last' });
      const optionImage = option.getByRole('img', { name: /^Figure for option [A-D]$/ });
      expect(await optionImage.getAttribute('src')).toBe(optionFigure.url);
      await loaded(optionImage);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await screenshot(page, 'exam-images');

      // Choosing by a tap on the figure picks its option.
      await optionImage.click();
      expect(await option.getByRole('radio').isChecked()).toBe(true);
      await page.close();
    }

    const page = await pageAs(browser, admin, DESKTOP);
    await page.goto('/admin?tab=questions');
    await page.getByLabel('Search questions', { exact: true }).fill(`Charts ${tag}`);
    // From 1024 px the bank is a table: the row shows the question's figure as a thumbnail.
    const row = page.getByRole('row', { name: new RegExp(`Charts ${tag}: which bar is the tallest\\?`) });
    await row.getByRole('img', { name: /^Figure for question #/ }).waitFor();
    await row.getByRole('button', { name: /^Edit/ }).click();
    const form = page.getByRole('dialog', { name: /^Edit Question/ });
    const thumbnail = form.getByRole('img', { name: /^Figure for question #/ });
    expect(await thumbnail.getAttribute('src')).toBe(figure.url);
    await loaded(thumbnail);
    expect(await form.getByRole('img', { name: 'Figure for option B' }).getAttribute('src')).toBe(optionFigure.url);
    await form.getByRole('button', { name: 'Remove image of the question' }).waitFor();
    await screenshot(page, 'exam-images-admin-edit', { fullPage: false });
  });
});
