import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus } from '../../../shared/admin';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, useAdmin } from './admin';
import { TableHead } from './parts';
import { SEPARATOR } from '../../lib/separators';

type Draft = { status?: AdminOrderStatus; tracking?: string; reason?: string };

/** Orders newest first: move one on (tracking number from shipped on), cancel one, or ship every waiting one. */
export function OrderDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const orders = useAdmin('orders');
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const edit = (id: number, change: Draft) => setDrafts({ ...drafts, [id]: { ...drafts[id], ...change } });
  return (
    <>
      <h3 id="ops-orders" tabIndex={-1}>
        {t('ops.orders.title')}
      </h3>
      <button
        type="button"
        onClick={() =>
          void act(
            () => adminClient.shipPlaced(),
            (r) => t('ops.orders.shippedAll', { count: r.shipped }),
          )
        }
      >
        {t('ops.orders.shipAll')}
      </button>
      <ListView resource={orders} empty={t('users.noOrders')}>
        {(list) => (
          <div className="table-wrap" tabIndex={0}>
            <table>
              <TableHead
                labels={[
                  t('users.orderNumber'),
                  t('users.nickname'),
                  t('users.product'),
                  t('users.status'),
                  t('ops.orders.change'),
                  t('ops.orders.cancel'),
                ]}
              />
              <tbody>
                {list.map((o) => {
                  const draft = drafts[o.id] ?? {};
                  const closed = o.status === 'cancelled' || o.status === 'delivered';
                  const movable = o.status === 'cancelled' ? undefined : o.status;
                  return (
                    <tr key={o.id}>
                      <td>
                        <code>{o.orderNumber}</code>
                        <div className="muted">{formatTime(o.createdAt, i18n.language)}</div>
                      </td>
                      <td>{o.nickname}</td>
                      <td>
                        {o.productName}
                        {SEPARATOR}
                        {o.requiredPoints.toLocaleString()} P{SEPARATOR}
                        {o.country}
                      </td>
                      <td>
                        {t(`ops.orderStatus.${o.status}`)}
                        {o.trackingNumber && <div className="muted">{o.trackingNumber}</div>}
                        {o.cancelReason && <div className="muted">{o.cancelReason}</div>}
                      </td>
                      <td>
                        {movable && (
                          <span className="inline-form">
                            <select
                              aria-label={t('ops.orders.statusOf', { order: o.orderNumber })}
                              value={draft.status ?? movable}
                              onChange={(e) =>
                                edit(o.id, { status: ADMIN_ORDER_STATUSES.find((s) => s === e.target.value) })
                              }
                            >
                              {ADMIN_ORDER_STATUSES.map((s) => (
                                <option key={s} value={s}>
                                  {t(`ops.orderStatus.${s}`)}
                                </option>
                              ))}
                            </select>
                            <input
                              aria-label={t('ops.orders.trackingOf', { order: o.orderNumber })}
                              placeholder={t('ops.orders.tracking')}
                              value={draft.tracking ?? o.trackingNumber ?? ''}
                              onChange={(e) => edit(o.id, { tracking: e.target.value })}
                            />
                            <button
                              type="button"
                              onClick={() =>
                                void act(
                                  () =>
                                    adminClient.orderStatus({
                                      id: o.id,
                                      body: {
                                        status: draft.status ?? movable,
                                        ...((draft.tracking ?? '').trim()
                                          ? { trackingNumber: draft.tracking!.trim() }
                                          : {}),
                                      },
                                    }),
                                  t('ops.orders.saved'),
                                )
                              }
                            >
                              {t('ops.apply')}
                            </button>
                          </span>
                        )}
                      </td>
                      <td>
                        {!closed && (
                          <span className="inline-form">
                            <input
                              aria-label={t('ops.reasonFor', { target: o.orderNumber })}
                              placeholder={t('ops.reason')}
                              value={draft.reason ?? ''}
                              onChange={(e) => edit(o.id, { reason: e.target.value })}
                            />
                            <button
                              type="button"
                              className="danger"
                              onClick={() =>
                                void act(
                                  () => adminClient.cancelOrder({ id: o.id, body: { reason: draft.reason ?? '' } }),
                                  t('ops.orders.cancelled'),
                                )
                              }
                            >
                              {t('ops.orders.cancel')}
                            </button>
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ListView>
    </>
  );
}
