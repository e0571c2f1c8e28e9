import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type Fault, type FaultSpec } from '../../shared/control';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors';
import { Field, ListView, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, useControl } from './control';
import { SEPARATOR } from '../lib/separators';

type Kind = 'status' | 'error' | 'delay' | 'lognormal' | 'dribble' | 'drop' | 'expire';
const KINDS: Kind[] = ['status', 'error', 'delay', 'lognormal', 'dribble', 'drop', 'expire'];
/** The kinds whose first number is a time: a fixed wait, a lognormal median, a dribble's whole duration. */
const TIME_LABEL: Partial<Record<Kind, string>> = {
  delay: 'faults.delayMs',
  lognormal: 'faults.medianMs',
  dribble: 'faults.durationMs',
};
const STATUSES = [401, 403, 404, 500, 502, 503];

const optionalInt = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** Faults per call: added from a form, each removable on its own. */
export function Faults({ paths }: { paths: string[] }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const faults = useControl(controlTable.faults.list, []);
  const [form, setForm] = useState({
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
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  /** A number of the chosen kind's effect: required unless said otherwise. */
  const number = (
    id: string,
    label: string,
    key: keyof typeof form,
    { required = true, ...range }: { min: number; max: number; step?: number; required?: boolean },
  ) => (
    <Field id={id} label={label}>
      <input id={id} type="number" {...range} value={form[key]} onChange={set(key)} required={required} />
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const effects: Record<Kind, () => Partial<FaultSpec>> = {
      status: () => ({ status: Number(form.status) }),
      error: () => ({ error: { code: form.code, ...(form.message ? { message: form.message } : {}) } }),
      delay: () => ({ delayMs: Number(form.delayMs), delayMaxMs: optionalInt(form.delayMaxMs) }),
      lognormal: () => ({ delayLognormal: { medianMs: Number(form.delayMs), sigma: Number(form.sigma) } }),
      dribble: () => ({ dribble: { chunks: Number(form.chunks), durationMs: Number(form.delayMs) } }),
      drop: () => ({ drop: true }),
      expire: () => ({ expireTokens: true }),
    };
    const effect = effects[form.kind]();
    await act(
      () =>
        controlClient.faults.add({
          path: form.path,
          ...effect,
          times: optionalInt(form.times),
          skip: optionalInt(form.skip),
        }),
      ({ id }) => t('faults.added', { id }),
    );
  };

  return (
    <Section id="faults" title={t('sections.faults')}>
      <form className="grid-form" onSubmit={(e) => void submit(e)}>
        <Field id="fault-path" label={t('faults.path')}>
          <input id="fault-path" value={form.path} onChange={set('path')} list="call-paths" required />
        </Field>
        <datalist id="call-paths">
          {paths.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <Field id="fault-kind" label={t('faults.kind')}>
          <select id="fault-kind" value={form.kind} onChange={set('kind')}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`faults.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.kind === 'status' && (
          <Field id="fault-status" label={t('faults.status')}>
            <select id="fault-status" value={form.status} onChange={set('status')}>
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </Field>
        )}
        {form.kind === 'error' && (
          <>
            <Field id="fault-code" label={t('faults.code')}>
              <select id="fault-code" value={form.code} onChange={set('code')}>
                {ERROR_CODES.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </Field>
            <Field id="fault-message" label={t('faults.message')}>
              <input id="fault-message" value={form.message} onChange={set('message')} />
            </Field>
          </>
        )}
        {TIME_LABEL[form.kind] &&
          number('fault-delay', t(TIME_LABEL[form.kind]!), 'delayMs', {
            min: form.kind === 'delay' ? 0 : 1,
            max: 120000,
          })}
        {form.kind === 'lognormal' &&
          number('fault-sigma', t('faults.sigma'), 'sigma', { min: 0.05, max: 3, step: 0.05 })}
        {form.kind === 'dribble' && number('fault-chunks', t('faults.chunks'), 'chunks', { min: 2, max: 1000 })}
        {form.kind === 'delay' &&
          number('fault-delay-max', t('faults.delayMaxMs'), 'delayMaxMs', { min: 0, max: 120000, required: false })}
        <Field id="fault-times" label={t('faults.times')}>
          <input id="fault-times" type="number" min={1} value={form.times} onChange={set('times')} />
        </Field>
        <Field id="fault-skip" label={t('faults.skip')}>
          <input id="fault-skip" type="number" min={0} value={form.skip} onChange={set('skip')} />
        </Field>
        <button type="submit" className="primary">
          {t('faults.add')}
        </button>
      </form>

      <h3>{t('faults.active')}</h3>
      <ListView resource={faults} empty={t('faults.empty')}>
        {(list) => (
          <>
            <ul className="rows" aria-label={t('faults.active')}>
              {list.map((f) => (
                <li key={f.id}>
                  <span className="tag">#{f.id}</span>
                  <code>{f.path}</code>
                  <span>{describeFault(f, t)}</span>
                  <span className="muted">
                    {t('faults.hits', { count: f.hits })}
                    {SEPARATOR}
                    {f.times === undefined ? t('faults.until') : t('faults.left', { count: f.times - f.hits })}
                    {f.source ? `${SEPARATOR}${f.source}` : ''}
                  </span>
                  <button
                    type="button"
                    aria-label={`${t('remove')} #${f.id} ${f.path}`}
                    onClick={() => void act(() => controlClient.faults.remove({ id: f.id }), t('faults.removed'))}
                  >
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => void act(() => controlClient.faults.clear(), t('faults.removed'))}>
              {t('faults.removeAll')}
            </button>
          </>
        )}
      </ListView>
    </Section>
  );
}

function describeFault(f: Fault, t: (key: string) => string): string {
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
  if (f.skip) parts.push(`skip ${f.skip}`);
  return parts.join(', ');
}
