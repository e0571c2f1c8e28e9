import { preparedSql, transactQueued, type Db } from '../../db/client';
import { LIMITS } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { rewardComment, takeBackCommentReward, type CommentKind } from './comment-rewards';
import { recordMission } from './missions';

/**
 * What members do to a post or a place, written once: applause, bookmarks, comments and reports.
 * Each kind keeps its own tables (the spec's answers differ per kind), named here; the rules are
 * the same code for both. What differs on purpose is said in the descriptor:
 * - a post has an author and can be deleted or hidden by an operator, a place has neither;
 * - a post can itself be reported, a place only through its comments (the spec has no place report);
 * - post comments are read oldest first, place comments newest first (each screen's order in the spec).
 */
export interface Subject {
  /** The table of the things themselves, with like_count, bookmark_count and comment_count. */
  table: 'feeds' | 'places';
  /** The column naming the thing in its comment, applause and bookmark tables. */
  key: 'feed_id' | 'place_id';
  comments: 'feed_comments' | 'place_comments';
  likes: 'feed_likes' | 'place_likes';
  bookmarks: 'feed_bookmarks' | 'place_bookmarks';
  /** Who wrote it (a column of the table, unqualified: UPDATE's RETURNING knows no alias), or NULL when nobody did. */
  owner: string;
  /** SQL on alias t: the thing is there for @memberId (not deleted; hidden only to its author). */
  live: string;
  /** The ledger reason of its comments' rewards, and the report type of its comments. */
  commentKind: CommentKind;
  commentReport: 'feedComment' | 'placeComment';
}

export const POST: Subject = {
  table: 'feeds',
  key: 'feed_id',
  comments: 'feed_comments',
  likes: 'feed_likes',
  bookmarks: 'feed_bookmarks',
  owner: 'user_id',
  live: 't.deleted_at IS NULL AND (t.hidden_at IS NULL OR t.user_id = @memberId)',
  commentKind: 'comment',
  commentReport: 'feedComment',
};

export const PLACE: Subject = {
  table: 'places',
  key: 'place_id',
  comments: 'place_comments',
  likes: 'place_likes',
  bookmarks: 'place_bookmarks',
  owner: 'NULL',
  live: '1',
  commentKind: 'placeComment',
  commentReport: 'placeComment',
};

/** The thing, when it is there for the member; NOT_FOUND otherwise (another's hidden post included). */
export function liveSubject(db: Db, s: Subject, id: number, memberId: number): { id: number; ownerId: number | null } {
  const row = preparedSql(
    db,
    `SELECT t.id, ${s.owner} AS ownerId FROM ${s.table} t WHERE t.id = @id AND ${s.live}`,
  ).get({ id, memberId }) as { id: number; ownerId: number | null } | undefined;
  return row ?? fail('NOT_FOUND');
}

/**
 * Whether the member is acting on their own content. What one does to one's own post (applause,
 * a bookmark, a comment) earns nothing and counts for no mission: a member alone could otherwise
 * meet the monthly mission and collect comment rewards without anybody else (decision 116).
 */
const isOwn = (subject: { ownerId: number | null }, memberId: number) => subject.ownerId === memberId;

/** How much applause the reader gave and whether they saved it (nothing for a visitor). */
export function readerStanding(db: Db, s: Subject, readerId: number | null, id: number) {
  if (readerId === null) return { myLikes: 0, bookmarked: false };
  const row = preparedSql(
    db,
    `SELECT coalesce((SELECT count FROM ${s.likes} WHERE ${s.key} = @id AND user_id = @readerId), 0) AS myLikes,
      EXISTS (SELECT 1 FROM ${s.bookmarks} WHERE ${s.key} = @id AND user_id = @readerId) AS bookmarked`,
  ).get({ id, readerId }) as { myLikes: number; bookmarked: number };
  return { myLikes: row.myLikes, bookmarked: row.bookmarked === 1 };
}

/**
 * One more applause, at most LIMITS.likesPerPost per member and thing, however many arrive at once.
 * The busiest write: prepared statements committed with the other writes of the same moment
 * (decision 010); a refusal rolls back this applause's savepoint, the count's increment with it.
 */
export function applaud(db: Db, s: Subject, memberId: number, id: number, now: number) {
  return transactQueued(db, () => {
    const target = preparedSql(
      db,
      `UPDATE ${s.table} AS t SET like_count = like_count + 1 WHERE t.id = @id AND ${s.live}
      RETURNING like_count AS likeCount, ${s.owner} AS ownerId`,
    ).get({ id, memberId }) as { likeCount: number; ownerId: number | null } | undefined;
    if (!target) return fail('NOT_FOUND');
    const mine = preparedSql(
      db,
      `INSERT INTO ${s.likes} (${s.key}, user_id, count) VALUES (?, ?, 1)
      ON CONFLICT (${s.key}, user_id) DO UPDATE SET count = count + 1 WHERE count < ${LIMITS.likesPerPost} RETURNING count`,
    ).get(id, memberId) as { count: number } | undefined;
    if (!mine) return fail('LIKE_LIMIT');
    if (!isOwn(target, memberId)) recordMission(db, memberId, 'applaud', now);
    return { likeCount: target.likeCount, myLikes: mine.count };
  });
}

