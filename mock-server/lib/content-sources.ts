import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  CONTENT_SOURCES_FILE,
  contentSourcesOf,
  cspSourceOf,
  type ContentSources,
} from '../../src/shared/content-sources';

const source = z.string().regex(/^https?:\/\/[\w.*-]+(:\d+)?$/);
const fileSchema = z.object({ img: z.array(source), connect: z.array(source) });

/**
 * What the served client loads from besides itself: as its build recorded it (a build without the
 * record, or a bad one, gets the defaults), plus an API host the desktop app was pointed at.
 */
export function readContentSources(webRoot: string | undefined, apiHosts: readonly string[] = []): ContentSources {
  const file = webRoot ? join(webRoot, CONTENT_SOURCES_FILE) : undefined;
  const recorded = file && existsSync(file) ? fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
  const sources = recorded?.success ? recorded.data : contentSourcesOf(undefined, undefined);
  const api = apiHosts.map(cspSourceOf).filter((s): s is string => s !== null);
  return { img: [...sources.img, ...api], connect: [...sources.connect, ...api] };
}
