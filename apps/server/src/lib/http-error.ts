/** An error with the status code and message a client should get; the error envelope turns it into the reply. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}
