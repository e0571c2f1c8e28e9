import { useTranslation } from 'react-i18next';
import { MOVED_AFTER_MS, useServerClock } from './clock';
import { controlTable } from '../../shared/control';
import { useControl } from './control';
import { formatTime, Notice } from './ui';

/** What the tester must always know: which data, what time the server thinks it is, what is broken. */
export function StatusBar() {
  const { t, i18n } = useTranslation();
  const sandboxes = useControl(controlTable.sandboxes.list, []);
  const faults = useControl(controlTable.faults.list, []);
  const { now, offset } = useServerClock();
  const current = sandboxes.data?.current;
  const active = faults.data?.length;
  return (
    <div className="status-bar">
      <dl className="status-facts">
        <div>
          <dt>{t('status.sandbox')}</dt>
          <dd>
            <strong>{current === undefined ? '…' : (current ?? t('sandboxes.defaultData'))}</strong>{' '}
            <a href="/" target="_blank" rel="noopener">
              {t('status.openApp')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('status.clock')}</dt>
          <dd>
            <time dateTime={now === undefined ? undefined : new Date(now).toISOString()}>
              {now === undefined ? '…' : formatTime(now, i18n.language)}
            </time>
            {offset !== undefined && Math.abs(offset) > MOVED_AFTER_MS && (
              <span className="tag">{t('status.moved')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('status.faults')}</dt>
          <dd>
            <a href="#faults" className={active ? 'fault-count on' : 'fault-count'}>
              {active === undefined
                ? '…'
                : active === 0
                  ? t('status.noFaults')
                  : t('status.activeFaults', { count: active })}
            </a>
          </dd>
        </div>
      </dl>
      <Notice />
    </div>
  );
}
