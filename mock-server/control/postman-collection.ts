import { allEndpoints } from '../../src/shared/api';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import { seoulDay } from '../lib/clock';
import { EXAMPLE_SEQUENCE, EXAMPLES_CLOCK, type ExampleStep } from './openapi-examples';

/**
 * The Postman collection the server serves (decision 131): every call of the OpenAPI document, in
 * the order `npm run openapi:examples` made them against the seed, with the bodies recorded then.
 * What the recording created and a later call used (a comment then deleted, a fault then removed)
 * is caught from the answer into a variable; dates are written relative to the server's clock;
 * calls that end the member's sign-in come after the members' calls. The member signs in through
 * `POST /__mock/tokens`, since Postman's scripts cannot encrypt a password with RSA-OAEP.
 */

interface DocumentOperation {
  operationId: string;
  description: string;
  requestBody?: { content: { 'application/json': { examples?: Record<string, { value: unknown }> } } };
  responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
}
/** The part of the OpenAPI document the collection is made from. */
export interface CollectionSource {
  info: { title: string; description: string };
  paths: Record<string, unknown>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SEOUL_MS = 9 * 60 * 60 * 1000;
const RECORDED_DAY = Date.parse(seoulDay(EXAMPLES_CLOCK));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const MEMBERS_CALLS = new Map(allEndpoints().map(({ endpoint }) => [`post ${endpoint.path}`, endpoint]));
const isMembersCall = (step: ExampleStep) => MEMBERS_CALLS.has(step.call);
/** Members' calls that end the sign-in (they read and clear the refresh cookie, issuing nothing): logout, withdrawal. */
const endsSignIn = (step: ExampleStep) => {
  const session = MEMBERS_CALLS.get(step.call)?.session;
  return Boolean(session?.readsRefreshCookie && session.setsRefreshCookie && !session.accessHeader);
};

/**
 * The recorded order, the calls that end the member's sign-in moved to the end of the members'
 * calls: first those open to anyone (logout), then those that need the sign-in (withdrawal),
 * after which the member can sign in no more.
 */
function runOrder(sequence: readonly ExampleStep[]): ExampleStep[] {
  const rest = sequence.filter((step) => !endsSignIn(step));
  const cut = rest.findLastIndex(isMembersCall) + 1;
  const ending = sequence
    .filter(endsSignIn)
    .sort(
      (a, b) =>
        Number(MEMBERS_CALLS.get(a.call)?.access === 'user') - Number(MEMBERS_CALLS.get(b.call)?.access === 'user'),
    );
  return [...rest.slice(0, cut), ...ending, ...rest.slice(cut)];
}

/** A value a later call may need: where it sits in an answer, and the variable that catches it. */
interface Caught {
  key: string;
  value: unknown;
  variable: string;
  /** From the answer's JSON: `data`, `items`, 0, `id`. */
  at: Array<string | number>;
}

/** An id, or a share link's token: values a later call names what an earlier one made by. */
const isIdKey = (key: string) => key === 'id' || key.endsWith('Id') || key === 'token';
/**
 * A later field `feedId` may take an earlier answer's `feedId`, or the `id` of a call about feeds
 * (`/api/feed/main-feed-list`); a path's `{id}` after `orders/`, the `id` of a call about orders.
 */
const fits = (source: Caught & { call: string }, key: string, thing: string) =>
  source.key === key || (source.key === 'id' && isIdKey(key) && source.call.toLowerCase().includes(thing));
/** What an id names: `feedId` a feed, `/orders/{id}` an order. */
const thingOf = (key: string, path: string) =>
  key === 'id' ? (/([\w-]+?)s?\/\{id\}/.exec(path)?.[1] ?? '').toLowerCase() : key.replace(/Id$/, '').toLowerCase();

/** The ids of an answer: its own fields, those of an object it holds, and those of the first entry of its list. */
function idsOf(answer: unknown, at: Array<string | number>): Array<Omit<Caught, 'variable'>> {
  if (Array.isArray(answer)) return answer.length ? idsOf(answer[0], [...at, 0]) : [];
  if (answer === null || typeof answer !== 'object') return [];
  return Object.entries(answer).flatMap(([key, value]) => {
    if (key === 'items' && Array.isArray(value)) return idsOf(value, [...at, key]);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return idsOf(value, [...at, key]);
    const usable = isIdKey(key) && (typeof value === 'number' || typeof value === 'string');
    return usable ? [{ key, value, at: [...at, key] }] : [];
  });
}

/** `feed.write-comment.commentId`, `faults.id`, `admin.orders.first.id`: the call's path (no parameters) and the field. */
const variableName = (call: string, at: Array<string | number>) =>
  [
    ...call
      .replace(/^\w+ \/(api|__mock)\//, '')
      .split('/')
      .filter((part) => !part.startsWith('{')),
    ...at.filter((part) => part !== 'data' && part !== 'items').map((part) => (part === 0 ? 'first' : part)),
  ].join('.');

/** `2026-07-10` recorded on 2026-06-15 is "25 days after the server's today". */
const dayVariable = (date: string) => {
  const days = Math.round((Date.parse(date) - RECORDED_DAY) / DAY_MS);
  return `today${days < 0 ? '-' : '+'}${Math.abs(days)}d`;
};

/** A JSON body in which a top-level id caught earlier or a date is a `{{variable}}` (a number unquoted). */
function bodyText(body: unknown, takes: ReadonlyMap<string, string>, days: Set<string>) {
  const placeholders: Array<[token: string, text: string]> = [];
  const mark = (variable: string, quoted: boolean) => {
    const token = `@@${placeholders.length}@@`;
    placeholders.push([`"${token}"`, quoted ? `"{{${variable}}}"` : `{{${variable}}}`]);
    return token;
  };
  const text = JSON.stringify(
    body,
    function replace(this: unknown, key: string, value: unknown) {
      if (typeof value === 'string' && DATE.test(value)) {
        const variable = dayVariable(value);
        days.add(variable);
        return mark(variable, true);
      }
      const caught = this === body ? takes.get(key) : undefined;
      return caught ? mark(caught, typeof value === 'string') : value;
    },
    2,
  );
  return placeholders.reduce((raw, [token, variable]) => raw.replace(token, variable), text);
}

const script = (listen: 'prerequest' | 'test', exec: string[]) => ({
  listen,
  script: { type: 'text/javascript', exec },
});

/**
 * Before every request: the control token and the sandbox as headers when the environment has
 * them; for a member's call without a token, a sign-in through the control API, which also gives
 * the server's clock for the dates.
 */
const beforeEach = (days: readonly string[]) => [
  'const path = pm.request.url.getPath();',
  'const extra = [];',
  "if (pm.variables.get('controlToken')) extra.push({ key: 'x-control-token', value: pm.variables.get('controlToken') });",
  "// The sandbox calls manage sandboxes from the shared data; every other call runs in the run's sandbox.",
  "if (pm.variables.get('sandbox') && !path.startsWith('/__mock/sandbox'))",
  "  extra.push({ key: 'x-mock-sandbox', value: pm.variables.get('sandbox') });",
  'extra.forEach((header) => pm.request.headers.upsert(header));',
  "if (pm.request.headers.has('access') && !pm.collectionVariables.get('accessToken')) {",
  '  pm.sendRequest(',
  '    {',
  "      url: pm.variables.get('baseUrl') + '/__mock/tokens',",
  "      method: 'POST',",
  "      header: [{ key: 'content-type', value: 'application/json' }, ...extra],",
  "      body: { mode: 'raw', raw: JSON.stringify({ email: pm.variables.get('member') }) },",
  '    },',
  '    (error, response) => {',
  "      if (error || response.code !== 200) throw new Error('the control sign-in failed: ' + (error || response.text()));",
  '      const signedIn = response.json();',
  "      pm.collectionVariables.set('accessToken', signedIn.access);",
  `      for (const day of ${JSON.stringify(days)}) {`,
  '        const [, sign, count] = /^today([+-])(\\d+)d$/.exec(day);',
  `        const at = signedIn.now + ${SEOUL_MS} + (sign === '-' ? -1 : 1) * Number(count) * ${DAY_MS};`,
  '        pm.collectionVariables.set(day, new Date(at).toISOString().slice(0, 10));',
  '      }',
  '    },',
  '  );',
  '}',
];
/** After every request: a member's call refused for its token signs in again at the next one. */
const AFTER_EACH = [
  "if (pm.request.headers.has('access') && pm.response.code === 401) pm.collectionVariables.unset('accessToken');",
];

/** What each request checks: the success the recording got, then the values later calls need. */
function checks(step: ExampleStep, redirect: boolean, caught: Caught[]) {
  const members = isMembersCall(step);
  const status = redirect ? 303 : 200;
  return [
    `pm.test('answered ${status}${members ? ' with result success' : ''}', () => {`,
    `  pm.response.to.have.status(${status});`,
    ...(members ? ["  pm.expect(pm.response.json().result).to.eql('success');"] : []),
    '});',
    ...(caught.length ? ['const answer = pm.response.json();'] : []),
    ...caught.map(
      ({ variable, at }) =>
        `pm.collectionVariables.set('${variable}', answer${at.map((part) => `?.[${JSON.stringify(part)}]`).join('')});`,
    ),
    ...(endsSignIn(step) ? ["pm.collectionVariables.unset('accessToken');"] : []),
  ];
}

const recorded = (examples: Record<string, { value: unknown }> | undefined, members: boolean) =>
  members ? examples?.ko?.value : examples?.recorded?.value;

/** One request of the run: its call in the document, and the ids it takes from earlier answers. */
interface Planned {
  step: ExampleStep;
  method: string;
  path: string;
  operation: DocumentOperation;
  body: unknown;
  redirect: boolean;
  /** Path parameters and body fields that an earlier answer holds: their variable. */
  takes: Map<string, string>;
  /** What its answer holds that a later request takes. */
  gives: Caught[];
}

/** Finds, for every request, the ids it takes from earlier answers (the latest with that value under a fitting name). */
function plan(document: CollectionSource, order: readonly ExampleStep[]): Planned[] {
  const offered: Array<Caught & { call: string; by: Planned }> = [];
  return order.map((step) => {
    const [method, path] = step.call.split(' ') as [string, string];
    const operation = (document.paths[path] as Record<string, DocumentOperation> | undefined)?.[method];
    if (!operation) throw new Error(`the recording made ${step.call}, which the document lacks`);
    const members = isMembersCall(step);
    const ok = operation.responses['200']?.content?.['application/json'];
    const planned: Planned = {
      step,
      method,
      path,
      operation,
      body: recorded(operation.requestBody?.content['application/json'].examples, members),
      redirect: operation.responses['303'] !== undefined,
      takes: new Map(),
      gives: [],
    };
    const take = (target: string, key: string, value: unknown) => {
      const thing = thingOf(key, path);
      const source = offered.findLast((c) => c.value === value && fits(c, key, thing));
      if (!source) return;
      planned.takes.set(target, source.variable);
      if (!source.by.gives.includes(source)) source.by.gives.push(source);
    };
    for (const [name, value] of Object.entries(step.params ?? {})) take(`{${name}}`, name, value);
    if (planned.body && typeof planned.body === 'object')
      for (const [key, value] of Object.entries(planned.body)) if (isIdKey(key)) take(key, key, value);
    const answer = recorded(ok?.examples, members);
    for (const id of idsOf(
      members ? (answer as { data?: unknown } | undefined)?.data : answer,
      members ? ['data'] : [],
    ))
      offered.push({ ...id, variable: variableName(step.call, id.at), call: step.call, by: planned });
    return planned;
  });
}

const header = (key: string, value: string) => ({ key, value });

function item(planned: Planned, days: Set<string>) {
  const { step, method, path, operation, body, redirect, takes } = planned;
  const members = isMembersCall(step);
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part;
      const variable = takes.get(part);
      return variable ? `{{${variable}}}` : String(step.params?.[name]);
    });
  const query = [...new URLSearchParams(step.query ?? '')].map(([key, value]) => ({ key, value }));
  const raw = body === undefined ? undefined : bodyText(body, takes, days);
  return {
    name: members ? operation.operationId : step.call.replace(/^\w+/, (m) => m.toUpperCase()),
    request: {
      method: method.toUpperCase(),
      header: [
        ...(raw === undefined ? [] : [header('Content-Type', 'application/json')]),
        ...(members ? [header('Accept-Language', '{{language}}'), header('access', '{{accessToken}}')] : []),
      ],
      url: {
        raw: `{{baseUrl}}/${segments.join('/')}${step.query ?? ''}`,
        host: ['{{baseUrl}}'],
        path: segments,
        ...(query.length ? { query } : {}),
      },
      ...(raw === undefined ? {} : { body: { mode: 'raw', raw, options: { raw: { language: 'json' } } } }),
      description: operation.description,
    },
    // The answer checked is the server's own redirect, not the page it leads to.
    ...(redirect ? { protocolProfileBehavior: { followRedirects: false } } : {}),
    event: [script('test', checks(step, redirect, planned.gives))],
  };
}

