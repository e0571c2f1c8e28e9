import { z } from 'zod';
import { controlCall, okSchema } from './call';

export const snapshotNameSchema = z.string().regex(/^[\w-]{1,40}$/, 'letters, digits, _ and -, at most 40');
export const snapshotSchema = z.object({ name: z.string(), createdAt: z.number(), bytes: z.number() });
export type Snapshot = z.infer<typeof snapshotSchema>;

/** The whole data: back to the seed, or saved and restored as named snapshots. */
export const dataCalls = {
  reset: controlCall({
    method: 'post',
    path: '/__mock/reset',
    summary: 'Back to the seeded demo data; faults and log cleared',
    response: okSchema,
  }),
  snapshots: controlCall({
    method: 'get',
    path: '/__mock/snapshots',
    summary: 'Saved snapshots',
    response: z.array(snapshotSchema),
  }),
  saveSnapshot: controlCall({
    method: 'post',
    path: '/__mock/snapshots/{name}',
    summary: 'Save the data as a named snapshot',
    response: snapshotSchema,
    refusals: { 400: 'The name is not a snapshot name (letters, digits, _ and -, at most 40)' },
  }),
  restoreSnapshot: controlCall({
    method: 'post',
    path: '/__mock/snapshots/{name}/restore',
    summary: 'Restore a snapshot',
    response: okSchema,
  }),
  removeSnapshot: controlCall({
    method: 'delete',
    path: '/__mock/snapshots/{name}',
    summary: 'Delete a snapshot',
    response: okSchema,
  }),
};
