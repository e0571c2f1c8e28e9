import { CalendarDays, Languages, Megaphone, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageOptions } from '../../components/LanguageOptions';
import { PageHeader } from '../../components/PageHeader';
import { toast } from '../../lib/feedback';

/** What a change of language changes, so the choice is made knowing it (and the screen is not empty). */
const EFFECTS = [
  { key: 'screens', Icon: Languages },
  { key: 'posts', Icon: PenLine },
  { key: 'notices', Icon: Megaphone },
  { key: 'dates', Icon: CalendarDays },
] as const;

export default function SelectLanguage() {
  const { t } = useTranslation('my');
  return (
    <main className="page">
      <PageHeader title={t('titles:selectLanguage')} />
      <LanguageOptions
        onChange={(language) => toast(t('selectLanguage.saved', { lng: language }), { icon: 'success' })}
      />
      <section className="language-effects" aria-labelledby="language-effects-title">
        <h2 id="language-effects-title" className="section-title">
          {t('selectLanguage.effectsTitle')}
        </h2>
        <ul>
          {EFFECTS.map(({ key, Icon }) => (
            <li key={key}>
              <Icon size={20} />
              <div>
                <strong>{t(`selectLanguage.effects.${key}.title`)}</strong>
                <p>{t(`selectLanguage.effects.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
