import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** A module of the client's face tables (src/renderer/fonts/): every one that is a style sheet alone. */
const FACE_MODULE = /^fonts\/[\w-]+\.ts$/;

/** The font stacks of the client's styles.css, for a page the server writes itself. */
export const FACES = {
  any: "'Noto Sans KR','Noto Sans JP','Noto Color Emoji',system-ui,sans-serif",
  ja: "'Noto Sans JP','Noto Sans KR','Noto Color Emoji',system-ui,sans-serif",
};

const manifest = z.record(z.string(), z.object({ file: z.string() }).loose());

/**
 * The style sheets of the client's shipped faces in the build the server serves (its
 * `.vite/manifest.json`), for the server's own pages: the mock consent page draws Korean, Japanese
 * and emoji with the faces the app ships, sliced by unicode-range, from the same immutable files.
 * Found in the manifest, not named here, so a table the client adds or cuts in parts is never
 * missed. Empty without a build (the server alone): such a page then draws with the device's fonts.
 */
export function faceSheets(webRoot: string | undefined): string[] {
  const file = webRoot && join(webRoot, '.vite/manifest.json');
  if (!file || !existsSync(file)) return [];
  const parsed = manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) return [];
  return faceModules(parsed.data).map((key) => `/${parsed.data[key]!.file}`);
}

/** The client's face tables in a build's manifest (its keys), each a style sheet of its own. */
export const faceModules = (entries: Record<string, { file: string }>): string[] =>
  Object.keys(entries).filter((key) => FACE_MODULE.test(key) && entries[key]!.file.endsWith('.css'));
