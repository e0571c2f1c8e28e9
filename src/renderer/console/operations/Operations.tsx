import { useTranslation } from 'react-i18next';
import { Section } from '../ui';
import { BannerDesk } from './BannerDesk';
import { MemberDesk } from './MemberDesk';
import { NoticeDesk } from './NoticeDesk';
import { OrderDesk } from './OrderDesk';
import { ProductDesk } from './ProductDesk';
import { ReportQueue } from './ReportQueue';

/** What the real service's operators do, through the admin API: every action lands in the audit tab. */
export function Operations() {
  const { t } = useTranslation();
  return (
    <Section id="operations" title={t('sections.operations')}>
      <ReportQueue />
      <OrderDesk />
      <MemberDesk />
      <NoticeDesk />
      <BannerDesk />
      <ProductDesk />
    </Section>
  );
}
