import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './provider';

/** Local default: the code is written to the server log, where a developer (or a test) reads it. */
export const makeConsoleSms = (log: Pick<FastifyBaseLogger, 'info'>): SmsProvider => ({
  async sendOtp(mobile, code) {
    log.info(`OTP for ${mobile}: ${code}`);
  },
});
