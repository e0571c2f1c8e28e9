/**
 * Writes docs/decisions/README.md, the index of the decision records: number, title (the record's
 * first heading), the date git first saw it, and its status, which a record states in a line
 * `Status: …` (superseded ones say by what); without one it is accepted.
 * Run: node --import tsx scripts/decisions-index.ts
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '../docs/decisions');
const today = new Date().toISOString().slice(0, 10);

const rows = readdirSync(folder)
  .filter((file) => /^\d{3}-.*\.md$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(join(folder, file), 'utf8');
    const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? file;
    const status = /^\*{0,2}Status:?\*{0,2}:?\s*(.+)$/im.exec(text)?.[1]?.trim() ?? 'accepted';
    const added = execFileSync('git', ['log', '--diff-filter=A', '--format=%as', '--', join(folder, file)], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1);
    return `| [${file.slice(0, 3)}](${file}) | ${title} | ${added || today} | ${status} |`;
  });

writeFileSync(
  join(folder, 'README.md'),
  `# Decision records

One short record each: context, decision, consequences. A record that a later one replaces says so
in a \`Status:\` line, shown here; the figures that decided something stay in one line, the rest of
the history lives in git. This index is written by \`node --import tsx scripts/decisions-index.ts\`.

| # | decision | date | status |
|---|---|---|---|
${rows.join('\n')}
`,
);
