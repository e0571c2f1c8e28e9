import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '../db/seed';
import { originSchema } from '../mock-server/cli-options';
import { describeDifference } from '../mock-server/upstream/drift';
import { checkHost } from '../mock-server/upstream/drift-check';

/** npm run drift -- --host URL [--email E --password P]: exit 0 no drift, 1 drift, 2 could not check. */
const optionsSchema = z.object({
  host: originSchema,
  email: z.string().min(1),
  password: z.string().min(1),
});

let options;
try {
  const { values } = parseArgs({
    options: { host: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  });
  options = optionsSchema.parse({
    host: values.host,
    email: values.email ?? process.env.DRIFT_EMAIL ?? DEMO_ACCOUNTS[0].email,
    password: values.password ?? process.env.DRIFT_PASSWORD ?? DEMO_ACCOUNTS[0].password,
  });
} catch (error) {
  console.error(`error: ${error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message}`);
  console.error('Usage: npm run drift -- --host URL [--email E --password P] (or DRIFT_EMAIL, DRIFT_PASSWORD)');
  process.exit(2);
}

try {
  const { reports, skipped, checked } = await checkHost(options);
  console.log(`${checked} read calls of ${options.host} checked against the contract`);
  if (skipped.length) console.log(`skipped (their list was empty): ${skipped.join(', ')}`);
  for (const report of reports) {
    console.log(`\n${report.call} ${report.path}`);
    for (const d of report.differences) console.log(`  ${describeDifference(d)}`);
  }
  console.log(reports.length ? `\ndrift in ${reports.length} call(s)` : 'no drift');
  process.exit(reports.length ? 1 : 0);
} catch (error) {
  console.error(`could not check ${options.host}: ${(error as Error).message}`);
  process.exit(2);
}
