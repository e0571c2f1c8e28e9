import type { LoggedRequest, VerifyBody } from '../../shared/control';
import type { Problem } from './faultForm';
import { verifyPatternObjectOf } from './requestCopy';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
export type Expectation = 'none' | 'count' | 'atLeast' | 'atMost';
export const EXPECTATIONS: Expectation[] = ['none', 'count', 'atLeast', 'atMost'];

/** The verify form as typed: every field text, as its input holds it ('' = any). */
export const EMPTY_VERIFY = {
  method: '',
  path: '',
  body: '',
  sandbox: '',
  expect: 'count' as Expectation,
  times: '1',
};
export type VerifyForm = typeof EMPTY_VERIFY;
export type VerifyProblems = Partial<Record<keyof VerifyForm, Problem>>;

const parsed = (text: string): { value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
};

/** Each field's mistake in plain words (a JSON parser's or the schema's own text never reaches the tester). */
export function verifyProblems(form: VerifyForm): VerifyProblems {
  const problems: VerifyProblems = {};
  const path = form.path.trim();
  if (path !== '' && !path.startsWith('/') && !path.startsWith('*')) problems.path = { key: 'faults.problems.path' };
  if (form.body.trim() !== '' && parsed(form.body) === undefined) problems.body = { key: 'verify.problems.body' };
  if (form.expect !== 'none' && !/^\d+$/.test(form.times.trim())) problems.times = { key: 'verify.problems.times' };
  return problems;
}

/** The verify call's body the form describes (to be sent only when it has no problems). */
export function verifyBodyOf(form: VerifyForm): VerifyBody {
  const body = form.body.trim() === '' ? undefined : parsed(form.body);
  return {
    request: {
      ...(form.method ? { method: form.method } : {}),
      ...(form.path.trim() ? { path: form.path.trim() } : {}),
      ...(body ? { body: body.value } : {}),
    },
    ...(form.expect === 'none' ? {} : { expect: { [form.expect]: Number(form.times) } }),
  };
}

/** A logged call as the form's pattern ("verify like this"), in the journal it was read from; the expectation kept as it was. */
export function verifyFormOf(entry: LoggedRequest, sandbox: string | null, form: VerifyForm): VerifyForm {
  const pattern = verifyPatternObjectOf(entry);
  return {
    ...form,
    sandbox: sandbox ?? '',
    method: pattern.method,
    path: pattern.path,
    body: 'body' in pattern ? JSON.stringify(pattern.body, null, 2) : '',
  };
}
