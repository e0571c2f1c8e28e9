import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable } from '../../shared/control';
import { formatTime, ListView, RemoveButton, Section } from './ui';
import { useConsoleAction } from './action';
import { confirmAction } from './Confirm';
import { controlClient, useControl } from './control';
import { SEPARATOR } from '../lib/separators';

/** The session, a reset to the seed (asked first), and named snapshots. */
export function Data() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const snapshots = useControl(controlTable.data.snapshots, []);
  const [name, setName] = useState('');

  const reset = async () => {
    const go = await confirmAction({ title: t('data.reset'), detail: t('data.resetWarning'), action: t('data.reset') });
    if (go !== null) await act(() => controlClient.data.reset(), t('data.resetDone'));
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void act(
      () => controlClient.data.saveSnapshot({ name }),
      t('data.saved', { name }),
      () => setName(''),
    );
  };

  return (
    <Section id="data" title={t('sections.data')}>
      <h3>{t('data.session')}</h3>
      <div className="inline-form">
        <button type="button" onClick={() => void act(() => controlClient.faults.expireTokens(), t('data.expired'))}>
          {t('data.expire')}
        </button>
        <button type="button" className="danger" onClick={() => void reset()}>
          {t('data.reset')}
        </button>
      </div>

      <h3>{t('data.snapshots')}</h3>
      <form className="inline-form" onSubmit={save}>
        <label>
          {t('data.snapshotName')}
          <input value={name} onChange={(e) => setName(e.target.value)} pattern="[\w\-]{1,40}" required />
        </label>
        <button type="submit">{t('data.save')}</button>
      </form>
      <ListView resource={snapshots} empty={t('data.noSnapshots')}>
        {(list) => (
          <ul className="rows" aria-label={t('data.snapshots')}>
            {list.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>
                <span className="muted">
                  {formatTime(s.createdAt, i18n.language)}
                  {SEPARATOR}
                  {t('data.bytes', { kb: Math.round(s.bytes / 1024) })}
                </span>
                <button
                  type="button"
                  aria-label={`${t('data.restore')}: ${s.name}`}
                  onClick={() =>
                    void act(
                      () => controlClient.data.restoreSnapshot({ name: s.name }),
                      t('data.restored', { name: s.name }),
                    )
                  }
                >
                  {t('data.restore')}
                </button>
                <RemoveButton
                  what={s.name}
                  onRemove={() => void act(() => controlClient.data.removeSnapshot({ name: s.name }), t('done'))}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Section>
  );
}
