import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Config } from './config';

type Timeouts = Pick<Config, 'REQUEST_TIMEOUT_SECONDS' | 'HEADERS_TIMEOUT_SECONDS' | 'KEEP_ALIVE_SECONDS'>;

/**
 * The HTTP server with bounded clients: a request (headers and body) must arrive within its timeout, so a client
 * sending a byte every few seconds cannot hold a connection; idle keep-alive connections close soon.
 */
export function createHttpServer(config: Timeouts, handler: (req: IncomingMessage, res: ServerResponse) => void) {
  return createServer(
    {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeout: config.HEADERS_TIMEOUT_SECONDS * 1000,
      keepAliveTimeout: config.KEEP_ALIVE_SECONDS * 1000,
      // How often Node checks those timeouts (its default of 30 s would let a short timeout run long).
      connectionsCheckingInterval: 1000,
    },
    handler,
  );
}
