import type { SocialProvider } from '../../../shared/api/auth';
import { REWARDS, type AGE_GROUPS, type GENDERS, type NATIONALITIES } from '../../../shared/constants';
import { storage } from '../../lib/storage';

export type Nationality = (typeof NATIONALITIES)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type Gender = (typeof GENDERS)[number];
export interface Consents {
  privacy: boolean;
  terms: boolean;
  marketing: boolean;
}

/**
 * Everything a visitor answered before joining, kept in local storage so a reload (or a trip to
 * the provider's consent page) loses nothing. The password is kept only RSA-encrypted.
 */
export interface JoinDraft {
  country?: Nationality;
  themeIds?: number[];
  regionIds?: number[];
  ageGroup?: AgeGroup;
  gender?: Gender;
  email?: string;
  emailVerified?: boolean;
  password?: { password: string; keyId: string };
  codeSentAt?: number;
  codeExpiresAt?: number;
  nickname?: string;
  consents?: Consents;
  social?: { provider: SocialProvider; socialToken: string; email: string | null; name: string };
}

const KEY = 'joinDraft';

export const readDraft = (): JoinDraft => storage.readJson<JoinDraft>(KEY, {});
export function updateDraft(patch: Partial<JoinDraft>): JoinDraft {
  const next = { ...readDraft(), ...patch };
  storage.writeJson(KEY, next);
  return next;
}
export const clearDraft = () => storage.remove(KEY);

export type StepKey = 'language' | 'theme' | 'region' | 'age' | 'gender' | 'email' | 'nickname' | 'terms';

/** The onboarding and sign-up steps in order; each knows its screen and when it is done. */
export const STEPS: ReadonlyArray<{ key: StepKey; path: string; tutorial: boolean; done(d: JoinDraft): boolean }> = [
  {
    key: 'language',
    path: '/selectCountry',
    tutorial: true,
    done: (d) => storage.hasLanguage && d.country !== undefined,
  },
  { key: 'theme', path: '/selectTravelTheme', tutorial: true, done: (d) => (d.themeIds?.length ?? 0) > 0 },
  { key: 'region', path: '/selectRegion', tutorial: true, done: (d) => (d.regionIds?.length ?? 0) > 0 },
  { key: 'age', path: '/selectAgeGroup', tutorial: true, done: (d) => d.ageGroup !== undefined },
  { key: 'gender', path: '/selectGender', tutorial: true, done: (d) => d.gender !== undefined },
  {
    key: 'email',
    path: '/joinEmail',
    tutorial: false,
    done: (d) => d.social !== undefined || (d.emailVerified === true && !!d.email && !!d.password),
  },
  { key: 'nickname', path: '/selectNickname', tutorial: false, done: (d) => !!d.nickname },
  {
    key: 'terms',
    path: '/termsAndConditionsAgreement',
    tutorial: false,
    done: (d) => d.consents?.privacy === true && d.consents.terms === true,
  },
];

/** The steps before `step` (or all of them) that are not done yet. */
export function missingSteps(before?: StepKey, draft: JoinDraft = readDraft()) {
  const end = before ? STEPS.findIndex((s) => s.key === before) : STEPS.length;
  return STEPS.slice(0, end).filter((s) => !s.done(draft));
}

/** Where the visitor continues: the first tutorial step still open, else the first sign-up step. */
export function nextStepPath(draft: JoinDraft = readDraft()): string {
  const tutorialGap = STEPS.find((s) => s.tutorial && !s.done(draft));
  if (tutorialGap) return tutorialGap.path;
  if (!draft.social && !STEPS.find((s) => s.key === 'email')!.done(draft)) return '/login';
  return STEPS.find((s) => !s.done(draft))?.path ?? '/selectProfileImage';
}

export const tutorialComplete = (draft: JoinDraft = readDraft()) =>
  STEPS.filter((s) => s.tutorial).every((s) => s.done(draft));

/** The points the tutorial answers so far will bring at join (100 each). */
export const tutorialPoints = (draft: JoinDraft = readDraft()) =>
  STEPS.filter((s) => s.tutorial && s.key !== 'language' && s.done(draft)).length * REWARDS.tutorialAnswer;

/** The join's outcome, for /joinComplete only (one tab, one visit). */
const RESULT_KEY = 'tl_joinResult';
export const saveJoinResult = (nickname: string) => sessionStorage.setItem(RESULT_KEY, JSON.stringify({ nickname }));
export const clearJoinResult = () => sessionStorage.removeItem(RESULT_KEY);
export function readJoinResult(): { nickname: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(RESULT_KEY) ?? 'null') as { nickname: string } | null;
  } catch {
    return null;
  }
}
