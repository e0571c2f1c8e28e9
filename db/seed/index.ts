import type { Store } from '../client';
import * as t from '../schema';
import { changePoints } from '../../mock-server/services/points';
import { hashPasswordSync, SCRYPT_PARAMS, type ScryptParams } from '../../mock-server/services/passwords';
import { REWARDS } from '../../src/shared/constants';
import {
  seedBanners,
  seedNotices,
  seedPlaces,
  seedPosts,
  seedProducts,
  seedRegions,
  seedThemes,
  seedUsers,
} from './data';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { SEEDED_PASSWORD_HASH } from './password-hash';
import { giftPicture } from './drawings';
import { insertSeedPlace } from './rows';
import { seedDemoMonth, seedFeedActivity } from './feed';
import { bannerPhoto, photoUrl } from './photos';
import { postPhotos } from './post-photos';
import { seedPlaceActivity } from './place';
import { seedTravel } from './travel';
import { seedPoints } from './points';

export { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 24 * 60 * 60 * 1000;
/**
 * Every seeded member has the published demo password, hashed once. At today's cost the hash is
 * shipped (scripts/seed-password-hash.ts), so seeding stays fast and a seeded member's sign-in
 * costs what anyone's does (decision 020); a test server's cheaper cost is hashed once per process,
 * with a fixed salt to keep the seed deterministic.
 */
const SEED_SALT = Buffer.from('tabi-log-seed-salt');
const cheaperHashes = new Map<string, string>();

function seededPasswordHash({ N, r, p }: ScryptParams): string {
  const prefix = `scrypt$${N}$${r}$${p}$`;
  if (SEEDED_PASSWORD_HASH.startsWith(prefix)) return SEEDED_PASSWORD_HASH;
  let hash = cheaperHashes.get(prefix);
  if (!hash) cheaperHashes.set(prefix, (hash = hashPasswordSync(DEMO_ACCOUNTS[0].password, SEED_SALT, { N, r, p })));
  return hash;
}

export function isSeeded(store: Store): boolean {
  return store.sqlite.prepare('SELECT 1 FROM themes LIMIT 1').get() !== undefined;
}

/**
 * Loads the demo content: the same rows on every run, dated relative to `now`; the members'
 * password hashed at the server's cost.
 */
export function seedDemoData(store: Store, now: number, passwordCost: ScryptParams = SCRYPT_PARAMS): void {
  const { db } = store;
  const passwordHash = seededPasswordHash(passwordCost);
  db.transaction((tx) => {
    const themeIds = new Map<string, number>();
    seedThemes.forEach((theme, sort) => {
      themeIds.set(
        theme.code,
        tx
          .insert(t.themes)
          .values({ ...theme, sort })
          .returning({ id: t.themes.id })
          .get().id,
      );
    });
    seedRegions.forEach((region, sort) =>
      tx
        .insert(t.regions)
        .values({ ...region, sort })
        .run(),
    );

    const placeIds = new Map<string, number>();
    for (const place of seedPlaces)
      placeIds.set(place.key, insertSeedPlace(tx, place, themeIds.get(place.theme) ?? null, now));

    const themeList = [...themeIds.values()];
    const regionIds = tx
      .select({ id: t.regions.id })
      .from(t.regions)
      .all()
      .map((r) => r.id);
    const createUser = (
      u: {
        email: string;
        nickname: string;
        language: 'ko' | 'ja';
        nationality: 'KR' | 'JP';
        instagram?: string | null;
        ageGroup?: t.AgeGroup;
        gender?: t.Gender;
      },
      index: number,
    ) => {
      const id = tx
        .insert(t.users)
        .values({
          email: u.email,
          passwordHash,
          nickname: u.nickname,
          signupPath: 'email',
          language: u.language,
          nationality: u.nationality,
          instagram: u.instagram ?? null,
          ageGroup: u.ageGroup ?? '20s',
          gender: u.gender ?? 'unknown',
          consentPrivacy: true,
          consentTerms: true,
          consentMarketing: index % 2 === 0,
          createdAt: now - (150 - index) * DAY,
        })
        .returning({ id: t.users.id })
        .get().id;
      tx.insert(t.userThemes)
        .values([
          { userId: id, themeId: themeList[index % themeList.length]! },
          { userId: id, themeId: themeList[(index + 3) % themeList.length]! },
        ])
        .run();
      tx.insert(t.userRegions)
        .values({ userId: id, regionId: regionIds[index % regionIds.length]! })
        .run();
      const joinedAt = now - (150 - index) * DAY;
      changePoints(tx, id, REWARDS.joinBonus, 'join', joinedAt);
      for (const answer of ['tutorialTheme', 'tutorialRegion', 'tutorialAge', 'tutorialGender'])
        changePoints(tx, id, REWARDS.tutorialAnswer, answer, joinedAt);
      return id;
    };
    DEMO_ACCOUNTS.forEach((account, i) => createUser({ ...account, ageGroup: '30s', gender: 'unknown' }, i));
    const authorIds = seedUsers.map((u, i) => createUser(u, i + DEMO_ACCOUNTS.length));

    const firstPostRewarded = new Set<number>();
    seedPosts.forEach((post, index) => {
      const userId = authorIds[post.author]!;
      const original = post[post.language];
      const createdAt = now - post.daysAgo * DAY - index * 60_000;
      const feedId = tx
        .insert(t.feeds)
        .values({
          userId,
          themeId: themeIds.get(post.theme)!,
          placeId: post.place ? (placeIds.get(post.place) ?? null) : null,
          language: post.language,
          title: original.title,
          contents: original.contents,
          recommended: post.recommended,
          viewCount: post.views,
          createdAt,
        })
        .returning({ id: t.feeds.id })
        .get().id;
      for (const language of ['ko', 'ja'] as const) {
        tx.insert(t.feedTranslations)
          .values({ feedId, language, ...post[language] })
          .run();
      }
      postPhotos(post, index).forEach((url, sort) => tx.insert(t.feedImages).values({ feedId, url, sort }).run());
      if (!firstPostRewarded.has(userId)) {
        firstPostRewarded.add(userId);
        changePoints(tx, userId, REWARDS.firstPost, 'firstPost', createdAt, feedId);
      }
    });

    seedProducts.forEach(({ key, ...product }, sort) => {
      tx.insert(t.products)
        .values({ ...product, images: [giftPicture(key)], sort })
        .run();
    });
    seedNotices.forEach(({ daysAgo, ...notice }) =>
      tx
        .insert(t.notices)
        .values({ ...notice, publishedAt: now - daysAgo * DAY })
        .run(),
    );
    seedBanners.forEach(({ photo, ...banner }, sort) => {
      tx.insert(t.banners)
        .values({ ...banner, imageUrl: photoUrl(bannerPhoto(photo)), sort })
        .run();
    });
  });
  seedTravel(db, now);
  seedPlaceActivity(db, now);
  seedFeedActivity(db, now);
  seedDemoMonth(db, now);
  seedPoints(db, { quiet: DEMO_ACCOUNTS[0].email, full: DEMO_ACCOUNTS[1].email }, now);
  store.sqlite.exec('ANALYZE');
}
