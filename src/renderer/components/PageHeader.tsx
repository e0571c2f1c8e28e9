import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './IconButton';
import { Phrases } from './Phrases';
import { useTranslation } from 'react-i18next';

/** The top bar of a screen: an optional back button, the title as the page's h1, and actions. */
export function PageHeader({ title, back = true, actions }: { title: string; back?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className={back ? 'page-header' : 'page-header no-back'}>
      {back && <IconButton icon={ChevronLeft} label={t('actions.back')} onClick={() => history.back()} />}
      <h1>
        <Phrases>{title}</Phrases>
      </h1>
      <div className="page-header-actions">{actions}</div>
    </header>
  );
}
