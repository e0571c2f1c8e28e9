import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointLedger } from '../../db/schema';
import { REWARDS } from '../../src/shared/constants';
import { seoulDayRange } from '../lib/clock';
import { changePoints, takeBackPoints } from './points';

/** Ledger reasons of comment rewards; the comment's id is the row's refId. */
const COMMENT_REASONS = ['comment', 'placeComment'] as const;
export type CommentKind = (typeof COMMENT_REASONS)[number];

/**
 * Credits REWARDS.comment for a new comment, in the caller's transaction, unless the member
 * already had REWARDS.commentsPerDay comment rewards this Seoul day (a reward taken back
 * still counts: writing and deleting must not refill the day). Answers the points credited.
 */
export function rewardComment(tx: Db, userId: number, kind: CommentKind, commentId: number, at: number): number {
  const [start, end] = seoulDayRange(at);
  const today = tx
    .select({ count: sql<number>`count(*)` })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, userId),
        inArray(pointLedger.reason, [...COMMENT_REASONS]),
        gte(pointLedger.createdAt, start),
        lt(pointLedger.createdAt, end),
      ),
    )
    .get()!.count;
  if (today >= REWARDS.commentsPerDay) return 0;
  changePoints(tx, userId, REWARDS.comment, kind, at, commentId);
  return REWARDS.comment;
}

export interface RewardedComment {
  id: number;
  userId: number;
  createdAt: number;
}

/**
 * The comment is gone, so is what it earned: takes its reward back (as much as the balance
 * holds) with a 'commentDeleted' row pointing at the reward's row. Answers the points taken.
 * The reward is the row written with the comment (same member, id and moment), so a post
 * comment and a place comment sharing an id are never confused.
 */
export function takeBackCommentReward(tx: Db, kind: CommentKind, comment: RewardedComment, at: number): number {
  const reward = tx
    .select({ id: pointLedger.id, amount: pointLedger.amount })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, comment.userId),
        eq(pointLedger.reason, kind),
        eq(pointLedger.refId, comment.id),
        eq(pointLedger.createdAt, comment.createdAt),
      ),
    )
    .get();
  return reward ? takeBackPoints(tx, comment.userId, reward.amount, 'commentDeleted', at, reward.id) : 0;
}
