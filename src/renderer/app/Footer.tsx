import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FooterTab } from '../lib/routing';

const TABS: Array<{ tab: FooterTab; path: string; icon: string }> = [
  { tab: 'home', path: '/', icon: '⌂' },
  { tab: 'placeMap', path: '/placeMap', icon: '⌖' },
  { tab: 'travelPlan', path: '/travelPlan', icon: '✈' },
  { tab: 'pointShop', path: '/pointShop', icon: '🎁' },
  { tab: 'myFeed', path: '/myFeed', icon: '☺' },
];

export function Footer({ active }: { active: FooterTab }) {
  const { t } = useTranslation();
  return (
    <nav className="footer-tabs" aria-label={t('footer.label')}>
      {TABS.map(({ tab, path, icon }) => (
        <Link key={tab} href={path} className={tab === active ? 'footer-tab active' : 'footer-tab'} aria-current={tab === active ? 'page' : undefined}>
          <span className="footer-icon" aria-hidden="true">{icon}</span>
          <span>{t(`footer.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
