import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Relative link targets of a Markdown file (links and images), without their #fragment. */
function localTargets(text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|<img src="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  return targets.filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith('#')).map((t) => decodeURI(t.split('#')[0]!));
}

describe('documentation links', () => {
  const files = ['README.md', ...markdownFiles('docs')];

  it.each(files)('every relative link in %s names a file of the repo', (file) => {
    const missing = localTargets(readFileSync(join(root, file), 'utf8')).filter(
      (target) => !existsSync(join(root, dirname(file), target)),
    );
    expect(missing.map((target) => relative(root, join(root, dirname(file), target)))).toEqual([]);
  });

  it('the README stays a newcomer’s page: under 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(250);
  });
});
