import { Link } from 'wouter';
import { utcMidnight } from '../../../shared/calendar';
import { PREFECTURES } from '../../../shared/prefectures';
import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { usePages } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { SEPARATOR } from '../../lib/separators';
import { usePoints } from './shared';
import './point-shop.css';

/** Delivered reads as done, cancelled as stopped; shipping as the brand's "on its way". */
const STATUS_TONE = {
  received: 'neutral',
  preparing: 'neutral',
  shipped: 'brand',
  delivered: 'ok',
  cancelled: 'danger',
} as const;

export default function MyPointShopOrder() {
  const { t, language, points } = usePoints();
  const orders = usePages(api.pointShop.orderList, { size: 20 });
  /** Japanese prefectures are stored in Japanese; a Korean reader sees the Korean name. */
  const line = (text: string) => PREFECTURES.find((p) => p.ja === text)?.[language] ?? text;
  return (
    <main className="page my-orders">
      <PageHeader title={t('titles:myPointShopOrder')} />
      <PagedList
        pages={orders}
        skeleton="card"
        empty={
          <EmptyState
            picture="gift"
            text={t('orders.empty')}
            action={{ label: t('orders.toShop'), href: '/pointShop' }}
          />
        }
      >
        {(items) => (
          <ul className="order-list">
            {items.map((o) => (
              <Card as="li" key={o.id} className="order-card">
                <div className="order-head">
                  <Badge tone={STATUS_TONE[o.status]}>{t(`orders.status.${o.status}`)}</Badge>
                  <time className="muted" dateTime={new Date(o.createdAt).toISOString()}>
                    {formatDate(o.createdAt, language)}
                  </time>
                </div>
                <Link href={`/pointShopDetail?id=${o.productId}`} className="order-product">
                  <img src={o.imageUrl} alt="" />
                  <span>{o.productName}</span>
                </Link>
                <dl className="order-facts">
                  <div>
                    <dt>{t('orders.number')}</dt>
                    <dd className="order-number">{o.orderNumber}</dd>
                  </div>
                  {o.trackingNumber !== null && (
                    <div>
                      <dt>{t('orders.tracking')}</dt>
                      <dd className="order-number">{o.trackingNumber}</dd>
                    </div>
                  )}
                  {o.deliveryWindow !== null && (
                    <div>
                      <dt>{t('orders.window')}</dt>
                      <dd>
                        {t('orders.windowRange', {
                          from: formatDate(utcMidnight(o.deliveryWindow.from), language),
                          to: formatDate(utcMidnight(o.deliveryWindow.to), language),
                        })}
                      </dd>
                    </div>
                  )}
                  {o.cancelReason !== null && (
                    <div>
                      <dt>{t('orders.cancelReason')}</dt>
                      <dd>
                        {o.cancelReason} {t('orders.refunded')}
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('orders.points')}</dt>
                    <dd>{points(o.requiredPoints)}</dd>
                  </div>
                  <div>
                    <dt>{t('orders.recipient')}</dt>
                    <dd>
                      {o.recipient.lastName} {o.recipient.firstName}
                      {SEPARATOR}
                      {o.recipient.phone}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('orders.address')}</dt>
                    <dd>
                      {t(`address.${o.country}`)} {o.zip} {o.addressLines.map(line).join(' ')}
                    </dd>
                  </div>
                </dl>
              </Card>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
