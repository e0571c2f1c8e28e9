import type { ErrorCode } from '../../src/shared/errors';

/**
 * A refusal the client is meant to show. Business and validation errors answer 200 with
 * result "error" (docs/decisions/002), so a typo never clears the client's token.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: 200 | 400 | 401 | 403 | 404 | 413 | 500 = 200,
    /** Overrides the catalogue message, already in the reader's language. */
    readonly detail?: string,
  ) {
    super(code);
  }
}

export const fail = (code: ErrorCode, detail?: string): never => {
  throw new AppError(code, 200, detail);
};
