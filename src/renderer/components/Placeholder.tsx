import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** A screen whose capability has not landed yet: titled, so navigation and guards can be tested. */
export function Placeholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t(title, { ns: 'titles' })} />
      <p className="state state-empty">{t('states.comingSoon')}</p>
    </main>
  );
}

export const placeholderFor = (title: string) => () => <Placeholder title={title} />;
