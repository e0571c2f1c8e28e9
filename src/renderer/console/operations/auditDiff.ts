/** One field an admin action changed, its values already in words. */
export interface FieldChange {
  field: string;
  before?: string;
  after?: string;
}

const SHOWN_CHARS = 120;
/** Fields that hold an instant (publishedAt, suspendedUntil ...), shown as a date. */
const INSTANT_FIELD = /(At|Until)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(field: string, value: unknown, formatTime: (ms: number) => string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && INSTANT_FIELD.test(field)) return formatTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text;
}

/**
 * What an audit entry changed, field by field: on a created row every field with a value, on a
 * deleted one every field it had, otherwise the fields whose value differs.
 */
export function changesOf(before: unknown, after: unknown, formatTime: (ms: number) => string): FieldChange[] {
  const old = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter((f) => f !== 'id');
  return fields
    .filter((f) => JSON.stringify(old[f]) !== JSON.stringify(now[f]))
    .map((field) => ({
      field,
      ...(isRecord(before) && { before: shown(field, old[field], formatTime) }),
      ...(isRecord(after) && { after: shown(field, now[field], formatTime) }),
    }));
}
