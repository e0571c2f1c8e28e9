import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/data';
import type { MapText } from './leaflet-map';

/** The words both maps show (common.json's `map`) and the language the districts are named in. */
export function useMapText(): MapText {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      credit: t('map.credit'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      offline: t('map.offline'),
    }),
    [t, language],
  );
}
