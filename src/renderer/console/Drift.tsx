import { useTranslation } from 'react-i18next';
import { controlTable } from '../../shared/control';
import { formatTime, ListView, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, useControl } from './control';
import { SEPARATOR } from '../lib/separators';

/** Where real answers come from (--proxy-to, --replay) and how they differed from the contract. */
export function Drift() {
  const { t, i18n } = useTranslation();
  const state = useControl(controlTable.drift.get, []);
  const act = useConsoleAction();
  const upstream = state.data?.upstream ?? null;
  return (
    <Section id="drift" title={t('sections.drift')}>
      <p>
        {upstream === null
          ? t('drift.mocked')
          : t(upstream.mode === 'proxy' ? 'drift.proxy' : 'drift.replay', {
              source: upstream.source,
              paths: upstream.paths.join(', '),
            })}
      </p>
      <button type="button" onClick={state.reload}>
        {t('drift.refresh')}
      </button>{' '}
      <button type="button" onClick={() => void act(() => controlClient.drift.clear(), t('drift.cleared'))}>
        {t('drift.clear')}
      </button>
      <ListView resource={{ ...state, data: state.data?.reports }} empty={t('drift.none')}>
        {(reports) => (
          <ul className="rows" aria-label={t('sections.drift')}>
            {reports.map((r) => (
              <li key={`${r.path} ${JSON.stringify(r.differences)}`}>
                <strong>{r.call}</strong>
                <span className="muted">
                  {t('drift.seen', { count: r.count })}
                  {SEPARATOR}
                  {formatTime(r.lastAt, i18n.language)}
                </span>
                <ul>
                  {r.differences.map((d) => (
                    <li key={`${d.field} ${d.change}`}>
                      <code>{d.field}</code> {t(`drift.change.${d.change}`)}
                      {d.expected && `${SEPARATOR}${t('drift.expected')} ${d.expected}`}
                      {d.received && `${SEPARATOR}${t('drift.received')} ${d.received}`}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Section>
  );
}
