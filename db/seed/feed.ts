import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { createPrng } from './data/prng';
import { DEMO_ACCOUNTS } from './demo-accounts';

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

/**
 * Comments, applause and bookmarks on the seeded posts, the same on every run. The demo accounts
 * only bookmark (their point balance stays the documented 5,400); members comment and applaud.
 */
export function seedFeedActivity(db: Db, now: number): void {
  const prng = createPrng(4242);
  const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
  db.transaction((tx) => {
    const members = tx
      .select({ id: t.users.id, language: t.users.language })
      .from(t.users)
      .where(notInArray(t.users.email, demoEmails))
      .orderBy(asc(t.users.id))
      .all();
    const demo = tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(inArray(t.users.email, demoEmails))
      .orderBy(asc(t.users.id))
      .all();
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
