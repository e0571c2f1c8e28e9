import { faultPathPattern, type FaultSpec } from '../../shared/control';
import type { ErrorCode } from '../../shared/errors';

export type Kind = 'status' | 'error' | 'delay' | 'lognormal' | 'dribble' | 'drop' | 'expire';
export const KINDS: Kind[] = ['status', 'error', 'delay', 'lognormal', 'dribble', 'drop', 'expire'];
/** The kinds whose first number is a time: a fixed wait, a lognormal median, a dribble's whole duration. */
export const TIME_LABEL: Partial<Record<Kind, string>> = {
  delay: 'faults.delayMs',
  lognormal: 'faults.medianMs',
  dribble: 'faults.durationMs',
};

/** The form as typed: every field text, as its input holds it. */
export const EMPTY_FAULT = {
  path: '/api/*',
  kind: 'status' as Kind,
  status: '500',
  code: 'SOLD_OUT' as ErrorCode,
  message: '',
  delayMs: '2000',
  delayMaxMs: '',
  sigma: '0.5',
  chunks: '5',
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
const MAX_CHUNKS = 1000;
const MAX_SIGMA = 3;
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : undefined);
const decimal = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : undefined);

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
  if (form.kind === 'lognormal' || form.kind === 'dribble') {
    const time = whole(form.delayMs);
    if (time === undefined || time < 1 || time > MAX_DELAY)
      problems.delayMs = { key: 'faults.problems.delay', values: { max: MAX_DELAY } };
  }
  if (form.kind === 'lognormal') {
    const sigma = decimal(form.sigma);
    if (sigma === undefined || sigma <= 0 || sigma > MAX_SIGMA)
      problems.sigma = { key: 'faults.problems.sigma', values: { max: MAX_SIGMA } };
  }
  if (form.kind === 'dribble') {
    const chunks = whole(form.chunks);
    if (chunks === undefined || chunks < 2 || chunks > MAX_CHUNKS)
      problems.chunks = { key: 'faults.problems.chunks', values: { max: MAX_CHUNKS } };
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
  const effects: Record<Kind, () => Partial<FaultSpec>> = {
    status: () => ({ status: Number(form.status) }),
    error: () => ({ error: { code: form.code, ...(form.message ? { message: form.message } : {}) } }),
    delay: () => ({ delayMs: Number(form.delayMs), delayMaxMs: optionalInt(form.delayMaxMs) }),
    lognormal: () => ({ delayLognormal: { medianMs: Number(form.delayMs), sigma: Number(form.sigma) } }),
    dribble: () => ({ dribble: { chunks: Number(form.chunks), durationMs: Number(form.delayMs) } }),
    drop: () => ({ drop: true }),
    expire: () => ({ expireTokens: true }),
  };
  return { path: form.path, ...effects[form.kind](), times: optionalInt(form.times), skip: optionalInt(form.skip) };
}

/** A fault in a line: what it does, on which calls (used for a scenario's steps too). */
export function describeFault(f: FaultSpec, t: Translate): string {
  const parts: string[] = [];
  if (f.status !== undefined) parts.push(`${t('faults.kinds.status')} ${f.status}`);
  if (f.error) parts.push(`${f.error.code}${f.error.message ? ` "${f.error.message}"` : ''}`);
  if (f.delayMs !== undefined)
    parts.push(`${t('faults.kinds.delay')} ${f.delayMs}${f.delayMaxMs ? `–${f.delayMaxMs}` : ''} ms`);
  if (f.delayLognormal)
    parts.push(`${t('faults.kinds.lognormal')} ${f.delayLognormal.medianMs} ms, σ ${f.delayLognormal.sigma}`);
  if (f.dribble) parts.push(`${t('faults.kinds.dribble')} ${f.dribble.chunks} × ${f.dribble.durationMs} ms`);
  if (f.drop) parts.push(t('faults.kinds.drop'));
  if (f.expireTokens) parts.push(t('faults.kinds.expire'));
  if (f.skip) parts.push(t('faults.skipped', { count: f.skip }));
  return parts.join(', ');
}
