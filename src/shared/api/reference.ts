import { z } from 'zod';
import { endpoint, none } from '../endpoint';

const codeName = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const reference = {
  themeList: endpoint({
    path: '/api/theme/theme-list',
    access: 'public',
    summary: "Travel themes, named in the reader's language",
    request: none,
    response: z.array(codeName),
  }),
  regionList: endpoint({
    path: '/api/region/region-list',
    access: 'public',
    summary: "The 8 regions, named in the reader's language",
    request: none,
    response: z.array(codeName),
  }),
};
