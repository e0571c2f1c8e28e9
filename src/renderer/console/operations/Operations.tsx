import { useTranslation } from 'react-i18next';
import { Section } from '../ui';
import { BannerDesk } from './BannerDesk';
import { MemberDesk } from './MemberDesk';
import { NoticeDesk } from './NoticeDesk';
import { OrderDesk } from './OrderDesk';
import { ProductDesk } from './ProductDesk';
import { ReportQueue } from './ReportQueue';

const DESKS = ['reports', 'orders', 'members', 'notices', 'banners', 'products'] as const;

const jumpTo = (id: string) => {
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
};

/** What the real service's operators do, through the admin API: every action lands in the audit tab. */
export function Operations() {
  const { t } = useTranslation();
  return (
    <Section id="operations" title={t('sections.operations')}>
      {/* Buttons, not links: the address's hash names the tab, so a jump inside it must not change it. */}
      <ul className="jumps" aria-label={t('ops.jump')}>
        {DESKS.map((desk) => (
          <li key={desk}>
            <button type="button" className="link" onClick={() => jumpTo(`ops-${desk}`)}>
              {t(`ops.${desk}.title`)}
            </button>
          </li>
        ))}
      </ul>
      <ReportQueue />
      <OrderDesk />
      <MemberDesk />
      <NoticeDesk />
      <BannerDesk />
      <ProductDesk />
    </Section>
  );
}
