import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type ControlUser } from '../../shared/control';
import { formatTime, ListView, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, useControl } from './control';
import { SEPARATOR } from '../lib/separators';

/** Users with their points; each one's orders on demand. */
export function Users() {
  const { t } = useTranslation();
  const users = useControl(controlTable.users.list, []);
  const [open, setOpen] = useState<ControlUser | null>(null);
  return (
    <Section id="users" title={t('sections.users')}>
      <ListView resource={users} empty={t('users.empty')}>
        {(list) => (
          <div className="table-wrap" tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">{t('users.nickname')}</th>
                  <th scope="col">{t('users.email')}</th>
                  <th scope="col">{t('users.points')}</th>
                  <th scope="col">{t('users.cumulative')}</th>
                  <th scope="col">{t('users.status')}</th>
                  <th scope="col">{t('users.orders')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((u) => (
                  <tr key={u.id}>
                    <td>{u.id}</td>
                    <td>{u.nickname}</td>
                    <td>{u.email ?? '—'}</td>
                    <td>{u.pointBalance.toLocaleString()}</td>
                    <td>{u.pointCumulative.toLocaleString()}</td>
                    <td>{u.status}</td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={open?.id === u.id}
                        aria-label={t('users.showOrders', { name: u.nickname })}
                        onClick={() => setOpen(open?.id === u.id ? null : u)}
                      >
                        {u.orderCount}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListView>
      {open && <Orders user={open} />}
    </Section>
  );
}

function Orders({ user }: { user: ControlUser }) {
  const { t, i18n } = useTranslation();
  const orders = useControl(controlTable.users.orders, [{ id: user.id }]);
  return (
    <div className="sub-panel">
      <h3>{t('users.showOrders', { name: user.nickname })}</h3>
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
                  {o.status}
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

/** Products with their stock, which a tester can set (0: sold out). */
export function Products() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const products = useControl(controlTable.records.products, []);
  const [edits, setEdits] = useState<Record<number, string>>({});
  return (
    <Section id="products" title={t('sections.products')}>
      <ListView resource={products} empty={t('products.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((p) => {
              const name = i18n.language === 'ja' ? p.nameJa : p.nameKo;
              return (
                <li key={p.id}>
                  <strong>{name}</strong>
                  <span>{p.requiredPoints.toLocaleString()} P</span>
                  {p.stock === 0 && <span className="tag danger">{t('products.soldOut')}</span>}
                  <input
                    type="number"
                    min={0}
                    className="stock"
                    aria-label={t('products.stockOf', { name })}
                    value={edits[p.id] ?? String(p.stock)}
                    onChange={(e) => setEdits({ ...edits, [p.id]: e.target.value })}
                  />
                  <button
                    type="button"
                    onClick={() =>
                      void act(
                        () => controlClient.records.setStock({ id: p.id }, { stock: Number(edits[p.id] ?? p.stock) }),
                        t('products.saved'),
                        () => setEdits(({ [p.id]: _done, ...rest }) => rest),
                      )
                    }
                  >
                    {t('products.setStock')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </ListView>
    </Section>
  );
}

export function Reports() {
  const { t, i18n } = useTranslation();
  const reports = useControl(controlTable.records.reports, []);
  return (
    <Section id="reports" title={t('sections.reports')}>
      <ListView resource={reports} empty={t('reports.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((r) => (
              <li key={r.id}>
                <span className="tag">
                  {r.targetType} #{r.targetId}
                </span>
                <span>{r.reason}</span>
                <span className="muted">
                  {r.reporter}
                  {SEPARATOR}
                  {formatTime(r.createdAt, i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Section>
  );
}
