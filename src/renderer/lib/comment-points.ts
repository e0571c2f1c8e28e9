import { REWARDS } from '../../shared/constants';
import { formatNumber } from './format';
import { i18n } from './i18n';
import { storage } from './storage';

/*
 * Comments under posts and places earn and lose points by one rule, so they say it in one way:
 * the reward (or the day's cap reached) on writing, the points taken back on deleting.
 */

const points = (value: number) => formatNumber(value, storage.language);

export const commentSavedText = (reward: number) =>
  reward > 0
    ? i18n.t('commentPoints.saved', { points: points(reward) })
    : i18n.t('commentPoints.savedOverCap', { count: REWARDS.commentsPerDay });

export const commentDeletedText = (takenBack: number) =>
  takenBack > 0
    ? i18n.t('commentPoints.deletedTakenBack', { points: points(takenBack) })
    : i18n.t('commentPoints.deleted');

export const commentDeleteQuestion = () => i18n.t('commentPoints.confirmDelete');
