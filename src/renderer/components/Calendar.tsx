import { IconButton } from './IconButton';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '../../shared/api/travel';
import { useLanguage } from '../lib/data';
import { longDate, monthGrid, monthTitle, shiftMonth, shortDate, weekdayNames } from '../lib/dates';
import './calendar.css';

interface CalendarProps {
  /** What is being chosen (the trip's start, a visit's day). */
  label: string;
  month: string;
  onMonth(month: string): void;
  /** The first day that may be picked; without it, any day (the tester console's clock goes back too). */
  today?: string;
  /** First and last day of the chosen trip, highlighted. */
  range: { start: string; end: string } | null;
  holidays: Holiday[];
  onPick(date: string): void;
}

/**
 * A month grid of buttons: days before `today` (the first that may be picked) are disabled, a
 * holiday is marked by a dot of its country's colour and named in full under the grid.
 */
export function Calendar({ label, month, onMonth, today, range, holidays, onPick }: CalendarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canGoBack = today === undefined || month > today.slice(0, 7);
  const monthHolidays = holidays.filter((h) => h.date.startsWith(month));
  return (
    <section className="calendar" aria-label={label}>
      <div className="calendar-head">
        <IconButton
          icon={ChevronLeft}
          label={t('calendar.prevMonth')}
          disabled={!canGoBack}
          onClick={() => onMonth(shiftMonth(month, -1))}
        />
        <h2 aria-live="polite">{monthTitle(month, language)}</h2>
        <IconButton icon={ChevronRight} label={t('calendar.nextMonth')} onClick={() => onMonth(shiftMonth(month, 1))} />
      </div>
      <div className="calendar-grid" role="group" aria-label={monthTitle(month, language)}>
        {weekdayNames(language).map((name, i) => (
          <span key={name} className={`calendar-weekday wd-${i}`} aria-hidden="true">
            {name}
          </span>
        ))}
        {monthGrid(month).map((date, i) => {
          if (!date) return <span key={`pad-${i}`} aria-hidden="true" />;
          const names = holidays.filter((h) => h.date === date);
          const inRange = range !== null && date >= range.start && date <= range.end;
          const edge = range !== null && (date === range.start || date === range.end);
          const label = [
            longDate(date, language),
            ...names.map((h) => `${t(h.country === 'KR' ? 'calendar.holidayKR' : 'calendar.holidayJP')} ${h.name}`),
          ].join(', ');
          return (
            <button
              key={date}
              type="button"
              className={[
                'calendar-day',
                `wd-${i % 7}`,
                names.length ? 'holiday' : '',
                inRange ? 'in-range' : '',
                edge ? 'edge' : '',
              ].join(' ')}
              disabled={today !== undefined && date < today}
              aria-pressed={date === range?.start}
              aria-label={label}
              title={names.map((h) => h.name).join(', ') || undefined}
              onClick={() => onPick(date)}
            >
              <span aria-hidden="true">{Number(date.slice(8))}</span>
              {names.length > 0 && (
                <span className="holiday-marks" aria-hidden="true">
                  {names.map((h) => (
                    <span key={h.country} className={`holiday-mark holiday-${h.country}`} />
                  ))}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {/* The names under the grid, whole: in a phone's day cell "기독탄신일" was cut to "기독탄…". */}
      {monthHolidays.length > 0 && (
        <ul className="calendar-holidays">
          {monthHolidays.map((h) => (
            <li key={`${h.date}-${h.country}`}>
              <span className={`holiday-mark holiday-${h.country}`} aria-hidden="true" />
              <span className="visually-hidden">
                {t(h.country === 'KR' ? 'calendar.holidayKR' : 'calendar.holidayJP')}
              </span>
              {shortDate(h.date, language)} {h.name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
