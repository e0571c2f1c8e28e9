import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClient } from '../control';
import { ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, useAdmin } from './admin';
import { TextInputs } from './TextInputs';

interface ProductRow {
  id: number;
  nameKo: string;
  nameJa: string;
  requiredPoints: number;
  stock: number;
  onSale: boolean;
}
const EMPTY = {
  nameKo: '',
  nameJa: '',
  descriptionKo: '',
  descriptionJa: '',
  image: '',
  requiredPoints: '',
  stock: '',
};

/** The shop's gifts: add one, set its stock (0: sold out), put it on or off sale. */
export function ProductDesk() {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const products = useAdmin('products');
  const [form, setForm] = useState(EMPTY);
  const [stocks, setStocks] = useState<Record<number, string>>({});
  const saveStock = (p: ProductRow) =>
    void act(
      () => controlClient.records.setStock({ id: p.id }, { stock: Number(stocks[p.id] ?? p.stock) }),
      t('products.saved'),
      () => setStocks(({ [p.id]: _saved, ...rest }) => rest),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { image, requiredPoints, stock, ...texts } = form;
    void act(
      () =>
        adminClient.createProduct({
          body: { ...texts, images: [image], requiredPoints: Number(requiredPoints), stock: Number(stock) },
        }),
      t('ops.saved'),
      () => setForm(EMPTY),
    );
  };
  return (
    <>
      <h3 id="ops-products" tabIndex={-1}>
        {t('ops.products.title')}
      </h3>
      <form className="ops-form" onSubmit={submit} aria-label={t('ops.products.new')}>
        <TextInputs
          prefix="product"
          values={form}
          onChange={(key, value) => setForm({ ...form, [key]: value })}
          fields={['nameKo', 'nameJa', 'image', 'requiredPoints', 'stock']}
          areas={['descriptionKo', 'descriptionJa']}
        />
        <button type="submit">{t('ops.add')}</button>
      </form>
      <ListView resource={products} empty={t('products.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((p) => (
              <li key={p.id}>
                <strong lang="ko">{p.nameKo}</strong>
                <span lang="ja">{p.nameJa}</span>
                <span>{p.requiredPoints.toLocaleString()} P</span>
                {p.stock === 0 && <span className="tag danger">{t('products.soldOut')}</span>}
                <span className="inline-form">
                  <input
                    inputMode="numeric"
                    className="stock"
                    aria-label={t('products.stockOf', { name: p.nameKo })}
                    value={stocks[p.id] ?? String(p.stock)}
                    onChange={(e) => setStocks({ ...stocks, [p.id]: e.target.value })}
                  />
                  <button type="button" onClick={() => saveStock(p)}>
                    {t('products.setStock')}
                  </button>
                </span>
                <label>
                  <input
                    type="checkbox"
                    checked={p.onSale}
                    onChange={(e) =>
                      void act(
                        () => adminClient.updateProduct({ id: p.id, body: { onSale: e.target.checked } }),
                        t('ops.saved'),
                      )
                    }
                  />{' '}
                  {t('ops.products.onSale')}
                </label>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
