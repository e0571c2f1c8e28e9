import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportGroup } from '../../../shared/admin';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, useAdmin } from './admin';
import { SEPARATOR } from '../../lib/separators';

/** Reports grouped by what they are about, open ones first, each decided with one click. */
export function ReportQueue() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const groups = useAdmin('reports');
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const decide = (g: ReportGroup, action: 'hide' | 'dismiss') =>
    act(
      () =>
        adminClient.resolveReport({
          id: g.id,
          body: { action, reason: reasons[g.id] || t(`ops.reports.default.${action}`) },
        }),
      t(`ops.reports.done.${action}`),
    );
  return (
    <>
      <h3>{t('ops.reports.title')}</h3>
      <ListView resource={groups} empty={t('reports.empty')}>
        {(list) => (
          <ul className="rows ops-reports">
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
                    <input
                      aria-label={t('ops.reasonFor', { target: `#${g.targetId}` })}
                      placeholder={t('ops.reason')}
                      value={reasons[g.id] ?? ''}
                      onChange={(e) => setReasons({ ...reasons, [g.id]: e.target.value })}
                    />
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
