import type { Store } from '../client';
import * as t from '../schema';
import { changePoints } from '../../mock-server/services/points';
import { hashPasswordSync, LEGACY_SCRYPT_PARAMS } from '../../mock-server/services/passwords';
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
import { insertSeedPlace, storePicture } from './rows';
import { seedDemoMonth, seedFeedActivity } from './feed';
import { seedPlaceActivity } from './place';
import { seedTravel } from './travel';
import { seedPoints } from './points';

export const DEMO_ACCOUNTS = [
  { email: 'demo@tabi.test', password: 'demo1234', nickname: '데모유저', language: 'ko', nationality: 'KR' },
  { email: 'demo-ja@tabi.test', password: 'demo1234', nickname: 'たびこさん', language: 'ja', nationality: 'JP' },
] as const;

const DAY = 24 * 60 * 60 * 1000;
/** The banners in order (point shop, map, travel plan) and the scene family each one's picture shows. */
const BANNER_THEMES = ['gift', 'shopping', 'history'];
/**
 * A fixed salt keeps the seed deterministic and hashes once for every seeded account (they share
 * the published demo password). The older, 8 times cheaper parameters keep seeding fast; each
 * member's hash is upgraded to today's at their first sign-in.
 */
const SEED_SALT = Buffer.from('tabi-log-seed-salt');

export function isSeeded(store: Store): boolean {
  return store.sqlite.prepare('SELECT 1 FROM themes LIMIT 1').get() !== undefined;
}

/** Loads the demo content: the same rows on every run, dated relative to `now`. */
export function seedDemoData(store: Store, now: number): void {
  const { db } = store;
  const passwordHash = hashPasswordSync(DEMO_ACCOUNTS[0].password, SEED_SALT, LEGACY_SCRYPT_PARAMS);
  db.transaction((tx) => {
    const picture = (id: string, theme: string, color: string, variant: number) =>
      storePicture(tx, id, theme, color, variant, now);

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
      const color = seedPlaces.find((p) => p.key === post.place)?.color ?? '#5b7cfa';
      for (let v = 0; v < post.pictures; v++) {
        tx.insert(t.feedImages)
          .values({ feedId, url: picture(`feed-${index}-${v}`, post.theme, color, v), sort: v })
          .run();
      }
      if (!firstPostRewarded.has(userId)) {
        firstPostRewarded.add(userId);
        changePoints(tx, userId, REWARDS.firstPost, 'firstPost', createdAt, feedId);
      }
    });

    seedProducts.forEach(({ key, color, ...product }, sort) => {
      const images = [0, 1].map((v) => picture(`product-${key}-${v}`, 'gift', color, v));
      tx.insert(t.products)
        .values({ ...product, images, sort })
        .run();
    });
    seedNotices.forEach(({ daysAgo, ...notice }) =>
      tx
        .insert(t.notices)
        .values({ ...notice, publishedAt: now - daysAgo * DAY })
        .run(),
    );
    seedBanners.forEach(({ color, ...banner }, sort) => {
      tx.insert(t.banners)
        .values({ ...banner, imageUrl: picture(`banner-${sort}`, BANNER_THEMES[sort] ?? 'rising', color, sort), sort })
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
