import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MEDIA_MSG, type UploadedMedia } from '@mockprep/contract';
import { HttpError } from '../../lib/http-error';

/** The first bytes of each accepted image kind: a file must be what its data URL says. */
const SIGNATURES: Record<keyof typeof IMAGE_TYPES, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/gif': (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8'),
};

/** Images stored in `dir` under the SHA-256 of their bytes: the same image uploaded twice is one file. */
export function makeMedia(deps: { dir: string }) {
  return {
    dir: deps.dir,

    /** Checks and stores an uploaded image (a data URL); answers where it is served. */
    store(dataUrl: string): UploadedMedia {
      const match = /^data:(image\/[a-z]+);base64,(.*)$/.exec(dataUrl);
      const type = match?.[1] as keyof typeof IMAGE_TYPES | undefined;
      if (!match || !type || !(type in IMAGE_TYPES)) throw new HttpError(400, MEDIA_MSG.badImage);
      const bytes = Buffer.from(match[2] ?? '', 'base64');
      if (bytes.length > MAX_IMAGE_BYTES) throw new HttpError(413, MEDIA_MSG.tooLarge);
      if (!SIGNATURES[type](bytes)) throw new HttpError(400, MEDIA_MSG.badImage);
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${IMAGE_TYPES[type]}`;
      const file = join(deps.dir, name);
      if (!existsSync(file)) {
        mkdirSync(deps.dir, { recursive: true });
        writeFileSync(file, bytes);
      }
      return { url: `/media/${name}` };
    },
  };
}

export type Media = ReturnType<typeof makeMedia>;