/** Idempotent both ways: setting a set bookmark (or clearing a clear one) changes nothing and counts no mission. */
export function setBookmark(db: Db, s: Subject, memberId: number, id: number, bookmarked: boolean, now: number) {
  return db.transaction((tx) => {
    const subject = liveSubject(tx, s, id, memberId);
    const changed = bookmarked
      ? preparedSql(
          tx,
          `INSERT INTO ${s.bookmarks} (${s.key}, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
        ).run(id, memberId, now).changes
      : preparedSql(tx, `DELETE FROM ${s.bookmarks} WHERE ${s.key} = ? AND user_id = ?`).run(id, memberId).changes;
    if (changed) {
      preparedSql(tx, `UPDATE ${s.table} SET bookmark_count = max(bookmark_count + ?, 0) WHERE id = ?`).run(
        bookmarked ? 1 : -1,
        id,
      );
      if (bookmarked && !isOwn(subject, memberId)) recordMission(tx, memberId, 'setBookmark', now);
    }
    return { bookmarked };
  });
}

/**
 * A comment on someone else's post or on a place earns REWARDS.comment (up to
 * REWARDS.commentsPerDay a Seoul day, both kinds together) and counts towards the monthly mission. Repeating an earlier comment's words is allowed: a
 * double tap is caught by the client's pending button and the Idempotency-Key, not by the text.
 */
export function writeComment(db: Db, s: Subject, memberId: number, id: number, contents: string, now: number) {
  return db.transaction((tx) => {
    const subject = liveSubject(tx, s, id, memberId);
    const { commentId } = preparedSql(
      tx,
      `INSERT INTO ${s.comments} (${s.key}, user_id, contents, created_at) VALUES (?, ?, ?, ?) RETURNING id AS commentId`,
    ).get(id, memberId, contents, now) as { commentId: number };
    preparedSql(tx, `UPDATE ${s.table} SET comment_count = comment_count + 1 WHERE id = ?`).run(id);
    if (isOwn(subject, memberId)) return { commentId, reward: 0 };
    const reward = rewardComment(tx, memberId, s.commentKind, commentId, now);
    recordMission(tx, memberId, 'writeComment', now);
    return { commentId, reward };
  });
}

interface LiveComment {
  id: number;
  userId: number;
  subjectId: number;
  createdAt: number;
  hiddenAt: number | null;
}

/** A comment hidden by an operator is still its author's to delete, and nobody else's to report. */
function liveComment(db: Db, s: Subject, commentId: number, memberId: number): LiveComment {
  const row = preparedSql(
    db,
    `SELECT c.id, c.user_id AS userId, c.${s.key} AS subjectId, c.created_at AS createdAt, c.hidden_at AS hiddenAt
    FROM ${s.comments} c JOIN ${s.table} t ON t.id = c.${s.key}
    WHERE c.id = @commentId AND c.deleted_at IS NULL AND (c.hidden_at IS NULL OR c.user_id = @memberId) AND ${s.live}`,
  ).get({ commentId, memberId }) as LiveComment | undefined;
  return row ?? fail('NOT_FOUND');
}

/** The author removes it, and the points it earned go with it; answers the points taken back. */
export function deleteComment(db: Db, s: Subject, memberId: number, commentId: number, now: number) {
  return db.transaction((tx) => {
    const comment = liveComment(tx, s, commentId, memberId);
    if (comment.userId !== memberId) fail('FORBIDDEN');
    preparedSql(tx, `UPDATE ${s.comments} SET deleted_at = ? WHERE id = ?`).run(now, commentId);
    // A hidden comment no longer counts already (the operator's hide took it off the count).
    if (comment.hiddenAt === null)
      preparedSql(tx, `UPDATE ${s.table} SET comment_count = max(comment_count - 1, 0) WHERE id = ?`).run(
        comment.subjectId,
      );
    return { takenBack: takeBackCommentReward(tx, s.commentKind, comment, now) };
  });
}

/**
 * A report of a post or of a comment: not of one's own (FORBIDDEN), and once per member and target
 * (DUPLICATE), so the operators' queue counts members, not taps.
 */
export function report(
  db: Db,
  s: Subject,
  memberId: number,
  target: { comment: number } | { subject: number },
  reason: string,
  now: number,
) {
  return db.transaction((tx) => {
    const [type, id, authorId] =
      'comment' in target
        ? [s.commentReport, target.comment, liveComment(tx, s, target.comment, memberId).userId]
        : ['feed' as const, target.subject, liveSubject(tx, s, target.subject, memberId).ownerId];
    if (authorId === memberId) fail('FORBIDDEN');
    const already = preparedSql(
      tx,
      'SELECT 1 FROM reports WHERE user_id = ? AND target_type = ? AND target_id = ?',
    ).get(memberId, type, id);
    if (already) fail('DUPLICATE');
    preparedSql(
      tx,
      'INSERT INTO reports (user_id, target_type, target_id, reason, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(memberId, type, id, reason, now);
    return { reported: true as const };
  });
}
