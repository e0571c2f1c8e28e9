/**
 * Whose token this is: the `sub` claim of the access token (a JWT), read without checking its
 * signature (the server checks it on every call). Only used to file what is saved on this device
 * under the member it belongs to; null for anything unreadable.
 */
export function memberOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}
