import { Check } from 'lucide-react';
import { ListState } from '../../components/AsyncState';
import { Card } from '../../components/Card';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';
import { usePoints } from './shared';

/** This month's four missions with progress; meeting all of them opens point exchange. */
export function MonthlyMissions() {
  const { t, points } = usePoints();
  const activity = useCall(api.user.monthlyActivity, {}, { silent: true });
  return (
    <Card as="section" className="missions" aria-labelledby="missions-title">
      <h2 id="missions-title">{t('missions.title')}</h2>
      <ListState
        loading={activity.loading}
        error={activity.error}
        items={activity.data?.missions}
        empty=""
        onRetry={activity.reload}
      >
        {(missions) => (
          <>
            <ul className="mission-list">
              {missions.map((m) => (
                <li key={m.mission} className={m.completed ? 'mission done' : 'mission'}>
                  <span className="mission-name">{t(`missions.${m.mission}`)}</span>
                  <progress
                    max={m.target}
                    value={Math.min(m.count, m.target)}
                    aria-label={t(`missions.${m.mission}`)}
                  />
                  <span className="mission-count">
                    {m.completed ? (
                      <>
                        <Check /> {t('missions.done')}
                      </>
                    ) : (
                      t('missions.progress', { count: m.count, target: m.target })
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <p className={activity.data?.met ? 'mission-note met' : 'mission-note'}>
              {activity.data?.met
                ? t('missions.met')
                : t('missions.notMet', { reward: points(activity.data?.reward ?? 0) })}
            </p>
          </>
        )}
      </ListState>
    </Card>
  );
}
