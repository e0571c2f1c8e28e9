import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { formatNumber } from '../../lib/format';

/** The my-page texts, the reader's language and a "1,234P" formatter in it. */
export function useMy() {
  const { t, i18n } = useTranslation('my');
  const language = i18n.language as Language;
  return { t, language, points: (value: number) => `${formatNumber(value, language)}P` };
}
