import { Link } from 'wouter';
import { ListState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { useCall } from '../../lib/use-call';
import { usePagedCall } from '../../lib/use-paged-call';
import { MonthlyMissions } from './MonthlyMissions';
import { usePoints } from './shared';
import './point-shop.css';

export default function PointShop() {
  const { t, language, points } = usePoints();
  const balance = useCall(() => client.call(api.user.userPoint, {}, { silent: true }), []);
  const products = usePagedCall((cursor) => client.call(api.pointShop.productList, { cursor, size: 20 }), [language]);
  return (
    <main className="page point-shop">
      <PageHeader
        title={t('titles:pointShop')}
        back={false}
        actions={
          <Link href="/myPointShopOrder" className="button link">
            {t('shop.orders')}
          </Link>
        }
      />
      <Link href="/myPointHistory" className="shop-balance">
        <span>{t('shop.balance')}</span>
        <strong aria-live="polite">{balance.data ? points(balance.data.balance) : '…'}</strong>
      </Link>
      <MonthlyMissions />
      <h2 className="shop-section-title">{t('shop.products')}</h2>
      <ListState
        loading={products.loading}
        error={products.error}
        items={products.items}
        empty={t('shop.empty')}
        onRetry={products.reload}
      >
        {(items) => (
          <>
            <ul className="product-grid">
              {items.map((p) => (
                <li key={p.id} className={p.soldOut ? 'product-card sold-out' : 'product-card'}>
                  <Link href={`/pointShopDetail?id=${p.id}`} className="product-link">
                    <div className="product-image">
                      <img src={p.imageUrl} alt="" loading="lazy" />
                      {p.soldOut && <span className="sold-out-badge">{t('shop.soldOut')}</span>}
                    </div>
                    <span className="product-name">{p.name}</span>
                    <strong className="product-points">{points(p.requiredPoints)}</strong>
                    <span className="muted">{p.soldOut ? t('shop.soldOut') : t('shop.stock', { count: p.stock })}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {products.hasMore && (
              <button type="button" className="button secondary block" onClick={products.loadMore}>
                {t('shop.more')}
              </button>
            )}
          </>
        )}
      </ListState>
    </main>
  );
}
