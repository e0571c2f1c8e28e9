import { useTranslation } from 'react-i18next';
import { controlTable } from '../../../shared/control';
import { useControl } from '../control';
import { formatTime, ListView } from '../ui';
import { SEPARATOR } from '../../lib/separators';

/** One member's orders, opened from their row. */
export function MemberOrders({ id, nickname }: { id: number; nickname: string }) {
  const { t, i18n } = useTranslation();
  const orders = useControl(controlTable.users.orders, [{ id }]);
  return (
    <div className="sub-panel" id={`member-orders-${id}`}>
      <h4>{t('users.showOrders', { name: nickname })}</h4>
      <ListView resource={orders} empty={t('users.noOrders')}>
        {(list) => (
          <ul className="rows">
            {list.map((o) => (
              <li key={o.id}>
                <code>{o.orderNumber}</code>
                <span>{o.productName}</span>
                <span>
                  {o.requiredPoints.toLocaleString()} P{SEPARATOR}
                  {o.country}
                  {SEPARATOR}
                  {t(`ops.orderStatus.${o.status}`, { defaultValue: o.status })}
                </span>
                <span className="muted">{formatTime(o.createdAt, i18n.language)}</span>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
