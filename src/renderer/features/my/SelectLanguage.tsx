import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../../components/LanguageOptions';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../lib/feedback';

export default function SelectLanguage() {
  const { t } = useTranslation('my');
  return (
    <main className="page">
      <PageHeader title={t('titles:selectLanguage')} />
      <LanguageOptions
        onChange={(language) => toast(t('selectLanguage.saved', { lng: language }), { icon: 'success' })}
      />
    </main>
  );
}
