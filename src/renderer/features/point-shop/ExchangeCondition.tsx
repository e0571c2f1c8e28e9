import { Check, X } from 'lucide-react';
import type { ResponseOf } from '../../../shared/endpoint';
import type { Api } from '../../../shared/api';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';
import { usePoints } from './shared';

type Condition = ResponseOf<Api['pointShop']['checkCondition']>;

/** The ids of the condition's two lines, which describe the exchange button. */
export const conditionLines = (id: string) => `${id}-points ${id}-missions`;

/**
 * What the exchange needs, said before any tap: the member's points against the price and this
 * month's missions, each with what is still missing. The button below it is described by its lines.
 */
export function ExchangeCondition({ id, condition }: { id: string; condition: Condition }) {
  const { t, points } = usePoints();
  const activity = useCall(api.user.monthlyActivity, {}, { silent: true });
  const missions = activity.data?.missions ?? [];
  const left = missions.filter((m) => !m.completed);
  return (
    <ul className="exchange-condition" id={id} aria-label={t('condition.label')}>
      <li id={`${id}-points`} className={condition.enoughPoints ? 'met' : 'short'}>
        {condition.enoughPoints ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
        <span>
          {t(condition.enoughPoints ? 'condition.pointsMet' : 'condition.pointsShort', {
            balance: points(condition.balance),
            required: points(condition.requiredPoints),
            short: points(condition.requiredPoints - condition.balance),
          })}
        </span>
      </li>
      <li id={`${id}-missions`} className={condition.missionMet ? 'met' : 'short'}>
        {condition.missionMet ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
        <span>
          {condition.missionMet ? (
            t('condition.missionMet')
          ) : (
            <>
              {t('condition.missionShort', { done: missions.length - left.length, total: missions.length })}{' '}
              {left.map((m, i) => (
                <span key={m.mission} className="mission-left">
                  {t(`missions.${m.mission}`)} {t('missions.progress', { count: m.count, target: m.target })}
                  {i < left.length - 1 && t('condition.separator')}
                </span>
              ))}
            </>
          )}
        </span>
      </li>
    </ul>
  );
}
