import { useState } from 'react';
import type { ResponseOf } from '../../../shared/endpoint';
import type { Api } from '../../../shared/api';
import { TIMING } from '../../../shared/constants';
import { ObjectState } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ListRow } from '../../components/ListRow';
import { PageHeader } from '../../components/PageHeader';
import { api, ApiError } from '../../lib/api-client';
import { refreshReads, useAction, useCall, useIdParam } from '../../lib/data';
import { AddressPopup, type Delivery } from './AddressPopup';
import { conditionLines, ExchangeCondition } from './ExchangeCondition';
import { CompletePopup, ConditionPopup, ConfirmPopup } from './OrderPopups';
import { usePoints } from './shared';
import './point-shop.css';
import { joinedAtDots } from '../../lib/separators';

type Step =
  | { kind: 'idle' }
  | { kind: 'condition'; condition: ResponseOf<Api['pointShop']['checkCondition']> }
  | { kind: 'address' }
  | { kind: 'confirm'; delivery: Delivery }
  | { kind: 'complete'; orderNumber: string };

const CONDITION_CODES = new Set(['SOLD_OUT', 'INSUFFICIENT_POINTS', 'MISSION_NOT_MET']);
const [minDays, maxDays] = TIMING.deliveryBusinessDays;

export default function PointShopDetail() {
  const { t, language, points } = usePoints();
  const productId = useIdParam() ?? 0;
  const product = useCall(api.pointShop.productDetail, { productId });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const close = () => setStep({ kind: 'idle' });
  // Read as the screen opens, so the button says what the exchange needs before any tap.
  const standing = useCall(api.pointShop.checkCondition, { productId }, { silent: true });
  const checking = useAction(api.pointShop.checkCondition);
  const ordering = useAction(api.pointShop.productOrder, {
    invalidates: [
      api.pointShop.productDetail,
      api.pointShop.productList,
      api.pointShop.orderList,
      api.pointShop.checkCondition,
    ],
    onSuccess: ({ orderNumber }) => setStep({ kind: 'complete', orderNumber }),
    onRefusal: (err) => {
      if (err instanceof ApiError && CONDITION_CODES.has(err.code)) void showShortfall();
      else setStep({ kind: 'address' });
      return false; // The refusal's own sentence is told too.
    },
  });

  /** The condition decides the next popup: what falls short, or the address. */
  async function exchange() {
    const condition = await checking.run({ productId });
    if (condition) setStep(condition.eligible ? { kind: 'address' } : { kind: 'condition', condition });
  }

  /** Someone else took the last unit, or points changed meanwhile: show what is short now. */
  async function showShortfall() {
    setStep({ kind: 'idle' });
    void refreshReads(api.pointShop.productDetail, api.user.userPoint, api.pointShop.checkCondition);
    const condition = await checking.run({ productId });
    if (condition && !condition.eligible) setStep({ kind: 'condition', condition });
  }

  const order = (delivery: Delivery) => void ordering.run({ productId, ...delivery });

  return (
    <main className="page point-shop-detail">
      <PageHeader title={t('titles:pointShopDetail')} />
      <ObjectState call={product}>
        {(p) => (
          <article className="product-detail">
            {/* Focusable so keyboard users can scroll the pictures sideways. */}
            <ul className="product-gallery" aria-label={t('detail.pictures')} tabIndex={0}>
              {p.images.map((src, i) => (
                <li key={src}>
                  <img src={src} alt={`${p.name} ${i + 1}/${p.images.length}`} />
                </li>
              ))}
            </ul>
            <h2>{p.name}</h2>
            <ul className="list">
              <li>
                <ListRow
                  title={t('detail.required')}
                  trailing={<strong className="product-points">{points(p.requiredPoints)}</strong>}
                />
              </li>
              <li>
                <ListRow
                  title={t('detail.stock')}
                  trailing={
                    p.soldOut ? (
                      <Badge tone="danger">{t('shop.soldOut')}</Badge>
                    ) : (
                      <span>{t('detail.stockCount', { count: p.stock })}</span>
                    )
                  }
                />
              </li>
            </ul>
            {/* Beside the price, in the first screen: what the exchange needs, before any tap. */}
            {standing.data && !p.soldOut && <ExchangeCondition id="exchange-condition" condition={standing.data} />}
            <section aria-labelledby="product-description">
              <h3 id="product-description">{t('detail.description')}</h3>
              <p className="prewrap">{joinedAtDots(p.description)}</p>
            </section>
            <section className="delivery-note" aria-labelledby="product-delivery">
              <h3 id="product-delivery">{t('detail.delivery')}</h3>
              <p>{t('detail.deliveryNote', { min: minDays, max: maxDays })}</p>
              <p className="muted">{t('detail.noCancel')}</p>
            </section>
            <div className="sticky-action">
              <Button
                variant="primary"
                block
                disabled={p.soldOut || standing.data?.eligible === false}
                aria-describedby={standing.data && !p.soldOut ? conditionLines('exchange-condition') : undefined}
                onClick={exchange}
              >
                {p.soldOut
                  ? t('detail.soldOut')
                  : standing.data?.eligible === false
                    ? t('condition.blocked')
                    : t('detail.exchange')}
              </Button>
            </div>
          </article>
        )}
      </ObjectState>
      {step.kind === 'condition' && <ConditionPopup condition={step.condition} onClose={close} />}
      {step.kind === 'address' && (
        <AddressPopup
          defaultCountry={language === 'ja' ? 'JP' : 'KR'}
          onCancel={close}
          onSubmit={(delivery) => setStep({ kind: 'confirm', delivery })}
        />
      )}
      {step.kind === 'confirm' && product.data && (
        <ConfirmPopup
          product={product.data.name}
          requiredPoints={product.data.requiredPoints}
          delivery={step.delivery}
          onBack={() => setStep({ kind: 'address' })}
          onConfirm={() => order(step.delivery)}
        />
      )}
      {step.kind === 'complete' && <CompletePopup orderNumber={step.orderNumber} onClose={close} />}
    </main>
  );
}
