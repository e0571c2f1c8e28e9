import { regionList, themeList } from '../services/reference';
import type { DomainHandlers } from './handler';

export const referenceHandlers: DomainHandlers<'reference'> = {
  themeList: ({ db, lang }) => themeList(db, lang),
  regionList: ({ db, lang }) => regionList(db, lang),
};
