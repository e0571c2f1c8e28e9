import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, useAdmin } from './admin';
import { TextInputs } from './TextInputs';
import { SEPARATOR } from '../../lib/separators';

const EMPTY = {
  nameKo: '',
  nameJa: '',
  descriptionKo: '',
  descriptionJa: '',
  image: '',
  requiredPoints: '',
  stock: '',
};

/** Add a gift to the shop; put one on or off sale (stock is set in the Products section). */
export function ProductDesk() {
  const { t } = useTranslation();
  const act = useConsoleAction();
  const products = useAdmin('products');
  const [form, setForm] = useState(EMPTY);
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
      <h3>{t('ops.products.title')}</h3>
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
                <span>
                  {p.requiredPoints.toLocaleString()} P{SEPARATOR}
                  {t('products.stock')} {p.stock}
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
