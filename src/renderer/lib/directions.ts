/**
 * Directions handed to the map apps visitors use in Korea (decision 133). Google Maps gives no
 * walking or transit route in Korea, so Naver Map and KakaoMap come first; every link is a public
 * web address, which a phone with the app installed opens in the app.
 */

/** A stop with a location: a place, or the place a step of a day plan goes to. */
export interface Stop {
  name: string;
  lat: number;
  lng: number;
}

export interface DirectionLinks {
  naver: string;
  kakao: string;
  googleTransit: string;
  googleWalking: string;
}

/** Web Mercator (EPSG:3857) metres, the coordinates of Naver Map's web directions path. */
const MERCATOR_HALF_WORLD = 20_037_508.34;
const mercator = ({ lat, lng }: Stop) => ({
  x: (lng * MERCATOR_HALF_WORLD) / 180,
  y: (Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) * MERCATOR_HALF_WORLD) / Math.PI,
});

/** A name as one path segment: both apps split a segment at commas, so a comma in a name becomes a space. */
const segmentName = (name: string) => encodeURIComponent(name.replace(/,/g, ' ').replace(/\s+/g, ' ').trim());

const naverPoint = (stop: Stop) => {
  const { x, y } = mercator(stop);
  return `${x.toFixed(7)},${y.toFixed(7)},${segmentName(stop.name)}`;
};
const kakaoPoint = (stop: Stop) => `${segmentName(stop.name)},${stop.lat},${stop.lng}`;
const googlePoint = ({ lat, lng }: Stop) => `${lat},${lng}`;

/**
 * Links to the route to `to`, from `from` when given (otherwise the app starts where the phone is).
 * Transit is every app's mode: a visitor without a car rides the subway.
 */
export function directionLinks(to: Stop, from?: Stop): DirectionLinks {
  const google = (mode: 'transit' | 'walking') => {
    const query = new URLSearchParams({ api: '1', destination: googlePoint(to), travelmode: mode });
    if (from) query.set('origin', googlePoint(from));
    return `https://www.google.com/maps/dir/?${query.toString()}`;
  };
  return {
    naver: `https://map.naver.com/p/directions/${from ? naverPoint(from) : '-'}/${naverPoint(to)}/-/transit`,
    kakao: from
      ? `https://map.kakao.com/link/from/${kakaoPoint(from)}/to/${kakaoPoint(to)}`
      : `https://map.kakao.com/link/to/${kakaoPoint(to)}`,
    googleTransit: google('transit'),
    googleWalking: google('walking'),
  };
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The straight-line (great-circle) distance in metres. */
export function distanceMeters(a: Stop, b: Stop): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Streets are longer than the straight line; 1.3 is the usual factor for a city grid. */
const DETOUR = 1.3;
const WALK_M_PER_MIN = 4_500 / 60;
/** The subway and buses door to door, with the walk to the station and the wait. */
const TRANSIT_M_PER_MIN = 25_000 / 60;
const TRANSIT_ACCESS_MIN = 10;
/** Up to this far a visitor walks; beyond it the estimate is by transit. */
export const WALKING_LIMIT_M = 1_500;

export interface LegEstimate {
  meters: number;
  mode: 'walking' | 'transit';
  /** Rounded up to 5 minutes: a rough figure should not look exact. */
  minutes: number;
}

const roughMinutes = (minutes: number) => Math.max(5, Math.ceil(minutes / 5) * 5);

/** A rough time between two stops, by foot when near, by transit otherwise. */
export function estimateLeg(from: Stop, to: Stop): LegEstimate {
  const meters = distanceMeters(from, to);
  const street = meters * DETOUR;
  return meters <= WALKING_LIMIT_M
    ? { meters, mode: 'walking', minutes: roughMinutes(street / WALK_M_PER_MIN) }
    : { meters, mode: 'transit', minutes: roughMinutes(TRANSIT_ACCESS_MIN + street / TRANSIT_M_PER_MIN) };
}
