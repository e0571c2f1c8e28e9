import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Directions } from '../../components/Directions';
import { estimateLeg, type Stop } from '../../lib/directions';
import { SEPARATOR } from '../../lib/separators';

/** Metres to the tens under a kilometre, kilometres to one decimal above: as rough as the estimate. */
const distanceLabel = (meters: number) =>
  meters < 1_000 ? `${Math.max(10, Math.round(meters / 10) * 10)} m` : `${(meters / 1_000).toFixed(1)} km`;

/** The way from one located step of a day to the next: how far, roughly how long, and the map apps' routes. */
export function DayLeg({ from, to }: { from: Stop; to: Stop }) {
  const { t } = useTranslation('travel');
  const leg = estimateLeg(from, to);
  return (
    <div className="day-leg">
      <p className="day-leg-estimate">
        <span>{t('leg.next', { name: to.name })}</span>
        <span>
          {t('leg.distance', { distance: distanceLabel(leg.meters) })}
          {SEPARATOR}
          {t(`leg.${leg.mode}`, { minutes: leg.minutes })}
        </span>
        <Badge tone="neutral">{t('leg.estimate')}</Badge>
      </p>
      <Directions from={from} to={to} label={t('leg.directions', { from: from.name, to: to.name })} />
    </div>
  );
}

/** For each step, the next step of the day with a location (null when none follows). */
export function nextStops<T>(steps: readonly T[], stopOf: (step: T) => Stop | null): Array<Stop | null> {
  return steps.map((_, index) => {
    for (const later of steps.slice(index + 1)) {
      const stop = stopOf(later);
      if (stop) return stop;
    }
    return null;
  });
}
