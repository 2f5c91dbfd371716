import { MediaUploadBody, UploadedMedia } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import type { Media } from './service';

const doc = routeDocs('Admin: media');

export const mediaRoutes: FastifyPluginAsyncZod<{ media: Media }> = async (app, { media }) => {
  app.post(
    '/admin/media',
    {
      onRequest: app.requireAdmin,
      schema: {
        body: MediaUploadBody,
        ...doc({
          operationId: 'adminUploadImage',
          summary: 'Upload an image for a question or an option',
          description:
            "A PNG, JPEG, WebP or GIF of at most 1 MB, sent as a data URL. Answers its URL (`/media/<sha-256>.<ext>`), served with a year of caching; use it as a question's `image` or in its `optionImages`. The same image uploaded again answers the same URL.",
          access: 'admin',
          data: UploadedMedia,
          status: [201],
          errors: [413],
        }),
      },
    },
    async (req, reply) => {
      reply.status(201);
      return ok(media.store(req.body.dataUrl));
    },
  );
};
