import type { AdminQuestion, QuestionsUploaded, UploadedMedia } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'media-secret' });
  admin = await makeAdmin(t, 'media-secret');
});
afterAll(() => t.close());

/** The smallest valid PNG: one transparent pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('images for questions and options', () => {
  it('stores an uploaded image under its hash and serves it with a year of caching', async () => {
    const res = await t.call<UploadedMedia>('POST', '/api/admin/media', {
      token: admin.token,
      body: { dataUrl: dataUrl(PIXEL) },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    const again = await t.call<UploadedMedia>('POST', '/api/admin/media', {
      token: admin.token,
      body: { dataUrl: dataUrl(PIXEL) },
    });
    expect(again.body.data.url).toBe(res.body.data.url);

    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PIXEL)).toBe(true);

    const missing = await t.app.inject({ method: 'GET', url: `/media/${'0'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses what is not an image of its kind, one too large, and students', async () => {
    const fake = await t.call<null>('POST', '/api/admin/media', {
      token: admin.token,
      body: { dataUrl: dataUrl(Buffer.from('<script>alert(1)</script>')) },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Please choose a PNG, JPEG, WebP or GIF image');
    const svg = await t.call<null>('POST', '/api/admin/media', {
      token: admin.token,
      body: { dataUrl: dataUrl(PIXEL, 'image/svg+xml') },
    });
    expect(svg.status).toBe(400);
    const large = Buffer.concat([PIXEL, Buffer.alloc(1_000_001)]);
    const tooLarge = await t.call<null>('POST', '/api/admin/media', {
      token: admin.token,
      body: { dataUrl: dataUrl(large) },
    });
    expect([400, 413]).toContain(tooLarge.status);
    expect(tooLarge.body.message).toBe('The image is too large: at most 1 MB');
    const { token } = await t.signup();
    const student = await t.call<null>('POST', '/api/admin/media', { token, body: { dataUrl: dataUrl(PIXEL) } });
    expect(student.status).toBe(403);
  });

  it("a question carries its image and its options' images; a URL not uploaded here is refused", async () => {
    const { url } = (
      await t.call<UploadedMedia>('POST', '/api/admin/media', { token: admin.token, body: { dataUrl: dataUrl(PIXEL) } })
    ).body.data;
    const base = {
      questionText: 'Which graph?',
      options: ['A', 'B'],
      correctOption: 0,
      subject: 'Maths',
      level: 'easy',
    };
    const res = await t.call<QuestionsUploaded>('POST', '/api/admin/questions/bulk', {
      token: admin.token,
      body: {
        questions: [
          { ...base, image: url, optionImages: [null, url] },
          { ...base, image: 'https://evil.example/x.png' },
        ],
      },
    });
    expect(res.body.data.errors).toEqual(['Question 2: An image must be one uploaded here (/media/...)']);
    const [created] = res.body.data.questions as [AdminQuestion];
    expect(created.image).toBe(url);
    expect(created.optionImages).toEqual([null, url]);
  });
});
