import { faultPathPattern, type FaultSpec } from '../../shared/control';
import type { ErrorCode } from '../../shared/errors';

export type Kind = 'status' | 'error' | 'delay' | 'drop' | 'expire';
export const KINDS: Kind[] = ['status', 'error', 'delay', 'drop', 'expire'];

/** The form as typed: every field text, as its input holds it. */
export const EMPTY_FAULT = {
  path: '/api/*',
  kind: 'status' as Kind,
  status: '500',
  code: 'SOLD_OUT' as ErrorCode,
  message: '',
  delayMs: '2000',
  delayMaxMs: '',
  times: '',
  skip: '',
};
export type FaultForm = typeof EMPTY_FAULT;

/** What is wrong with a field, as a key of the console's texts with its values. */
export type Problem = { key: string; values?: Record<string, number> };
export type Problems = Partial<Record<keyof FaultForm, Problem>>;

/** The console's texts, as i18next's t reads them. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const MAX_DELAY = 120_000;
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);

/** Each field's mistake in plain words (never the schema's), checked before anything is sent. */
export function faultProblems(form: FaultForm): Problems {
  const problems: Problems = {};
  if (!form.path.startsWith('/') && !form.path.startsWith('*')) problems.path = { key: 'faults.problems.path' };
  if (form.kind === 'delay') {
    const delay = whole(form.delayMs);
    if (delay === undefined || delay > MAX_DELAY)
      problems.delayMs = { key: 'faults.problems.delay', values: { max: MAX_DELAY } };
    const upTo = form.delayMaxMs.trim() === '' ? null : whole(form.delayMaxMs);
    if (upTo === undefined || (upTo !== null && upTo > MAX_DELAY))
      problems.delayMaxMs = { key: 'faults.problems.delay', values: { max: MAX_DELAY } };
    else if (upTo !== null && delay !== undefined && upTo < delay)
      problems.delayMaxMs = { key: 'faults.problems.range' };
  }
  if (form.times.trim() !== '' && !(whole(form.times)! >= 1)) problems.times = { key: 'faults.problems.times' };
  if (form.skip.trim() !== '' && whole(form.skip) === undefined) problems.skip = { key: 'faults.problems.skip' };
  return problems;
}

/** True when some call of the contract answers on this path (a `*` pattern counts if it meets one). */
export const matchesSomeCall = (path: string, paths: string[]) => {
  const pattern = faultPathPattern(path);
  return paths.some((p) => pattern.test(p));
};

const optionalInt = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The fault the form describes, as the control API takes it. */
export function faultOf(form: FaultForm): FaultSpec {
  const effect: Partial<FaultSpec> =
    form.kind === 'status'
      ? { status: Number(form.status) }
      : form.kind === 'error'
        ? { error: { code: form.code, ...(form.message ? { message: form.message } : {}) } }
        : form.kind === 'delay'
          ? { delayMs: Number(form.delayMs), delayMaxMs: optionalInt(form.delayMaxMs) }
          : form.kind === 'drop'
            ? { drop: true }
            : { expireTokens: true };
  return { path: form.path, ...effect, times: optionalInt(form.times), skip: optionalInt(form.skip) };
}

/** A fault in a line: what it does, on which calls (used for a scenario's steps too). */
export function describeFault(f: FaultSpec, t: Translate): string {
  const parts: string[] = [];
  if (f.status !== undefined) parts.push(`${t('faults.kinds.status')} ${f.status}`);
  if (f.error) parts.push(`${f.error.code}${f.error.message ? ` "${f.error.message}"` : ''}`);
  if (f.delayMs !== undefined)
    parts.push(`${t('faults.kinds.delay')} ${f.delayMs}${f.delayMaxMs ? `–${f.delayMaxMs}` : ''} ms`);
  if (f.drop) parts.push(t('faults.kinds.drop'));
  if (f.expireTokens) parts.push(t('faults.kinds.expire'));
  if (f.skip) parts.push(t('faults.skipped', { count: f.skip }));
  return parts.join(', ');
}
