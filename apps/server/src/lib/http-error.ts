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

/** A refusal about one field of the request: the envelope names the field too, so a form shows it under that field. */
export const fieldError = (statusCode: number, path: string, message: string) =>
  new HttpError(statusCode, message, { errors: [{ path, message }] });
