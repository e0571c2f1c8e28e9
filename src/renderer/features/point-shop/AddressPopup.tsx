import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { japanAddress, koreaAddress, recipient } from '../../../shared/api/point-shop';
import type { RequestOf } from '../../../shared/endpoint';
import type { Api } from '../../../shared/api';
import { PREFECTURES } from '../../../shared/prefectures';
import { FIELD_MESSAGES, isFieldMessageKey } from '../../../shared/validation-messages';
import { Button } from '../../components/Button';
import { ChoiceTiles } from '../../components/ChoiceTiles';
import { Dialog } from '../../components/Dialog';
import { Field as TextField, PickField, type InputProps } from '../../components/Field';
import { savedState, useSavedState } from '../../lib/saved-state';
import { usePoints } from './shared';

type Country = 'JP' | 'KR';
export type OrderRequest = RequestOf<Api['pointShop']['productOrder']>;
/** The order without its product, one shape per country (Omit over each member of the union). */
export type Delivery = OrderRequest extends infer R ? (R extends unknown ? Omit<R, 'productId'> : never) : never;

const FIELDS = ['zip', 'prefecture', 'city', 'block', 'basic', 'detail', 'lastName', 'firstName', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const draftSchema = z
  .object({ country: z.enum(['JP', 'KR']) })
  .extend(Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<Field, z.ZodString>);
type Draft = z.infer<typeof draftSchema>;

const savedDraft = savedState('pointShop.delivery', 1, draftSchema);
const emptyDraft = (country: Country): Draft => ({
  country,
  ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<Field, string>),
});
/** The same schemas the server checks, so a field's message is the server's sentence. */
const schemas = {
  JP: z.object({ country: z.literal('JP'), recipient, address: japanAddress }),
  KR: z.object({ country: z.literal('KR'), recipient, address: koreaAddress }),
};

function toDelivery(d: Draft): Delivery {
  const person = { lastName: d.lastName, firstName: d.firstName, phone: d.phone };
  return d.country === 'JP'
    ? {
        country: 'JP',
        recipient: person,
        address: { zip: d.zip, prefecture: d.prefecture, city: d.city, block: d.block },
      }
    : { country: 'KR', recipient: person, address: { zip: d.zip, basic: d.basic, detail: d.detail } };
}

interface AddressPopupProps {
  defaultCountry: Country;
  onSubmit(delivery: Delivery): void;
  onCancel(): void;
}

/** The delivery address, Japan or Korea; kept as a draft so a reload or the next order starts filled in. */
export function AddressPopup({ defaultCountry, onSubmit, onCancel }: AddressPopupProps) {
  const { t, language } = usePoints();
  const [draft, setDraft] = useSavedState(savedDraft, () => emptyDraft(defaultCountry));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [choosingPrefecture, setChoosingPrefecture] = useState(false);

  const update = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const delivery = toDelivery(draft);
    const parsed = schemas[draft.country].safeParse(delivery);
    if (parsed.success) {
      onSubmit(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.at(-1) as Field;
      if (found[field]) continue;
      found[field] = isFieldMessageKey(issue.message)
        ? FIELD_MESSAGES[language][issue.message]
        : FIELD_MESSAGES[language].required;
    }
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`delivery-${first}`)?.focus();
  }

  const input = (field: Field, props: InputProps = {}, hint?: string) => (
    <TextField
      id={`delivery-${field}`}
      label={t(`address.${field}`)}
      hint={hint}
      error={errors[field]}
      value={draft[field]}
      onChange={(value) => update({ [field]: value })}
      {...props}
    />
  );
  const prefectureName = PREFECTURES.find((p) => p.ja === draft.prefecture)?.[language];

  return (
    <>
      <Dialog
        title={t('address.title')}
        layout="sheet"
        onDismiss={onCancel}
        actions={
          <>
            <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
            <Button type="submit" form="delivery-form" variant="primary">
              {t('address.next')}
            </Button>
          </>
        }
      >
        <form id="delivery-form" className="form delivery-form" onSubmit={submit} noValidate>
          <ChoiceTiles
            legend={t('address.country')}
            name="country"
            className="pair"
            multiple={false}
            options={(['JP', 'KR'] as const).map((country) => ({ value: country, label: t(`address.${country}`) }))}
            selected={[draft.country]}
            onChange={([country]) => {
              if (country) update({ country });
              setErrors({});
            }}
          />
          {input(
            'zip',
            { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: draft.country === 'JP' ? 7 : 5 },
            t(`address.zipHint${draft.country}`),
          )}
          {draft.country === 'JP' ? (
            <>
              <PickField
                id="delivery-prefecture"
                label={t('address.prefecture')}
                chosen={prefectureName ?? t('address.selectPrefecture')}
                error={errors.prefecture}
                onPick={() => setChoosingPrefecture(true)}
              />
              {input('city', { autoComplete: 'address-level2' })}
              {input('block', { autoComplete: 'address-line1' })}
            </>
          ) : (
            <>
              {input('basic', { autoComplete: 'address-line1' })}
              {input('detail', { autoComplete: 'address-line2' })}
            </>
          )}
          <div className="name-row">
            {input('lastName', { autoComplete: 'family-name' })}
            {input('firstName', { autoComplete: 'given-name' })}
          </div>
          {input('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        </form>
      </Dialog>
      {choosingPrefecture && (
        <PrefecturePopup
          onPick={(prefecture) => {
            update({ prefecture });
            setChoosingPrefecture(false);
            document.getElementById('delivery-prefecture')?.focus();
          }}
          onCancel={() => setChoosingPrefecture(false)}
        />
      )}
    </>
  );
}

/** The 47 prefectures, named in the reader's language; the order stores the Japanese name. */
function PrefecturePopup({ onPick, onCancel }: { onPick(prefecture: string): void; onCancel(): void }) {
  const { t, language } = usePoints();
  return (
    <Dialog
      title={t('prefecture.title')}
      layout="sheet"
      onDismiss={onCancel}
      actions={<Button onClick={onCancel}>{t('common:actions.cancel')}</Button>}
    >
      <ul className="prefecture-grid">
        {PREFECTURES.map((p) => (
          <li key={p.code}>
            <Button lang={language} onClick={() => onPick(p.ja)}>
              {p[language]}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
