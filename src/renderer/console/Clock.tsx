import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockState } from '../../shared/control';
import { useConsoleAction } from './action';
import { useServerClock } from './clock';
import { confirmAction } from './Confirm';
import { controlClient } from './control';
import { DateTimeField } from './DateTimeField';
import { formatTime, Section, toLocalInput } from './ui';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A jump forward: by a fixed span, or to the same time a calendar month later. */
const JUMPS = [
  { key: 'plusHour', to: (now: number) => now + HOUR },
  { key: 'plusDay', to: (now: number) => now + DAY },
  { key: 'plusWeek', to: (now: number) => now + 7 * DAY },
  {
    key: 'plusMonth',
    to: (now: number) => {
      const date = new Date(now);
      date.setMonth(date.getMonth() + 1);
      return date.getTime();
    },
  },
] as const;

/** How many sign-ins a jump of this length ends: none, those not kept, or every one. */
const sessionsEnded = (jumpMs: number, sessions: ClockState['sessions']) =>
  jumpMs >= sessions.keptMs ? 'all' : jumpMs >= sessions.unkeptMs ? 'unkept' : 'none';

/** The server's fake clock: ticking, set to a moment, moved by a day, a week or a month. */
export function Clock() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const { clock, now } = useServerClock();
  const [when, setWhen] = useState('');
  const sessions = clock.data?.sessions;

  const setClock = (body: Parameters<typeof controlClient.clock.set>[0]) =>
    act(
      () => controlClient.clock.set(body),
      (c) => t('clock.set', { when: formatTime(c.now, i18n.language) }),
    );
  /** Any move forward that ends every sign-in is asked about first: the app will ask to sign in again. */
  const moveTo = async (target: number) => {
    if (now !== undefined && sessions && sessionsEnded(target - now, sessions) === 'all') {
      const go = await confirmAction({
        title: t('clock.confirmTitle'),
        detail: t('clock.endsAll', { days: Math.round(sessions.keptMs / DAY) }),
        action: t('clock.jump'),
      });
      if (go === null) return;
    }
    await setClock({ now: new Date(target).toISOString() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (when) void moveTo(new Date(when).getTime());
  };

  return (
    <Section id="clock" title={t('sections.clock')}>
      <p className="clock-now">
        {t('data.now')}:{' '}
        <time aria-label={t('data.clock')}>{now === undefined ? t('loading') : formatTime(now, i18n.language)}</time>
      </p>
      <div className="inline-form" role="group" aria-label={t('clock.jumps')}>
        {JUMPS.map(({ key, to }) => {
          const ends = now !== undefined && sessions ? sessionsEnded(to(now) - now, sessions) : 'none';
          return (
            <button
              key={key}
              type="button"
              className={ends === 'all' ? 'danger' : undefined}
              aria-describedby={ends === 'none' ? undefined : 'clock-sessions'}
              disabled={now === undefined}
              onClick={() => now !== undefined && void moveTo(to(now))}
            >
              {t(`data.${key}`)}
            </button>
          );
        })}
        <button
          type="button"
          onClick={() => {
            setWhen('');
            void setClock({ now: null });
          }}
        >
          {t('data.realTime')}
        </button>
      </div>
      {sessions && (
        <p id="clock-sessions" className="warning">
          {t('clock.sessions', {
            hours: Math.round(sessions.unkeptMs / HOUR),
            days: Math.round(sessions.keptMs / DAY),
          })}
        </p>
      )}
      <form className="inline-form" onSubmit={submit}>
        <DateTimeField
          id="clock-when"
          label={t('data.when')}
          value={when || (clock.data ? toLocalInput(clock.data.now) : '')}
          onChange={setWhen}
        />
        <button type="submit">{t('data.setClock')}</button>
      </form>
    </Section>
  );
}
