import { adminRequest } from '../control';

/** An admin call (under /__mock/admin): POST unless told otherwise. */
export const admin = <T>(path: string, body?: unknown, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  adminRequest<T>(path, method, body ?? (method === 'DELETE' ? undefined : {}));

/** datetime-local text (local wall time) as an ISO instant, or undefined when empty. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);
