import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable } from '../../shared/control';
import { ERROR_CODES } from '../../shared/errors';
import { describedBy, Field, ListView, Section, type FieldMessage } from './ui';
import { useConsoleAction } from './action';
import { confirmAction } from './Confirm';
import { controlClient, useControl } from './control';
import {
  describeFault,
  EMPTY_FAULT,
  faultOf,
  faultProblems,
  KINDS,
  matchesSomeCall,
  TIME_LABEL,
  type FaultForm,
} from './faultForm';
import { SEPARATOR } from '../lib/separators';

const STATUSES = [401, 403, 404, 500, 502, 503];

/** Faults per call: added from a form, each removable on its own. */
export function Faults({ paths }: { paths: string[] }) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const faults = useControl(controlTable.faults.list, []);
  const [form, setForm] = useState(EMPTY_FAULT);
  // Mistakes show once the tester tries to add, and each goes as soon as its field is right.
  const [tried, setTried] = useState(false);
  const set = (key: keyof FaultForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const problems = faultProblems(form);
  const messageOf = (key: keyof FaultForm): FieldMessage | undefined => {
    const problem = problems[key];
    if (tried && problem) return { text: t(problem.key, problem.values), error: true };
    if (key === 'path' && paths.length > 0 && !matchesSomeCall(form.path, paths))
      return { text: t('faults.problems.noCall'), error: false };
    return undefined;
  };
  const field = (key: keyof FaultForm, id: string) => ({ id, ...describedBy(id, messageOf(key)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    await act(
      () => controlClient.faults.add(faultOf(form)),
      ({ id }) => t('faults.added', { id }),
      // The next fault starts from the defaults: nothing of this one carries over unseen.
      () => {
        setForm(EMPTY_FAULT);
        setTried(false);
      },
    );
  };
  const removeAll = async (count: number) => {
    const go = await confirmAction({
      title: t('faults.removeAll'),
      detail: t('faults.removeAllDetail', { count }),
      action: t('faults.removeAll'),
    });
    if (go !== null) await act(() => controlClient.faults.clear(), t('faults.removed'));
  };

  return (
    <Section id="faults" title={t('sections.faults')}>
      <form className="grid-form" noValidate onSubmit={(e) => void submit(e)}>
        <Field id="fault-path" label={t('faults.path')} message={messageOf('path')}>
          <input {...field('path', 'fault-path')} value={form.path} onChange={set('path')} list="call-paths" />
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
        {TIME_LABEL[form.kind] && (
          <Field id="fault-delay" label={t(TIME_LABEL[form.kind]!)} message={messageOf('delayMs')}>
            <input
              {...field('delayMs', 'fault-delay')}
              inputMode="numeric"
              value={form.delayMs}
              onChange={set('delayMs')}
            />
          </Field>
        )}
        {form.kind === 'delay' && (
          <Field id="fault-delay-max" label={t('faults.delayMaxMs')} message={messageOf('delayMaxMs')}>
            <input
              {...field('delayMaxMs', 'fault-delay-max')}
              inputMode="numeric"
              value={form.delayMaxMs}
              onChange={set('delayMaxMs')}
            />
          </Field>
        )}
        {form.kind === 'lognormal' && (
          <Field id="fault-sigma" label={t('faults.sigma')} message={messageOf('sigma')}>
            <input {...field('sigma', 'fault-sigma')} inputMode="decimal" value={form.sigma} onChange={set('sigma')} />
          </Field>
        )}
        {form.kind === 'dribble' && (
          <Field id="fault-chunks" label={t('faults.chunks')} message={messageOf('chunks')}>
            <input
              {...field('chunks', 'fault-chunks')}
              inputMode="numeric"
              value={form.chunks}
              onChange={set('chunks')}
            />
          </Field>
        )}
        <Field id="fault-times" label={t('faults.times')} message={messageOf('times')}>
          <input {...field('times', 'fault-times')} inputMode="numeric" value={form.times} onChange={set('times')} />
        </Field>
        <Field id="fault-skip" label={t('faults.skip')} message={messageOf('skip')}>
          <input {...field('skip', 'fault-skip')} inputMode="numeric" value={form.skip} onChange={set('skip')} />
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
            <button type="button" className="danger" onClick={() => void removeAll(list.length)}>
              {t('faults.removeAll')}
            </button>
          </>
        )}
      </ListView>
    </Section>
  );
}
