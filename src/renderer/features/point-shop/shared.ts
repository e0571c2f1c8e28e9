import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { formatNumber } from '../../lib/format';

/** The reader's language and a "1,234P" formatter in it. */
export function usePoints() {
  const { t, i18n } = useTranslation('point-shop');
  const language = i18n.language as Language;
  return { t, language, points: (value: number) => t('points', { points: formatNumber(value, language) }) };
}
