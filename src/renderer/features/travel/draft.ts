import { z } from 'zod';
import { savedState } from '../../lib/saved-state';

/** The region and date choice in progress, kept locally so a reload between the two screens loses nothing. */
const planDraftSchema = z.object({
  /** Set when the flow changes an existing plan. */
  planId: z.number().int().positive().optional(),
  regionIds: z.array(z.number().int()),
  startDate: z.string().optional(),
  nights: z.number().int().min(0),
});
export type PlanDraft = z.infer<typeof planDraftSchema>;

export const planDraft = savedState('travel.planDraft', 1, planDraftSchema);
export const emptyDraft = (): PlanDraft => ({ regionIds: [], nights: 2 });
