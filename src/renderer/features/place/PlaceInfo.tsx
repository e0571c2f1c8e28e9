import { useTranslation } from 'react-i18next';
import type { OpenStatus, PlaceDetail } from '../../../shared/api/place';
import { Badge } from '../../components/Badge';
import { Directions } from '../../components/Directions';
import { ListRow } from '../../components/ListRow';
import { useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { joinedAtDots } from '../../lib/separators';

const STATUS_TONE: Record<OpenStatus, 'ok' | 'brand' | 'neutral'> = {
  open: 'ok',
  break: 'brand',
  closed: 'neutral',
  dayOff: 'neutral',
};

/** Basic info, hours, menus and pictures: what both the sheet and the public share page show. */
export function PlaceInfo({ place }: { place: PlaceDetail }) {
  const { t } = useTranslation('place');
  const language = useLanguage();
  const weekdays = t('detail.weekdays', { returnObjects: true }) as string[];
  const hours = place.openTime && place.closeTime ? `${place.openTime} – ${place.closeTime}` : t('detail.allDay');
  return (
    <div className="place-info">
      <p className="open-status">
        <Badge tone={STATUS_TONE[place.openStatus]}>{t(`detail.status.${place.openStatus}`)}</Badge>
      </p>
      {place.images.length > 0 && (
        // Focusable so a keyboard can scroll the strip sideways.
        <ul className="place-pictures" aria-label={t('detail.pictures')} tabIndex={0}>
          {place.images.map((src, i) => (
            <li key={src}>
              <img src={src} alt={t('detail.pictureAlt', { name: place.name, index: i + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <p>{joinedAtDots(place.info)}</p>
      <h3>{t('detail.info')}</h3>
      <dl className="place-facts">
        <dt>{t('detail.address')}</dt>
        <dd>{place.address}</dd>
        {place.address !== place.addressKo && (
          <>
            <dt>{t('detail.addressKo')}</dt>
            <dd lang="ko">{place.addressKo}</dd>
          </>
        )}
        {place.phone && (
          <>
            <dt>{t('detail.phone')}</dt>
            <dd>
              <a href={`tel:${place.phone}`}>{place.phone}</a>
            </dd>
          </>
        )}
        <dt>{t('detail.hours')}</dt>
        <dd>{hours}</dd>
        {place.breakStart && place.breakEnd && (
          <>
            <dt>{t('detail.breakTime')}</dt>
            <dd>
              {place.breakStart} – {place.breakEnd}
            </dd>
          </>
        )}
        <dt>{t('detail.closedDays')}</dt>
        <dd>
          {place.closedDays.length > 0 ? place.closedDays.map((d) => weekdays[d]).join(', ') : t('detail.noClosedDays')}
        </dd>
      </dl>
      <h3>{t('detail.directionsTitle')}</h3>
      <Directions to={place} label={t('detail.directions', { name: place.name })} />
      <h3>{t('detail.menu')}</h3>
      {place.menus.length > 0 ? (
        <ul className="list">
          {place.menus.map((m) => (
            <li key={m.id}>
              <ListRow
                title={m.name}
                trailing={<span>{t('detail.price', { price: formatNumber(m.price, language) })}</span>}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('detail.noMenu')}</p>
      )}
    </div>
  );
}
