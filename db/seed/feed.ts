import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { createPrng } from './data/prng';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { photoUrl } from './photos';

/** Short comments members leave, in the commenter's own language. */
const COMMENTS = {
  ko: [
    '저도 꼭 가보고 싶어요!',
    '사진 너무 예뻐요 👍',
    '정보 감사합니다. 저장해 둘게요.',
    '웨이팅은 얼마나 있었나요?',
    '다음 여행 때 참고할게요!',
    '여기 정말 좋죠. 저도 다녀왔어요.',
  ],
  ja: [
    '私もぜひ行ってみたいです！',
    '写真がとても素敵です👍',
    '情報ありがとうございます。保存しました。',
    '待ち時間はどのくらいでしたか？',
    '次の旅行の参考にします！',
    'ここ本当にいいですよね。私も行きました。',
  ],
} as const;

const MINUTE = 60_000;

/** The seeded members, the demo accounts (`demo`) or everyone else, in id order. */
function seededUsers(tx: Db, demo: boolean) {
  // Read when called: ./index imports this module before it defines the accounts.
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  return tx
    .select({ id: t.users.id, language: t.users.language })
    .from(t.users)
    .where(demo ? inArray(t.users.email, emails) : notInArray(t.users.email, emails))
    .orderBy(asc(t.users.id))
    .all();
}

/**
 * Comments, applause and bookmarks on the seeded posts, the same on every run. The demo accounts
 * only bookmark (their point balance stays the documented 5,400); members comment and applaud.
 */
export function seedFeedActivity(db: Db, now: number): void {
  const prng = createPrng(4242);
  db.transaction((tx) => {
    const members = seededUsers(tx, false);
    const demo = seededUsers(tx, true);
    const posts = tx
      .select({ id: t.feeds.id, userId: t.feeds.userId, createdAt: t.feeds.createdAt })
      .from(t.feeds)
      .orderBy(asc(t.feeds.id))
      .all();
    for (const post of posts) {
      const others = members.filter((m) => m.id !== post.userId);
      const commenters = prng.shuffle(others).slice(0, prng.int(0, 4));
      commenters.forEach((member, i) => {
        tx.insert(t.feedComments)
          .values({
            feedId: post.id,
            userId: member.id,
            contents: prng.pick(COMMENTS[member.language]),
            createdAt: post.createdAt + (i + 1) * 37 * MINUTE,
          })
          .run();
      });
      const fans = prng.shuffle(others).slice(0, prng.int(0, 8));
      let likes = 0;
      for (const fan of fans) {
        const count = prng.int(1, 10);
        likes += count;
        tx.insert(t.feedLikes).values({ feedId: post.id, userId: fan.id, count }).run();
      }
      tx.update(t.feeds)
        .set({ likeCount: likes, commentCount: commenters.length })
        .where(eq(t.feeds.id, post.id))
        .run();
    }
    for (const account of demo) {
      for (const post of prng.shuffle(posts).slice(0, 5)) {
        tx.insert(t.feedBookmarks)
          .values({ feedId: post.id, userId: account.id, createdAt: now - prng.int(1, 30) * 60 * MINUTE })
          .run();
        tx.update(t.feeds)
          .set({ bookmarkCount: sql`${t.feeds.bookmarkCount} + 1` })
          .where(eq(t.feeds.id, post.id))
          .run();
      }
    }
  });
}

/** The post each demo account wrote this month, in its own language and translated. */
/** What each demo post shows: a Seongsu brick front, a quiet café's counter. */
const DEMO_POST_PHOTOS = { ko: 'seongsu-brick-sign', ja: 'cafe-interior' } as const;

const DEMO_POSTS = {
  ko: {
    ko: {
      title: '성수동 카페 골목 산책',
      contents: '성수동 카페 골목을 천천히 걸었어요. 창고를 고친 카페가 많아서 구경하는 재미가 있었어요.',
    },
    ja: {
      title: '聖水洞のカフェ通りを散歩',
      contents: '聖水洞のカフェ通りをゆっくり歩きました。倉庫を改装したカフェが多く、見て回るのが楽しかったです。',
    },
  },
  ja: {
    ko: {
      title: '익선동 한옥 카페에서 한숨 돌리기',
      contents: '익선동의 한옥 카페에서 잠시 쉬었어요. 마당의 햇살이 정말 기분 좋았어요.',
    },
    ja: {
      title: '益善洞の韓屋カフェでひと休み',
      contents: '益善洞の韓屋カフェで少し休憩しました。中庭の日差しがとても気持ちよかったです。',
    },
  },
} as const;

/**
 * What each demo account did this month, as rows: a post, three comments and five applause,
 * which its monthly missions count (db/seed/points.ts meets them; the five bookmarks are above),
 * so its my page and the shop's missions agree. Their points are left out, so the demo balances
 * stay the documented 5,400.
 */
export function seedDemoMonth(db: Db, now: number): void {
  db.transaction((tx) => {
    const themeId = tx.select({ id: t.themes.id }).from(t.themes).where(eq(t.themes.code, 'cafe')).get()!.id;
    const demo = seededUsers(tx, true);
    const others = tx
      .select({ id: t.feeds.id })
      .from(t.feeds)
      .where(
        notInArray(
          t.feeds.userId,
          demo.map((d) => d.id),
        ),
      )
      .orderBy(asc(t.feeds.id))
      .limit(demo.length * 4)
      .all();
    demo.forEach((account, i) => {
      const post = DEMO_POSTS[account.language];
      const createdAt = now - (i + 2) * 60 * MINUTE;
      const feedId = tx
        .insert(t.feeds)
        .values({
          userId: account.id,
          themeId,
          placeId: null,
          language: account.language,
          ...post[account.language],
          recommended: false,
          viewCount: 0,
          createdAt,
        })
        .returning({ id: t.feeds.id })
        .get().id;
      for (const language of ['ko', 'ja'] as const)
        tx.insert(t.feedTranslations)
          .values({ feedId, language, ...post[language] })
          .run();
      tx.insert(t.feedImages)
        .values({ feedId, url: photoUrl(DEMO_POST_PHOTOS[account.language]), sort: 0 })
        .run();
      const mine = others.slice(i * 4, i * 4 + 4);
      mine.slice(0, 3).forEach((other, k) => {
        tx.insert(t.feedComments)
          .values({
            feedId: other.id,
            userId: account.id,
            contents: COMMENTS[account.language][k]!,
            createdAt: createdAt + (k + 1) * 10 * MINUTE,
          })
          .run();
        tx.update(t.feeds)
          .set({ commentCount: sql`${t.feeds.commentCount} + 1` })
          .where(eq(t.feeds.id, other.id))
          .run();
      });
      const applauded = mine[3]!.id;
      tx.insert(t.feedLikes).values({ feedId: applauded, userId: account.id, count: 5 }).run();
      tx.update(t.feeds)
        .set({ likeCount: sql`${t.feeds.likeCount} + 5` })
        .where(eq(t.feeds.id, applauded))
        .run();
    });
  });
}
