import { storage } from '../../lib/storage';

/** The region and date choice in progress, kept locally so a reload between the two screens loses nothing. */
export interface PlanDraft {
  /** Set when the flow changes an existing plan. */
  planId?: number;
  regionIds: number[];
  startDate?: string;
  nights: number;
}

const KEY = 'travel.planDraft';
export const emptyDraft = (): PlanDraft => ({ regionIds: [], nights: 2 });
export const readDraft = () => storage.readJson<PlanDraft>(KEY, emptyDraft());
export const writeDraft = (draft: PlanDraft) => storage.writeJson(KEY, draft);
export const clearDraft = () => storage.remove(KEY);
