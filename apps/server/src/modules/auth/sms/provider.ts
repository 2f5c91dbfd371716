export type SmsProvider = { sendOtp(mobile: string, code: string): Promise<void> };
