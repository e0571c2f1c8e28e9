import { addDays, shiftMonth } from '../../shared/calendar';
import type { Language } from '../../shared/constants';

/**
 * The holiday-list call for one month as the date picker asks for it: Korea's holidays, and Japan's
 * too for a Japanese reader. One shape, so a trip pack saves the very answers the picker reads.
 */
export const monthHolidaysBody = (month: string, language: Language) => ({
  from: `${month}-01`,
  to: addDays(`${shiftMonth(month, 1)}-01`, -1),
  countries: language === 'ja' ? ['KR' as const, 'JP' as const] : ['KR' as const],
});
