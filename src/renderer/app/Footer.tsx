import { Gift, House, MapPin, Plane, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FooterTab } from '../lib/routing';

const TABS: Array<{ tab: FooterTab; path: string; icon: LucideIcon }> = [
  { tab: 'home', path: '/', icon: House },
  { tab: 'placeMap', path: '/placeMap', icon: MapPin },
  { tab: 'travelPlan', path: '/travelPlan', icon: Plane },
  { tab: 'pointShop', path: '/pointShop', icon: Gift },
  { tab: 'myFeed', path: '/myFeed', icon: UserRound },
];

export function Footer({ active }: { active: FooterTab }) {
  const { t } = useTranslation();
  return (
    <nav className="footer-tabs" id="main-menu" aria-label={t('footer.label')}>
      {TABS.map(({ tab, path, icon: Glyph }) => (
        <Link
          key={tab}
          href={path}
          className={tab === active ? 'footer-tab active' : 'footer-tab'}
          aria-current={tab === active ? 'page' : undefined}
        >
          <Glyph />
          <span>{t(`footer.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
