import type { SmsProvider } from './provider';

export type Msg91Options = { baseUrl: string; authKey: string; templateId: string };

/** MSG91 OTP API: POST {base}/api/v5/otp with the template, the number in 91XXXXXXXXXX form and our own code. */
export function makeMsg91Sms(options: Msg91Options): SmsProvider {
  return {
    async sendOtp(mobile, code) {
      const url = new URL('/api/v5/otp', options.baseUrl);
      url.searchParams.set('template_id', options.templateId);
      url.searchParams.set('mobile', `91${mobile}`);
      url.searchParams.set('otp', code);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authkey: options.authKey, 'content-type': 'application/json' },
        body: JSON.stringify({}),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || body?.type !== 'success') {
        throw new Error(`MSG91 refused the OTP: ${response.status} ${body?.message ?? ''}`.trim());
      }
    },
  };
}
