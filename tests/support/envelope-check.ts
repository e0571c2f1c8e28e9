import { ERROR_CODES } from '../../src/shared/errors';

/** What an internal error looks like when it leaks: a stack frame, a source file, SQLite's words. */
const LEAK =
  /\bat .+:\d+:\d+|\w+Error\b|\.(ts|js|mjs)\b|node_modules|SQLITE_|\bsqlite\b|\bSELECT\b|\bINSERT INTO\b|\bUPDATE \w+ SET\b|\bDELETE FROM\b|syntax error|no such (table|column|function)|constraint failed|fts5|unrecognized token/i;

/**
 * What is wrong with one answer of the API, or null: it must be the envelope, below 500, with a
 * code of the contract when refused, and a message that tells nothing of the server's insides.
 */
export function envelopeProblem(status: number, answer: unknown): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (answer === null || typeof answer !== 'object') return `not an envelope (HTTP ${status})`;
  const { result, message, code } = answer as { result?: unknown; message?: unknown; code?: unknown };
  if (result !== 'success' && result !== 'error') return 'no envelope result';
  if (typeof message !== 'string' || message === '') return 'no message';
  if (result === 'error' && !(ERROR_CODES as readonly unknown[]).includes(code)) return `unknown code ${String(code)}`;
  if (LEAK.test(message)) return 'internals in the message';
  if (result === 'success' && status !== 200) return `success with HTTP ${status}`;
  return null;
}