const FOLDERS = {
  members: "The members' calls, signed in as the environment's member",
  testers: "The testers' and operators' calls (/__mock): the last ones end every sign-in and reset the sandbox",
};

/** The Postman collection (format 2.1) of the document's calls, in the order they can run from the seed. */
export function postmanCollection(document: CollectionSource, sequence: readonly ExampleStep[] = EXAMPLE_SEQUENCE) {
  const days = new Set<string>();
  const planned = plan(document, runOrder(sequence));
  const items = planned.map((p) => item(p, days));
  const members = planned.map((p) => isMembersCall(p.step));
  return {
    info: {
      name: document.info.title,
      description: [
        document.info.description,
        '',
        'Run it as imported: the environment names the server (`baseUrl`), the language of messages, the',
        'sandbox the run works in (its own copy of the seed, so a run never touches the shared data; empty',
        'for the shared data) and the member it signs in as, through `POST /__mock/tokens`. With a control',
        'token on the server, set `controlToken`.',
      ].join('\n'),
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    event: [script('prerequest', beforeEach([...days].sort())), script('test', AFTER_EACH)],
    item: [
      { name: FOLDERS.members, item: items.filter((_, i) => members[i]) },
      { name: FOLDERS.testers, item: items.filter((_, i) => !members[i]) },
    ],
  };
}

/** The collection's environment: this server, Korean messages, the run's own sandbox, the first demo member. */
export const postmanEnvironment = (origin: string) => ({
  name: `Tabi-log mock server (${new URL(origin).host})`,
  values: [
    { key: 'baseUrl', value: origin, type: 'default', enabled: true },
    { key: 'language', value: 'ko', type: 'default', enabled: true },
    { key: 'sandbox', value: 'postman', type: 'default', enabled: true },
    { key: 'member', value: DEMO_ACCOUNTS[0].email, type: 'default', enabled: true },
    { key: 'controlToken', value: '', type: 'secret', enabled: true },
  ],
  _postman_variable_scope: 'environment',
});
