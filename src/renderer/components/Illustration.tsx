import type { ReactElement } from 'react';

/*
 * The empty states' pictures: small inline drawings in the tokens' colours, shapes only (no text,
 * so nothing in them depends on a font), hidden from screen readers: the sentence beside says it all.
 */

export type Picture = 'posts' | 'saved' | 'list' | 'gift' | 'search' | 'trip' | 'notice' | 'talk';

const PAPER = 'var(--card)';
const SOFT = 'var(--brand-soft)';
const LINE = 'var(--line-strong)';
const BRAND = 'var(--brand)';

/** The ground every picture stands on: a soft disc with a shadow line. */
const Ground = () => (
  <>
    <circle cx="60" cy="52" r="44" fill={SOFT} />
    <ellipse cx="60" cy="100" rx="34" ry="4" fill={LINE} opacity="0.5" />
  </>
);

const DRAWINGS: Record<Picture, ReactElement> = {
  posts: (
    <>
      <rect
        x="30"
        y="28"
        width="52"
        height="60"
        rx="8"
        fill={PAPER}
        stroke={LINE}
        strokeWidth="2"
        transform="rotate(-8 56 58)"
      />
      <rect x="40" y="22" width="52" height="60" rx="8" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <rect x="46" y="28" width="40" height="26" rx="4" fill={SOFT} />
      <path d="M48 52l10-12 8 8 6-6 12 10z" fill={BRAND} opacity="0.7" />
      <rect x="46" y="60" width="32" height="4" rx="2" fill={LINE} />
      <rect x="46" y="68" width="22" height="4" rx="2" fill={LINE} />
    </>
  ),
  saved: (
    <>
      <rect x="34" y="20" width="52" height="68" rx="8" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <path d="M50 20h20v34l-10-8-10 8z" fill={BRAND} />
      <rect x="42" y="62" width="36" height="4" rx="2" fill={LINE} />
      <rect x="42" y="72" width="24" height="4" rx="2" fill={LINE} />
    </>
  ),
  list: (
    <>
      <rect x="34" y="18" width="52" height="72" rx="8" fill={PAPER} stroke={LINE} strokeWidth="2" />
      {[32, 48, 64].map((y) => (
        <g key={y}>
          <circle cx="46" cy={y} r="4" fill={BRAND} opacity="0.6" />
          <rect x="56" y={y - 2} width="22" height="4" rx="2" fill={LINE} />
        </g>
      ))}
    </>
  ),
  gift: (
    <>
      <rect x="32" y="46" width="56" height="42" rx="6" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <rect x="28" y="34" width="64" height="16" rx="4" fill={BRAND} opacity="0.85" />
      <rect x="56" y="34" width="8" height="54" fill={BRAND} />
      <path d="M60 34c-6-12-20-12-18-2 1 4 10 4 18 2zM60 34c6-12 20-12 18-2-1 4-10 4-18 2z" fill={BRAND} />
    </>
  ),
  search: (
    <>
      <circle cx="54" cy="48" r="22" fill={PAPER} stroke={LINE} strokeWidth="4" />
      <circle cx="54" cy="48" r="12" fill={SOFT} />
      <rect x="70" y="64" width="10" height="26" rx="5" fill={BRAND} transform="rotate(-45 75 77)" />
    </>
  ),
  trip: (
    <>
      <rect x="32" y="36" width="56" height="50" rx="8" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <path d="M50 36v-8a4 4 0 014-4h12a4 4 0 014 4v8" fill="none" stroke={LINE} strokeWidth="4" />
      <rect x="32" y="52" width="56" height="6" fill={BRAND} opacity="0.8" />
      <circle cx="44" cy="90" r="4" fill={LINE} />
      <circle cx="76" cy="90" r="4" fill={LINE} />
    </>
  ),
  talk: (
    <>
      <path
        d="M28 30h44a6 6 0 016 6v24a6 6 0 01-6 6H46l-12 10v-10h-6a6 6 0 01-6-6V36a6 6 0 016-6z"
        fill={PAPER}
        stroke={LINE}
        strokeWidth="2"
      />
      <path
        d="M58 52h30a6 6 0 016 6v18a6 6 0 01-6 6h-4v8l-10-8H58a6 6 0 01-6-6V58a6 6 0 016-6z"
        fill={BRAND}
        opacity="0.85"
      />
      <rect x="34" y="42" width="30" height="4" rx="2" fill={LINE} />
      <rect x="34" y="50" width="18" height="4" rx="2" fill={LINE} />
    </>
  ),
  notice: (
    <>
      <path d="M36 46h10l26-16v52L46 66H36a4 4 0 01-4-4V50a4 4 0 014-4z" fill={PAPER} stroke={LINE} strokeWidth="2" />
      <path d="M46 46v20" stroke={LINE} strokeWidth="2" />
      <path d="M80 44c6 4 6 16 0 20" fill="none" stroke={BRAND} strokeWidth="4" strokeLinecap="round" />
      <rect x="40" y="66" width="8" height="18" rx="3" fill={BRAND} opacity="0.7" />
    </>
  ),
};

export function Illustration({ picture }: { picture: Picture }) {
  return (
    <svg className="illustration" viewBox="0 0 120 108" width="120" height="108" aria-hidden="true" focusable="false">
      <Ground />
      {DRAWINGS[picture]}
    </svg>
  );
}
