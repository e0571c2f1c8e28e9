import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ListState } from '../../components/AsyncState';
import { ChoiceTiles } from '../../components/ChoiceTiles';
import { api } from '../../lib/api-client';
import { useCall } from '../../lib/data';
import { readDraft, updateDraft, type JoinDraft } from './draft';
import { TutorialStep } from './parts';

/** Tutorial questions answered from reference data, several answers allowed (themes, regions). */
export function ReferenceStep({
  kind,
  index,
  titleKey,
  next,
}: {
  kind: 'theme' | 'region';
  index: number;
  titleKey: string;
  next: string;
}) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const key = kind === 'theme' ? 'themeIds' : 'regionIds';
  const list = useCall(kind === 'theme' ? api.reference.themeList : api.reference.regionList, {});
  const [selected, setSelected] = useState<number[]>(readDraft()[key] ?? []);
  return (
    <TutorialStep
      index={index}
      titleKey={titleKey}
      heading={t(`tutorial.${kind}.heading`)}
      lead={t(`tutorial.${kind}.lead`)}
      answered={selected.length > 0}
      onNext={() => navigate(next)}
    >
      <ListState
        loading={list.loading}
        error={list.error}
        items={list.data}
        empty={t('common:states.empty')}
        onRetry={list.reload}
      >
        {(items) => (
          <ChoiceTiles
            hideLegend
            legend={t(`tutorial.${kind}.heading`)}
            name={kind}
            multiple
            options={items.map((item) => ({ value: item.id, label: item.name }))}
            selected={selected}
            onChange={(ids) => {
              setSelected(ids);
              updateDraft({ [key]: ids });
            }}
          />
        )}
      </ListState>
    </TutorialStep>
  );
}

/** Tutorial questions with one answer from a fixed list (age group, gender). */
export function OptionStep<K extends 'ageGroup' | 'gender'>({
  field,
  kind,
  values,
  index,
  titleKey,
  next,
}: {
  field: K;
  kind: 'age' | 'gender';
  values: ReadonlyArray<NonNullable<JoinDraft[K]>>;
  index: number;
  titleKey: string;
  next: () => string;
}) {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<JoinDraft[K]>(readDraft()[field]);
  return (
    <TutorialStep
      index={index}
      titleKey={titleKey}
      heading={t(`tutorial.${kind}.heading`)}
      lead={t(`tutorial.${kind}.lead`)}
      answered={selected !== undefined}
      onNext={() => navigate(next())}
    >
      <ChoiceTiles
        hideLegend
        legend={t(`tutorial.${kind}.heading`)}
        name={field}
        multiple={false}
        options={values.map((value) => ({ value, label: t(`tutorial.${kind}.options.${value}`) }))}
        selected={selected ? [selected] : []}
        onChange={([value]) => {
          setSelected(value);
          updateDraft({ [field]: value });
        }}
      />
    </TutorialStep>
  );
}
