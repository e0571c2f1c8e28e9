/** A simple drawing for the join screen's welcome (no emoji font is shipped). */
const PATHS = {
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
