import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';

/** The my-page texts, the reader's language and a "1,234P" formatter in it. */
export function useMy() {
  const { t } = useTranslation('my');
  const language = useLanguage();
  return { t, language, points: (value: number) => `${formatNumber(value, language)}P` };
}
