import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable } from '../../shared/control';
import { formatTime, ListView, RemoveButton, Section } from './ui';
import { useConsoleAction } from './action';
import { confirmAction } from './Confirm';
import { controlClient, useControl, withToken } from './control';
import { SEPARATOR } from '../lib/separators';

/** Back to this tab after joining or leaving. */
const BACK_HERE = '/__mock/#sandboxes';

/** Opening this page joins the sandbox in this browser (a signed cookie), then goes on to `to`: the console, or the app. */
const joinPath = (name: string, to = BACK_HERE) =>
  withToken(`/__mock/sandbox/${encodeURIComponent(name)}?to=${encodeURIComponent(to)}`);
const leavePath = () => withToken(`/__mock/sandbox?to=${encodeURIComponent(BACK_HERE)}`);

/** Which data this console works on, the sandboxes it may see, joining and deleting them. */
export function Sandboxes() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const list = useControl(controlTable.sandboxes.list, []);
  const [name, setName] = useState('');
  const current = list.data?.current ?? null;
  const remove = async (sandbox: string) => {
    const go = await confirmAction({
      title: t('sandboxes.deleteTitle', { name: sandbox }),
      detail: t('sandboxes.deleteDetail'),
      action: t('remove'),
    });
    if (go !== null)
      await act(() => controlClient.sandboxes.remove({ name: sandbox }), t('sandboxes.deleted', { name: sandbox }));
  };
  const join = (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(joinPath(name));
  };

  return (
    <Section id="sandboxes" title={t('sections.sandboxes')}>
      <p>
        {t('sandboxes.working')}: <strong>{current === null ? t('sandboxes.defaultData') : current}</strong>
        {current !== null && (
          <>
            {' '}
            <a href={leavePath()}>{t('sandboxes.leave')}</a>
          </>
        )}
      </p>
      <form className="inline-form" onSubmit={join}>
        <label>
          {t('sandboxes.name')}
          <input value={name} onChange={(e) => setName(e.target.value)} pattern="[a-z0-9][a-z0-9_\-]{0,39}" required />
        </label>
        <button type="submit">{t('sandboxes.join')}</button>
      </form>
      {list.data && (
        <p className="muted">
          {t('sandboxes.limits', {
            count: list.data.limits.maxCount,
            mb: Math.round(list.data.limits.maxBytes / 2 ** 20),
            minutes: Math.round(list.data.limits.idleMs / 60_000),
          })}
        </p>
      )}
      <ListView resource={{ ...list, data: list.data?.sandboxes }} empty={t('sandboxes.empty')}>
        {(sandboxes) => (
          <ul className="rows" aria-label={t('sections.sandboxes')}>
            {sandboxes.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>
                <span className="muted">
                  {s.from === 'seed' ? t('sandboxes.fromSeed') : t('sandboxes.fromSnapshot', { name: s.from })}
                  {SEPARATOR}
                  {t('data.bytes', { kb: Math.round(s.bytes / 1024) })}
                  {SEPARATOR}
                  {t('sandboxes.expires')} {formatTime(s.expiresAt, i18n.language)}
                </span>
                <a href={joinPath(s.name, '/')} target="_blank" rel="noopener">
                  {t('sandboxes.openApp', { name: s.name })}
                </a>
                {s.name !== current && (
                  <a href={joinPath(s.name)} aria-label={`${t('sandboxes.join')}: ${s.name}`}>
                    {t('sandboxes.join')}
                  </a>
                )}
                <RemoveButton what={s.name} onRemove={() => void remove(s.name)} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Section>
  );
}
