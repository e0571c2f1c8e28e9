import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';

/** The reader's language and a "1,234P" formatter in it. */
export function usePoints() {
  const { t } = useTranslation('point-shop');
  const language = useLanguage();
  return { t, language, points: (value: number) => t('points', { points: formatNumber(value, language) }) };
}
