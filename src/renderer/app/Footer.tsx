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

/**
 * The main menu: tabs at a phone's foot, a side menu from 1024 px. `inSection`: the screen is a
 * detail inside the `active` entry (a post, a product), so the menu shows only beside it when wide,
 * and marks the entry as where the reader is, not as this very page.
 */
export function Footer({ active, inSection = false }: { active: FooterTab; inSection?: boolean }) {
  const { t } = useTranslation();
  const current = inSection ? 'location' : 'page';
  return (
    <nav className={inSection ? 'footer-tabs wide-only' : 'footer-tabs'} id="main-menu" aria-label={t('footer.label')}>
      {TABS.map(({ tab, path, icon: Glyph }) => (
        <Link
          key={tab}
          href={path}
          className={tab === active ? 'footer-tab active' : 'footer-tab'}
          aria-current={tab === active ? current : undefined}
        >
          <Glyph />
          <span>{t(`footer.${tab}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
