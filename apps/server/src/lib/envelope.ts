/** The success envelope of every answer: { success: true, message?, data }. */
export const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });
