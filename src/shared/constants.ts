/** The product's business constants (points, limits, rewards); the server and the client read them from here. */
export const LIMITS = {
  likesPerPost: 10,
  feedTitle: 200,
  feedContents: 2000,
  comment: 2000,
  report: 1000,
  memo: 1000,
  imagesPerPost: 10,
  imageBytes: 5 * 1024 * 1024,
  /** Bytes of pictures one member's uploads may keep stored (posts and profile; freed when unused). */
  pictureStorageBytes: 100 * 1024 * 1024,
  passwordMin: 6,
  passwordMax: 12,
  nicknameMin: 3,
  nicknameMax: 6,
  verificationCode: 6,
} as const;

/** The mock sign-in providers. */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The feed's two lists. */
export const FEED_TABS = ['recommended', 'latest'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** A trip is at most this many nights; the calendar and the server agree on it. */
export const MAX_PLAN_NIGHTS = 14;

export const REWARDS = {
  tutorialAnswer: 100,
  joinBonus: 5000,
  firstPost: 5000,
  comment: 100,
  /** Comments (posts and places together) credited per member and Seoul day; later ones earn nothing. */
  commentsPerDay: 5,
} as const;

export const TIMING = {
  toastMs: 3000,
  loadingHideDelayMs: 300,
  deliveryBusinessDays: [7, 14] as const,
} as const;

export const LANGUAGES = ['ko', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ko';
export const FALLBACK_LANGUAGE: Language = 'ja';

/**
 * A cookie that says only that a member is signed in in this browser (the token itself stays in
 * local storage): the server then names the feed's first banner picture in the page at `/`, which
 * a visitor, sent on to sign in, would download for nothing. Never a credential.
 */
export const MEMBER_HINT_COOKIE = 'tl_member';

export const STORAGE_KEYS = {
  access: 'access',
  language: 'tl_lang',
  firstVisitDate: 'firstVisitDate',
  lastLoginDate: 'lastLoginDate',
} as const;

export const AGE_GROUPS = ['10s', '20s', '30s', '40s', 'over50s'] as const;
export const GENDERS = ['female', 'male', 'unknown'] as const;
export const NATIONALITIES = ['KR', 'JP'] as const;
export const MISSIONS = ['writeFeed', 'writeComment', 'setBookmark', 'applaud'] as const;
export type Mission = (typeof MISSIONS)[number];
/**
 * The monthly mission is met when every activity reached its target in the current Seoul month;
 * that moment credits MISSION_REWARD once and opens point exchange until the month ends.
 */
export const MISSION_TARGETS: Record<Mission, number> = { writeFeed: 1, writeComment: 3, setBookmark: 3, applaud: 5 };
export const MISSION_REWARD = 1000;
/** The daily attendance draw: prizes and their relative weights. */
export const ATTENDANCE_PRIZES = [
  { points: 10, weight: 35 },
  { points: 50, weight: 30 },
  { points: 100, weight: 20 },
  { points: 300, weight: 10 },
  { points: 500, weight: 4 },
  { points: 1000, weight: 1 },
] as const;
