import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, ListView, RemoveButton, Section } from './ui';
import { useConsoleAction } from './action';
import { controlTable, type ControlBodyOf } from '../../shared/control';
import { controlClient, useControl } from './control';
import { SEPARATOR } from '../lib/separators';

const HOUR = 60 * 60 * 1000;

/** datetime-local wants local wall time without a zone. */
const toLocalInput = (epochMs: number) => {
  const d = new Date(epochMs - new Date(epochMs).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** The server's clock, the session, a reset to the seed, and named snapshots. */
export function Data() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const clock = useControl(controlTable.clock.get, []);
  const snapshots = useControl(controlTable.data.snapshots, []);
  const [when, setWhen] = useState('');
  const [name, setName] = useState('');

  const setClock = (body: ControlBodyOf<typeof controlTable.clock.set>) =>
    act(() => controlClient.clock.set(body), t('done'));
  const submitClock = (event: FormEvent) => {
    event.preventDefault();
    if (when) void setClock({ now: new Date(when).toISOString() });
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
      <h3>{t('data.clock')}</h3>
      <p>
        {t('data.now')}:{' '}
        <output aria-label={t('data.clock')}>
          {clock.data ? formatTime(clock.data.now, i18n.language) : t('loading')}
        </output>
      </p>
      <form className="inline-form" onSubmit={submitClock}>
        <label>
          {t('data.when')}
          <input
            type="datetime-local"
            value={when || (clock.data ? toLocalInput(clock.data.now) : '')}
            onChange={(e) => setWhen(e.target.value)}
          />
        </label>
        <button type="submit">{t('data.setClock')}</button>
        <button type="button" onClick={() => void setClock({ advanceMs: HOUR })}>
          {t('data.plusHour')}
        </button>
        <button type="button" onClick={() => void setClock({ advanceMs: 24 * HOUR })}>
          {t('data.plusDay')}
        </button>
        <button
          type="button"
          onClick={() => {
            setWhen('');
            void setClock({ now: null });
          }}
        >
          {t('data.realTime')}
        </button>
      </form>

      <h3>{t('data.session')}</h3>
      <div className="inline-form">
        <button type="button" onClick={() => void act(() => controlClient.faults.expireTokens(), t('data.expired'))}>
          {t('data.expire')}
        </button>
        <button
          type="button"
          className="danger"
          onClick={() => void act(() => controlClient.data.reset(), t('data.resetDone'))}
        >
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
