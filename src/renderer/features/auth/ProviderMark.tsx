import { siApple, siGoogle } from 'simple-icons';
import type { SocialProvider } from '../../../shared/constants';

/*
 * The providers' marks from simple-icons, each imported by name so only these two paths are bundled.
 * simple-icons draws Google's G in one colour; its brand guidelines want the four-colour G on a light
 * button, so the one path clips four quarter-fans of Google's colours around its centre.
 */

/** A fan from the G's centre between two angles (degrees, clockwise from east), wide enough to cover it. */
function fan(from: number, to: number): string {
  const corners = [from, (from + to) / 2, to].map((deg) => {
    const rad = (deg * Math.PI) / 180;
    return `${(12 + 24 * Math.cos(rad)).toFixed(2)},${(12 + 24 * Math.sin(rad)).toFixed(2)}`;
  });
  return `12,12 ${corners.join(' ')}`;
}

/** Google's colours as they sit on its G: blue bar and lower right, green below, yellow left, red above. */
const GOOGLE_FANS = [
  { colour: '#4285F4', points: fan(-25, 45) },
  { colour: '#34A853', points: fan(45, 150) },
  { colour: '#FBBC05', points: fan(150, 210) },
  { colour: '#EA4335', points: fan(210, 335) },
];

export function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'apple')
    return (
      <svg className="provider-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={siApple.path} fill="currentColor" />
      </svg>
    );
  return (
    <svg className="provider-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <clipPath id="google-g">
        <path d={siGoogle.path} />
      </clipPath>
      <g clipPath="url(#google-g)">
        {GOOGLE_FANS.map((f) => (
          <polygon key={f.colour} points={f.points} fill={f.colour} />
        ))}
      </g>
    </svg>
  );
}
