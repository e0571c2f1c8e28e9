import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type LoggedRequest, type VerifyAnswer } from '../../shared/control';
import { useConsoleAction } from './action';
import { callControlIn, controlClient, useControl } from './control';
import { describedBy, Field, formatTime, Section, type FieldMessage } from './ui';
import { EXPECTATIONS, METHODS, verifyBodyOf, verifyProblems, type VerifyForm as Form } from './verifyForm';

/**
 * Asks the request journal whether the client sent a call (`POST /__mock/verify`): how many
 * matched, pass or fail against an expected count, and on a failure the nearest misses with
 * what differs, field by field.
 */
export function VerifyForm({
  paths,
  form,
  setForm,
}: {
  paths: string[];
  form: Form;
  setForm(update: (form: Form) => Form): void;
}) {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const sandboxes = useControl(controlTable.sandboxes.list, []);
  const others = (sandboxes.data?.sandboxes ?? []).filter((s) => s.name !== sandboxes.data?.current);
  const [tried, setTried] = useState(false);
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const problems = verifyProblems(form);
  const messageOf = (key: keyof Form): FieldMessage | undefined => {
    const problem = problems[key];
    // A body that is not JSON is said at once (it is typed by hand); the rest once the tester tries.
    return problem && (tried || key === 'body') ? { text: t(problem.key), error: true } : undefined;
  };
  const field = (key: keyof Form, id: string) => ({ id, ...describedBy(id, messageOf(key)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const body = verifyBodyOf(form);
    await act(
      async () => {
        const found = await (form.sandbox
          ? callControlIn(form.sandbox, controlTable.verify.verify, body)
          : controlClient.verify.verify(body));
        setAnswer(found);
        return found;
      },
      (found) =>
        [
          found.pass === undefined ? '' : t(found.pass ? 'verify.pass' : 'verify.fail'),
          t('verify.found', { count: found.count }),
        ]
          .filter(Boolean)
          .join(' · '),
    );
  };

  return (
    <Section id="verify" title={t('sections.verify')}>
      <form className="grid-form" noValidate onSubmit={(e) => void submit(e)}>
        <Field id="verify-method" label={t('requests.method')}>
          <select id="verify-method" value={form.method} onChange={set('method')}>
            <option value="">{t('verify.any')}</option>
            {METHODS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </Field>
        <Field id="verify-path" label={t('verify.path')} message={messageOf('path')}>
          <input {...field('path', 'verify-path')} value={form.path} onChange={set('path')} list="verify-paths" />
        </Field>
        <datalist id="verify-paths">
          {paths.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <Field id="verify-sandbox" label={t('requests.sandbox')}>
          <select id="verify-sandbox" value={form.sandbox} onChange={set('sandbox')}>
            <option value="">{sandboxes.data?.current ?? t('sandboxes.defaultData')}</option>
            {others.map((s) => (
              <option key={s.name}>{s.name}</option>
            ))}
          </select>
        </Field>
        <Field id="verify-expect" label={t('verify.expect')}>
          <select id="verify-expect" value={form.expect} onChange={set('expect')}>
            {EXPECTATIONS.map((e) => (
              <option key={e} value={e}>
                {t(`verify.expectations.${e}`)}
              </option>
            ))}
          </select>
        </Field>
        {form.expect !== 'none' && (
          <Field id="verify-times" label={t('verify.times')} message={messageOf('times')}>
            <input {...field('times', 'verify-times')} inputMode="numeric" value={form.times} onChange={set('times')} />
          </Field>
        )}
        <div className="wide">
          <Field id="verify-body" label={t('verify.body')} message={messageOf('body')}>
            <textarea {...field('body', 'verify-body')} rows={3} value={form.body} onChange={set('body')} />
          </Field>
        </div>
        <button type="submit" className="primary">
          {t('verify.submit')}
        </button>
      </form>
      {answer && <VerifyOutcome answer={answer} />}
    </Section>
  );
}

/** The answer: the count, pass or fail in the server's sentence, the matching calls, the near misses. */
function VerifyOutcome({ answer }: { answer: VerifyAnswer }) {
  const { t } = useTranslation();
  const verdict = answer.pass === undefined ? undefined : answer.pass ? 'pass' : 'fail';
  return (
    <div className="verify-outcome" aria-label={t('verify.outcome')} role="group">
      <p>
        {verdict && <span className={`tag ${verdict === 'fail' ? 'danger' : ''}`}>{t(`verify.${verdict}`)}</span>}{' '}
        {t('verify.found', { count: answer.count })}
      </p>
      {answer.message && <p data-user-content>{answer.message}</p>}
      {answer.requests.length > 0 && <CallTable calls={answer.requests} label={t('verify.matching')} />}
      {(answer.nearMisses ?? []).map((miss) => (
        <div key={miss.request.id} className="near-miss">
          <h3>{t('verify.nearMiss', { id: miss.request.id })}</h3>
          <CallTable calls={[miss.request]} label={t('verify.nearMiss', { id: miss.request.id })} />
          <div className="table-wrap" tabIndex={0} role="group" aria-label={t('verify.differences')}>
            <table className="log">
              <thead>
                <tr>
                  <th scope="col">{t('verify.field')}</th>
                  <th scope="col">{t('verify.expected')}</th>
                  <th scope="col">{t('verify.received')}</th>
                </tr>
              </thead>
              <tbody>
                {miss.differences.map((d) => (
                  <tr key={d.field}>
                    <td data-user-content>
                      <code>{d.field}</code>
                    </td>
                    <td data-user-content>{d.expected}</td>
                    <td data-user-content>{d.received}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}

function CallTable({ calls, label }: { calls: LoggedRequest[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-wrap" tabIndex={0} role="group" aria-label={label}>
      <table className="log">
        <thead>
          <tr>
            <th scope="col">{t('requests.status')}</th>
            <th scope="col">{t('requests.method')}</th>
            <th scope="col">{t('requests.path')}</th>
            <th scope="col">{t('requests.time')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((c) => (
            <tr key={c.id} className={c.status >= 400 || c.code ? 'failed' : undefined}>
              <td className="status-cell">{c.status}</td>
              <td>{c.method}</td>
              <td className="path">{c.path}</td>
              <td>{formatTime(c.at, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
