import type { ResponseOf } from '../../../shared/endpoint';
import type { Api } from '../../../shared/api';
import { TIMING } from '../../../shared/constants';
import { PREFECTURES } from '../../../shared/prefectures';
import { Button, ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import type { Delivery } from './AddressPopup';
import { usePoints } from './shared';
import { SEPARATOR } from '../../lib/separators';

type Condition = ResponseOf<Api['pointShop']['checkCondition']>;
const [minDays, maxDays] = TIMING.deliveryBusinessDays;

/** Why the exchange cannot go ahead: each unmet condition on its own line. */
export function ConditionPopup({ condition, onClose }: { condition: Condition; onClose(): void }) {
  const { t, points } = usePoints();
  return (
    <Dialog
      title={t('condition.title')}
      onDismiss={onClose}
      actions={
        <Button variant="primary" data-autofocus onClick={onClose}>
          {t('common:actions.ok')}
        </Button>
      }
    >
      <ul className="condition-list">
        {condition.soldOut && <li>{t('condition.soldOut')}</li>}
        {!condition.enoughPoints && (
          <li>
            {t('condition.points', { balance: points(condition.balance), required: points(condition.requiredPoints) })}
          </li>
        )}
        {!condition.missionMet && <li>{t('condition.mission')}</li>}
      </ul>
      <p className="muted">{t('condition.hint')}</p>
      <ButtonLink href="/pointShop" variant="quiet" onClick={onClose}>
        {t('missions.title')}
      </ButtonLink>
    </Dialog>
  );
}

/** The last step before an order that cannot be cancelled: what, for how much, to where. */
export function ConfirmPopup({
  product,
  requiredPoints,
  delivery,
  onConfirm,
  onBack,
}: {
  product: string;
  requiredPoints: number;
  delivery: Delivery;
  onConfirm(): void;
  onBack(): void;
}) {
  const { t, points, language } = usePoints();
  const a = delivery.address;
  const lines =
    'prefecture' in a
      ? [a.zip, PREFECTURES.find((p) => p.ja === a.prefecture)?.[language] ?? a.prefecture, a.city, a.block]
      : [a.zip, a.basic, a.detail];
  return (
    <Dialog
      title={t('confirm.title')}
      onDismiss={onBack}
      actions={
        <>
          <Button onClick={onBack}>{t('common:actions.back')}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('confirm.submit')}
          </Button>
        </>
      }
    >
      <p className="popup-message">{t('confirm.message', { product, points: points(requiredPoints) })}</p>
      <dl className="confirm-summary">
        <dt>{t('confirm.to')}</dt>
        <dd>
          {delivery.recipient.lastName} {delivery.recipient.firstName}
          {SEPARATOR}
          {delivery.recipient.phone}
        </dd>
        <dt>{t(`address.${delivery.country}`)}</dt>
        <dd>{lines.join(' ')}</dd>
      </dl>
    </Dialog>
  );
}

export function CompletePopup({ orderNumber, onClose }: { orderNumber: string; onClose(): void }) {
  const { t } = usePoints();
  return (
    <Dialog
      title={t('complete.title')}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <ButtonLink href="/myPointShopOrder" variant="primary" onClick={onClose}>
            {t('complete.orders')}
          </ButtonLink>
        </>
      }
    >
      <p className="popup-message">{t('complete.message', { orderNumber, min: minDays, max: maxDays })}</p>
    </Dialog>
  );
}
