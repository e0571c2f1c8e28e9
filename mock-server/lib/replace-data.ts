import { keepUserIdsAbove, lastUserId } from '../../db/client';
import type { AppDeps } from '../deps';

/**
 * Replaces the data behind deps (reset, restore, the kiosk's reset): every token of the data
 * before stops verifying, and a member id once given out is never given again, so an old token
 * can never name the member who gets that id next. `replace` answers false when it changed nothing.
 */
export function replaceData(deps: AppDeps, replace: () => boolean | void): boolean {
  const lastId = lastUserId(deps.store.sqlite);
  if (replace() === false) return false;
  keepUserIdsAbove(deps.store.sqlite, lastId);
  deps.tokens.rotateSecret();
  return true;
}
