/** Business constants of spec.md section 9; the server and the client read them from here. */
export const LIMITS = {
  likesPerPost: 10,
  feedTitle: 200,
  feedContents: 2000,
  comment: 2000,
  report: 1000,
  memo: 1000,
  imagesPerPost: 10,
  imageBytes: 5 * 1024 * 1024,
  passwordMin: 6,
  passwordMax: 12,
  nicknameMin: 3,
  nicknameMax: 6,
  verificationCode: 6,
} as const;

export const REWARDS = {
  tutorialAnswer: 100,
  joinBonus: 5000,
  firstPost: 5000,
  comment: 100,
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

export const STORAGE_KEYS = {
  access: 'access',
  language: 'tl_lang',
  firstVisitDate: 'firstVisitDate',
  lastLoginDate: 'lastLoginDate',
} as const;

export const AGE_GROUPS = ['10s', '20s', '30s', '40s', 'over50s'] as const;
export const GENDERS = ['female', 'male', 'unknown'] as const;
export const NATIONALITIES = ['KR', 'JP'] as const;
export const REGION_CODES = ['seoul', 'gangwon', 'gyeonggi', 'chungcheong', 'gyeongsang', 'jeolla', 'busan', 'jeju'] as const;
export const MISSIONS = ['writeFeed', 'writeComment', 'setBookmark', 'applaud'] as const;
export type Mission = (typeof MISSIONS)[number];
