import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlanDetail } from '../../../shared/api/travel';
import { Button } from '../../components/Button';
import { toast } from '../../lib/feedback';
import { platform } from '../../lib/platform';
import { calendarFileName, planCalendar } from './calendar-file';

/**
 * "Add to calendar": the plan as an .ics file the phone's or computer's calendar opens. A kiosk
 * has no calendar of the visitor's to add to, so it offers none.
 */
export function CalendarExport({ plan }: { plan: PlanDetail }) {
  const { t } = useTranslation('travel');
  if (platform.kiosk) return null;
  const download = () => {
    const text = planCalendar(plan, (day) => t('dayLabel', { day }), Date.now());
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = calendarFileName(plan.title);
    link.click();
    // The click has handed the file over; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    toast(t('calendar.done'), { icon: 'success' });
  };
  return (
    <Button small onClick={download}>
      <CalendarPlus aria-hidden="true" />
      {t('calendar.export')}
    </Button>
  );
}
