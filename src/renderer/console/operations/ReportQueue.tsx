import { useTranslation } from 'react-i18next';
import type { ReportGroup } from '../../../shared/admin';
import { useLive } from '../control';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import { confirmAction } from '../Confirm';
import { adminClient, useAdmin } from './admin';
import { SEPARATOR } from '../../lib/separators';

/** Members report all day: the queue is read again this often while it is open. */
export const QUEUE_REFRESH_MS = 5000;

/** Reports grouped by what they are about, open ones first, each decided with a reason, asked first. */
export function ReportQueue() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const groups = useAdmin('reports');
  useLive(groups, QUEUE_REFRESH_MS);
  const decide = async (g: ReportGroup, action: 'hide' | 'dismiss') => {
    const reason = await confirmAction({
      title: t(`ops.reports.confirm.${action}`, { target: t(`ops.targets.${g.targetType}`, { id: g.targetId }) }),
      detail: t(`ops.reports.confirmDetail.${action}`),
      action: t(`ops.reports.${action}`),
      reason: { initial: t(`ops.reports.default.${action}`) },
    });
    if (reason !== null)
      await act(
        () => adminClient.resolveReport({ id: g.id, body: { action, reason } }),
        t(`ops.reports.done.${action}`),
      );
  };
  return (
    <>
      <h3 id="ops-reports" tabIndex={-1}>
        {t('ops.reports.title')}
      </h3>
      <p className="muted">{t('ops.reports.live', { seconds: QUEUE_REFRESH_MS / 1000 })}</p>
      <ListView resource={groups} empty={t('reports.empty')}>
        {(list) => (
          <ul className="rows ops-reports" aria-labelledby="ops-reports">
            {list.map((g) => (
              <li key={g.id} className={`state-${g.state}`}>
                <span className="tag">{t(`ops.targets.${g.targetType}`, { id: g.targetId })}</span>
                <span className="tag">{t(`ops.states.${g.state}`)}</span>
                <strong>{t('ops.reports.count', { count: g.count })}</strong>
                <span>{g.reasons.join(' / ')}</span>
                <span className="ops-content">
                  {g.content ? (
                    <>
                      {g.content.title && <strong>{g.content.title}</strong>} {g.content.text}
                    </>
                  ) : (
                    t('ops.reports.gone')
                  )}
                </span>
                <span className="muted">
                  {g.author?.nickname ?? '—'}
                  {SEPARATOR}
                  {formatTime(g.lastReportedAt, i18n.language)}
                </span>
                {g.state === 'open' && (
                  <span className="inline-form">
                    <button type="button" className="danger" onClick={() => void decide(g, 'hide')}>
                      {t('ops.reports.hide')}
                    </button>
                    <button type="button" onClick={() => void decide(g, 'dismiss')}>
                      {t('ops.reports.dismiss')}
                    </button>
                  </span>
                )}
                {g.state === 'hidden' && g.targetType === 'feed' && (
                  <button
                    type="button"
                    onClick={() =>
                      void act(() => adminClient.restoreFeed({ id: g.targetId }), t('ops.reports.restored'))
                    }
                  >
                    {t('ops.reports.restore')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
