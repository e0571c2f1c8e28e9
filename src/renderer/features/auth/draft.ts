import {
  array,
  boolean,
  integer,
  nullable,
  number,
  object,
  partial,
  picklist,
  pipe,
  string,
  type InferOutput,
} from 'valibot';
import { AGE_GROUPS, GENDERS, NATIONALITIES, REWARDS, SOCIAL_PROVIDERS } from '../../../shared/constants';
import { savedState } from '../../lib/saved-state';
import { checked, storage } from '../../lib/storage';

/**
 * Everything a visitor answered before joining, kept in local storage so a reload (or a trip to
 * the provider's consent page) loses nothing. The password is kept only RSA-encrypted.
 */
const joinDraft = partial(
  object({
    country: picklist(NATIONALITIES),
    themeIds: array(pipe(number(), integer())),
    regionIds: array(pipe(number(), integer())),
    ageGroup: picklist(AGE_GROUPS),
    gender: picklist(GENDERS),
    email: string(),
    emailVerified: boolean(),
    password: object({ password: string(), keyId: string() }),
    codeSentAt: number(),
    codeExpiresAt: number(),
    nickname: string(),
    consents: object({ privacy: boolean(), terms: boolean(), marketing: boolean() }),
    social: object({
      provider: picklist(SOCIAL_PROVIDERS),
      socialToken: string(),
      email: nullable(string()),
      name: string(),
    }),
  }),
);
export type JoinDraft = InferOutput<typeof joinDraft>;
export type Consents = NonNullable<JoinDraft['consents']>;
export type Nationality = NonNullable<JoinDraft['country']>;

const saved = savedState('joinDraft', 1, joinDraft);

export const readDraft = (): JoinDraft => saved.read() ?? {};
export function updateDraft(patch: Partial<JoinDraft>): JoinDraft {
  const next = { ...readDraft(), ...patch };
  saved.write(next);
  return next;
}
export const clearDraft = saved.clear;

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
const joinResult = object({ nickname: string() });
export function readJoinResult(): { nickname: string } | null {
  try {
    return checked(joinResult, JSON.parse(sessionStorage.getItem(RESULT_KEY) ?? 'null')) ?? null;
  } catch {
    return null;
  }
}
