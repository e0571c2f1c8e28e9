import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, controlUrl, type LoggedRequest } from '../../shared/control';
import { formatTime, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, dataChanged, withToken } from './control';

const SHOWN = 100;

/** The recent calls, kept live by the server's event stream. */
export function RequestLog() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const [entries, setEntries] = useState<LoggedRequest[] | undefined>(undefined);
  const [connection, setConnection] = useState<'connecting' | 'live' | 'lost'>('connecting');

  useEffect(() => {
    const source = new EventSource(withToken(controlUrl(controlTable.requests.stream)));
    const add = (entry: LoggedRequest) =>
      setEntries((list) => [entry, ...(list ?? []).filter((e) => e.id !== entry.id)].slice(0, SHOWN));
    source.addEventListener('ready', () => {
      setConnection('live');
      // Fetched once the stream is open, so no call falls between the two.
      controlClient.requests.list({ limit: SHOWN }).then(
        (list) =>
          setEntries((live) => {
            const known = new Set((live ?? []).map((e) => e.id));
            return [...(live ?? []), ...list.filter((e) => !known.has(e.id))]
              .sort((a, b) => b.id - a.id)
              .slice(0, SHOWN);
          }),
        () => setEntries((live) => live ?? []),
      );
    });
    source.addEventListener('request', (event) => {
      const entry = JSON.parse((event as MessageEvent<string>).data) as LoggedRequest;
      add(entry);
      // A fault's hit count (or its removal once spent) changed.
      if (entry.faultId) dataChanged();
    });
    source.onerror = () => setConnection('lost');
    return () => source.close();
  }, []);

  return (
    <Section id="requests" title={t('sections.requests')}>
      <div className="toolbar">
        <p className={`connection ${connection}`} role="status">
          {t(`requests.${connection === 'live' ? 'live' : connection}`)}
        </p>
        <button
          type="button"
          onClick={() =>
            void act(
              () => controlClient.requests.clear(),
              t('done'),
              () => setEntries([]),
            )
          }
        >
          {t('requests.clear')}
        </button>
        <a href={withToken(controlUrl(controlTable.requests.har))} download="requests.har">
          {t('requests.har')}
        </a>
      </div>
      {entries === undefined ? (
        <p className="state" role="status">
          {t('loading')}
        </p>
      ) : entries.length === 0 ? (
        <p className="state">{t('requests.empty')}</p>
      ) : (
        <div className="table-wrap" tabIndex={0}>
          <table className="log">
            <thead>
              <tr>
                <th scope="col">{t('requests.time')}</th>
                <th scope="col">{t('requests.method')}</th>
                <th scope="col">{t('requests.path')}</th>
                <th scope="col">{t('requests.status')}</th>
                <th scope="col">{t('requests.ms')}</th>
                <th scope="col">{t('requests.code')}</th>
                <th scope="col">{t('requests.fault')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className={e.status >= 400 || e.code ? 'failed' : undefined}>
                  <td>{formatTime(e.at, i18n.language)}</td>
                  <td>{e.method}</td>
                  <td>
                    <details>
                      <summary>
                        <span className="path">{e.path}</span>
                        <span className="visually-hidden"> — {t('requests.bodies', { id: e.id })}</span>
                      </summary>
                      <dl className="bodies">
                        <dt>{t('requests.request')}</dt>
                        <dd>
                          <pre data-user-content>{e.requestBody ?? '—'}</pre>
                        </dd>
                        <dt>{t('requests.response')}</dt>
                        <dd>
                          <pre data-user-content>{e.responseBody ?? '—'}</pre>
                        </dd>
                      </dl>
                    </details>
                  </td>
                  <td>{e.status}</td>
                  <td>{e.ms}</td>
                  <td>{e.code ?? ''}</td>
                  <td>{e.faultId ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
