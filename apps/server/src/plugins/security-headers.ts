import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isAssetPath } from '../lib/url-paths';

/** The page's policy; `scriptHashes` allow the inline scripts of the built index.html (plugins/web.ts). */
const contentSecurityPolicy = (scriptHashes: string[]) => ({
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, 'https://accounts.google.com', 'https://checkout.razorpay.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https://accounts.google.com', 'https://lumberjack.razorpay.com'],
    frameSrc: ['https://accounts.google.com', 'https://api.razorpay.com'],
  },
});

/**
 * The build's hashed scripts and styles are never opened as a page, so a page's policies mean nothing on them:
 * each file of a first visit (a dozen) carries what guards a file, not sniffing its type and no use by other
 * sites, rather than another 1 KB of policies. Uploaded media keep every header: an SVG can be opened as a page.
 */
const FILE_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

type Middleware = ReturnType<typeof helmet>;

/**
 * The headers a helmet middleware sets, read once: with no function among the directives, they depend on nothing of
 * the request. Running helmet's chain of 13 middlewares for each answer cost about 4 % of an autosave's server CPU.
 */
function headersOf(middleware: Middleware): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Helmet's headers on every answer. */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: string[] = []) {
  const forAnswers = headersOf(helmet({ contentSecurityPolicy: contentSecurityPolicy(scriptHashes) }));
  const forFiles = headersOf(helmet(FILE_HEADERS));
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isAssetPath(request.url) ? forFiles : forAnswers) reply.raw.setHeader(name, value);
    done();
  });
}
