/** Simple drawings for the introduction and the join screen (no emoji font is shipped). */
const PATHS = {
  share: (
    <>
      <rect x="14" y="24" width="52" height="38" rx="8" />
      <path d="M30 24l5-8h10l5 8" />
      <circle cx="40" cy="43" r="11" />
    </>
  ),
  plan: (
    <>
      <path d="M12 20l18-6 20 6 18-6v46l-18 6-20-6-18 6z" />
      <path d="M30 14v46M50 20v46" />
      <circle cx="58" cy="34" r="5" />
    </>
  ),
  points: (
    <>
      <rect x="14" y="32" width="52" height="32" rx="4" />
      <rect x="10" y="22" width="60" height="12" rx="3" />
      <path d="M40 22v42M40 22c-6-10-18-10-16-2 1 4 10 2 16 2zM40 22c6-10 18-10 16-2-1 4-10 2-16 2z" />
    </>
  ),
  welcome: (
    <>
      <path d="M40 10l8 17 18 2-13 12 4 18-17-9-17 9 4-18-13-12 18-2z" />
    </>
  ),
} as const;

export function Art({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <div className="intro-art" aria-hidden="true">
      <svg
        viewBox="0 0 80 80"
        width="88"
        height="88"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        {PATHS[kind]}
      </svg>
    </div>
  );
}
