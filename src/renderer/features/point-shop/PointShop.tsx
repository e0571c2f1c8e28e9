import { ReceiptText } from 'lucide-react';
import { Link } from 'wouter';
import { PagedList } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { CardLink } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Phrases } from '../../components/Phrases';
import { api } from '../../lib/api-client';
import { useBalance, usePages } from '../../lib/data';
import { MonthlyMissions } from './MonthlyMissions';
import { usePoints } from './shared';
import './point-shop.css';

export default function PointShop() {
  const { t, points } = usePoints();
  const balance = useBalance();
  const products = usePages(api.pointShop.productList, { size: 20 });
  return (
    <main className="page point-shop">
      <PageHeader
        title={t('titles:pointShop')}
        back={false}
        actions={
          <ButtonLink variant="subtle" small href="/myPointShopOrder">
            <ReceiptText /> {t('shop.orders')}
          </ButtonLink>
        }
      />
      <CardLink href="/myPointHistory" tone="brand" className="shop-balance">
        <span>{t('shop.balance')}</span>
        <strong aria-live="polite">{balance.data ? points(balance.data.balance) : '…'}</strong>
      </CardLink>
      <MonthlyMissions />
      <h2 className="shop-section-title">{t('shop.products')}</h2>
      <PagedList pages={products} skeleton="tile" empty={<EmptyState picture="gift" text={t('shop.empty')} />}>
        {(items) => (
          <ul className="product-grid">
            {items.map((p) => (
              <li key={p.id} className={p.soldOut ? 'product-card sold-out' : 'product-card'}>
                <Link href={`/pointShopDetail?id=${p.id}`} className="product-link">
                  <div className="product-image">
                    <img src={p.imageUrl} alt="" loading="lazy" />
                    {p.soldOut && (
                      <Badge tone="danger" className="sold-out-badge">
                        {t('shop.soldOut')}
                      </Badge>
                    )}
                  </div>
                  <span className="product-name">
                    <Phrases>{p.name}</Phrases>
                  </span>
                  <strong className="product-points">{points(p.requiredPoints)}</strong>
                  <span className="muted">{p.soldOut ? t('shop.soldOut') : t('shop.stock', { count: p.stock })}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </main>
  );
}
