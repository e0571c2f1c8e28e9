import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type LoggedRequest } from '../../shared/control';
import { useConsoleAction } from './action';
import { callControlIn, controlClient, useControl, withToken } from './control';
import { announce, announceError } from './notice';
import { curlOf, verifyPatternOf } from './requestCopy';
import { FAULT_FILTERS, matchesFilter, NO_FILTER, STATUS_FILTERS, type RequestFilter } from './requestFilter';
import { useRequestLog } from './requestStream';
import { Field, formatTime, Section } from './ui';

/**
 * The recent calls: filtered, opened one by one (headers, bodies), copied to run or check again,
 * or handed to the verify form (`onVerifyLike`, with the sandbox whose log it is).
 */
export function RequestLog({ onVerifyLike }: { onVerifyLike(entry: LoggedRequest, sandbox: string | null): void }) {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const sandboxes = useControl(controlTable.sandboxes.list, []);
  // null: the console's own data (live); a name: that sandbox's log.
  const [sandbox, setSandbox] = useState<string | null>(null);
  const { entries, connection, clear } = useRequestLog(sandbox);
  const [filter, setFilter] = useState<RequestFilter>(NO_FILTER);
  const [open, setOpen] = useState<number | null>(null);
  const others = (sandboxes.data?.sandboxes ?? []).filter((s) => s.name !== sandboxes.data?.current);
  const shown = entries?.filter((e) => matchesFilter(e, filter));
  const set =
    <K extends keyof RequestFilter>(key: K) =>
    (value: RequestFilter[K]) =>
      setFilter((f) => ({ ...f, [key]: value }));

  return (
    <Section id="requests" title={t('sections.requests')}>
      <div className="toolbar">
        <p className={`connection ${connection}`} role="status">
          {t(`requests.${connection}`)}
        </p>
        <button
          type="button"
          onClick={() =>
            void act(
              () => (sandbox ? callControlIn(sandbox, controlTable.requests.clear) : controlClient.requests.clear()),
              t('done'),
              clear,
            )
          }
        >
          {t('requests.clear')}
        </button>
        {sandbox === null && (
          <a href={withToken('/__mock/requests.har')} download="requests.har">
            {t('requests.har')}
          </a>
        )}
      </div>
      <form className="filters" role="search" aria-label={t('requests.filters')} onSubmit={(e) => e.preventDefault()}>
        <Field id="filter-path" label={t('requests.filterPath')}>
          <input id="filter-path" type="search" value={filter.path} onChange={(e) => set('path')(e.target.value)} />
        </Field>
        <Field id="filter-status" label={t('requests.status')}>
          <select
            id="filter-status"
            value={filter.status}
            onChange={(e) => set('status')(e.target.value as RequestFilter['status'])}
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`requests.statuses.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-fault" label={t('requests.fault')}>
          <select
            id="filter-fault"
            value={filter.fault}
            onChange={(e) => set('fault')(e.target.value as RequestFilter['fault'])}
          >
            {FAULT_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`requests.faults.${f}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-sandbox" label={t('requests.sandbox')}>
          <select
            id="filter-sandbox"
            value={sandbox ?? ''}
            onChange={(e) => {
              setOpen(null);
              setSandbox(e.target.value || null);
            }}
          >
            <option value="">{sandboxes.data?.current ?? t('sandboxes.defaultData')}</option>
            {others.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
      </form>
      {shown === undefined ? (
        <p className="state" role="status">
          {t('loading')}
        </p>
      ) : entries?.length === 0 ? (
        <p className="state">{t('requests.empty')}</p>
      ) : shown.length === 0 ? (
        <p className="state">{t('requests.noMatch', { count: entries?.length })}</p>
      ) : (
        <div className="table-wrap" tabIndex={0} role="group" aria-label={t('requests.table')}>
          <table className="log">
            <thead>
              <tr>
                <th scope="col">{t('requests.status')}</th>
                <th scope="col">{t('requests.method')}</th>
                <th scope="col">{t('requests.path')}</th>
                <th scope="col">{t('requests.ms')}</th>
                <th scope="col">{t('requests.code')}</th>
                <th scope="col">{t('requests.fault')}</th>
                <th scope="col">{t('requests.time')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <Fragment key={e.id}>
                  <tr className={e.status >= 400 || e.code ? 'failed' : undefined}>
                    <td className="status-cell">{e.status}</td>
                    <td>{e.method}</td>
                    <td>
                      <button
                        type="button"
                        className="link path"
                        aria-expanded={open === e.id}
                        aria-controls={`call-${e.id}`}
                        onClick={() => setOpen(open === e.id ? null : e.id)}
                      >
                        {e.path}
                        <span className="visually-hidden"> — {t('requests.details', { id: e.id })}</span>
                      </button>
                    </td>
                    <td>{e.ms}</td>
                    <td>{e.code ?? ''}</td>
                    <td>{e.faultId ?? ''}</td>
                    <td>{formatTime(e.at, i18n.language)}</td>
                  </tr>
                  {open === e.id && (
                    <tr id={`call-${e.id}`} className="call-details">
                      <td colSpan={7}>
                        <CallDetails entry={e} onVerifyLike={() => onVerifyLike(e, sandbox)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

/** One call opened: what it sent (headers, body), what it got, and the copies. */
function CallDetails({ entry, onVerifyLike }: { entry: LoggedRequest; onVerifyLike(): void }) {
  const { t } = useTranslation();
  const copy = (text: string, done: string) =>
    navigator.clipboard.writeText(text).then(() => announce(done), announceError);
  const headers = Object.entries(entry.requestHeaders ?? {});
  return (
    <div className="details">
      <div className="inline-form">
        <button
          type="button"
          onClick={() => void copy(curlOf(entry, window.location.origin), t('requests.copiedCurl'))}
        >
          {t('requests.copyCurl')}
        </button>
        <button type="button" onClick={() => void copy(verifyPatternOf(entry), t('requests.copiedPattern'))}>
          {t('requests.copyPattern')}
        </button>
        <button type="button" onClick={onVerifyLike}>
          {t('requests.verifyLike')}
        </button>
      </div>
      <dl className="bodies">
        <dt>{t('requests.headers')}</dt>
        <dd>
          {headers.length === 0 ? (
            '—'
          ) : (
            <pre data-user-content>{headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
          )}
        </dd>
        <dt>{t('requests.request')}</dt>
        <dd>
          <pre data-user-content>{entry.requestBody ?? '—'}</pre>
        </dd>
        <dt>{t('requests.response')}</dt>
        <dd>
          <pre data-user-content>{entry.responseBody ?? '—'}</pre>
        </dd>
      </dl>
    </div>
  );
}
