import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRegions, users, userThemes } from '../../db/schema';
import type { Api } from '../../src/shared/api';
import type { ParsedRequestOf } from '../../src/shared/endpoint';
import type { Language, NATIONALITIES } from '../../src/shared/constants';
import { normalizeNickname, nicknameProblem } from '../../src/shared/nickname';
import { FIELD_MESSAGES } from '../../src/shared/validation-messages';
import { fail } from '../lib/errors';
import { readUpload, releaseImages, storeImage } from './images';
import { revokeUser } from './session';

type ProfileInput = ParsedRequestOf<Api['user']['saveUserInfo']>;

export function userInfo(db: Db, userId: number) {
  const u = db.select().from(users).where(eq(users.id, userId)).get() ?? fail('NOT_FOUND');
  const themeIds = db
    .select({ id: userThemes.themeId })
    .from(userThemes)
    .where(eq(userThemes.userId, userId))
    .all()
    .map((r) => r.id);
  const regionIds = db
    .select({ id: userRegions.regionId })
    .from(userRegions)
    .where(eq(userRegions.userId, userId))
    .all()
    .map((r) => r.id);
  return {
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    signupPath: u.signupPath,
    profileImage: u.profileImage,
    instagram: u.instagram,
    themeIds: themeIds.sort((a, b) => a - b),
    regionIds: regionIds.sort((a, b) => a - b),
    ageGroup: u.ageGroup,
    gender: u.gender,
    language: u.language,
    nationality: u.nationality,
    consents: { privacy: u.consentPrivacy, terms: u.consentTerms, marketing: u.consentMarketing },
  };
}

/** An Instagram address is kept as the bare handle, whichever form the user typed. */
export const instagramHandle = (value: string) =>
  value
    .trim()
    .replace(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\//, '')
    .replace(/^@/, '')
    .replace(/\/$/, '');

/**
 * The nickname rule of check-nickname, join and save-user-info: the name in its normalized form,
 * or VALIDATION (length, characters: nothing hidden, so no name can pass for another by an
 * invisible difference) or NICKNAME_TAKEN (another member's; `ownerId` may keep their own).
 */
export function usableNickname(db: Db, lang: Language, raw: string, ownerId?: number): string {
  const nickname = normalizeNickname(raw);
  const problem = nicknameProblem(nickname);
  if (problem) fail('VALIDATION', FIELD_MESSAGES[lang][problem]);
  const holder = db.select({ id: users.id }).from(users).where(eq(users.nickname, nickname)).get();
  if (holder && holder.id !== ownerId) fail('NICKNAME_TAKEN');
  return nickname;
}

/** Saves the profile and its theme and region choices together; the nickname follows the one rule. */
export function saveUserInfo(db: Db, lang: Language, userId: number, input: ProfileInput) {
  db.transaction((tx) => {
    const nickname = usableNickname(tx, lang, input.nickname, userId);
    tx.update(users)
      .set({
        nickname,
        instagram: input.instagram ? instagramHandle(input.instagram) : null,
        ageGroup: input.ageGroup,
        gender: input.gender,
      })
      .where(eq(users.id, userId))
      .run();
    tx.delete(userThemes).where(eq(userThemes.userId, userId)).run();
    tx.delete(userRegions).where(eq(userRegions.userId, userId)).run();
    const themeIds = [...new Set(input.themeIds)];
    const regionIds = [...new Set(input.regionIds)];
    try {
      if (themeIds.length)
        tx.insert(userThemes)
          .values(themeIds.map((themeId) => ({ userId, themeId })))
          .run();
      if (regionIds.length)
        tx.insert(userRegions)
          .values(regionIds.map((regionId) => ({ userId, regionId })))
          .run();
    } catch {
      // An unknown theme or region id breaks its foreign key: the user sent a stale choice.
      fail('VALIDATION');
    }
  });
  return userInfo(db, userId);
}

/** Only a picture sent now or one this server holds; the one it replaces is freed when unused. */
export async function setProfileImage(db: Db, userId: number, image: string | null, lang: Language, now: number) {
  const upload = image === null ? null : await readUpload(db, image, lang);
  return db.transaction((tx) => {
    const previous = tx.select({ url: users.profileImage }).from(users).where(eq(users.id, userId)).get()?.url ?? null;
    const url = upload === null ? null : storeImage(tx, upload, now, userId);
    tx.update(users).set({ profileImage: url }).where(eq(users.id, userId)).run();
    if (previous !== null && previous !== url) releaseImages(tx, [previous], userId);
    return { profileImage: url };
  });
}

export function saveNationality(db: Db, userId: number, nationality: (typeof NATIONALITIES)[number]) {
  db.update(users).set({ nationality }).where(eq(users.id, userId)).run();
  return { nationality };
}

export function saveMarketingAgree(db: Db, userId: number, agree: boolean) {
  db.update(users).set({ consentMarketing: agree }).where(eq(users.id, userId)).run();
  return { marketing: agree };
}

/** The member leaves: marked withdrawn, and every sign-in of theirs ends in the same transaction. */
export function withdraw(db: Db, userId: number, now: number): void {
  db.transaction((tx) => {
    tx.update(users).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(users.id, userId)).run();
    revokeUser(tx, userId, now);
  });
}
