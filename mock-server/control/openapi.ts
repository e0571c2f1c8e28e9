import { z } from 'zod';
import { allEndpoints, type Domain } from '../../src/shared/api';
import { refusalsOf, type Access, type Endpoint } from '../../src/shared/endpoint';
import { ERROR_MESSAGES, type ErrorCode } from '../../src/shared/errors';
import { ADMIN_CALLS, type AdminCall } from '../../src/shared/admin';
import { allControlCalls, type ControlCall } from '../../src/shared/control';
import { CONTROL_EXAMPLES, OPENAPI_EXAMPLES } from './openapi-examples';

/**
 * A zod schema as the document's JSON Schema. Without zod's `$schema` on each: OpenAPI 3.1 gives
 * the dialect once for the document, and Postman's converter cannot fake a value for a schema
 * that names a dialect other than draft 4 (it logged an error per parameter and body).
 */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    return rest;
  } catch {
    return {};
  }
};

const TAG_OF_DOMAIN: Record<Domain, string> = {
  auth: 'auth',
  reference: 'reference',
  user: 'user',
  notice: 'notice',
  feed: 'feed',
  search: 'feed',
  place: 'place',
  travel: 'travel',
  pointShop: 'point-shop',
};
/** Search holds both feed and place searches; each belongs with its own domain. */
const tagOf = (domain: Domain, path: string) =>
  domain === 'search' && path.includes('/place') ? 'place' : TAG_OF_DOMAIN[domain];

const ACCESS_TEXT: Record<Access, string> = {
  public: 'No sign-in needed.',
  user: 'Signed in: the `access` header, or 401 UNAUTHORIZED.',
  optional:
    'Sign-in optional: with a valid `access` header the answer includes what the reader did (liked, bookmarked).',
};

const errorEnvelope = (codes: readonly ErrorCode[]) => ({
  type: 'object',
  required: ['result', 'message', 'code'],
  properties: {
    result: { const: 'error' },
    message: { type: 'string', description: 'In the request language (Accept-Language: ko or ja)' },
    code: { type: 'string', enum: [...codes] },
  },
});
const errorAnswer = (description: string, codes: readonly ErrorCode[]) => ({
  description,
  content: { 'application/json': { schema: errorEnvelope(codes) } },
});
const EXTENSION_TEXT =
  "An extension (`x-extension`): not in the original API's calls, so a host may answer 404; the client then hides what needs it and keeps the sign-in.";
const describe = (endpoint: Endpoint) =>
  [
    endpoint.summary,
    ACCESS_TEXT[endpoint.access],
    ...(endpoint.extension ? [EXTENSION_TEXT] : []),
    'Refusals (HTTP 200, result error):',
    ...refusalsOf(endpoint)
      .filter((code) => code !== 'UNAUTHORIZED')
      .map((code) => `- ${code}: ${ERROR_MESSAGES.ko[code]} / ${ERROR_MESSAGES.ja[code]}`),
  ].join('\n');

const REFRESH_COOKIE = {
  name: 'refresh',
  in: 'cookie',
  required: false,
  description: 'The refresh token the sign-in set (path /api/auth, HttpOnly, SameSite=Strict)',
  schema: { type: 'string' },
};
const ACCEPT_LANGUAGE = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  description: 'The language of `message` and of translated texts; ko when absent',
  schema: { type: 'string', enum: ['ko', 'ja'] },
};
const SECURITY: Record<Access, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ access: [] }],
  optional: [{}, { access: [] }],
};

function successHeaders(endpoint: Endpoint) {
  const headers: Record<string, unknown> = {};
  if (endpoint.session?.setsRefreshCookie)
    headers['Set-Cookie'] = {
      description: 'Sets (or clears) the `refresh` cookie, path /api/auth, HttpOnly, SameSite=Strict',
      schema: { type: 'string' },
    };
  if (endpoint.session?.accessHeader)
    headers.access = {
      description: 'The new access token (send it as the `access` header)',
      schema: { type: 'string' },
    };
  return Object.keys(headers).length ? { headers } : {};
}

const LANGUAGE_NAME = { ko: 'Korean', ja: 'Japanese' } as const;
/** The recorded request or answer of the call in ko and ja, as OpenAPI named examples. */
function examplesOf(operationId: string, part: 'request' | 'response') {
  const recorded = OPENAPI_EXAMPLES[operationId];
  if (!recorded) return {};
  const languages = ['ko', 'ja'] as const;
  return {
    examples: Object.fromEntries(
      languages.map((lang) => [
        lang,
        {
          summary: `${LANGUAGE_NAME[lang]} (Accept-Language: ${lang})`,
          value: recorded[lang][part],
        },
      ]),
    ),
  };
}

/** The recorded body or answer of a control or admin call (`post /__mock/users`), as its one named example. */
function controlExampleOf(key: string, part: 'request' | 'response') {
  const recorded = CONTROL_EXAMPLES[key];
  if (!recorded || recorded[part] === undefined) return {};
  return { examples: { recorded: { summary: 'Recorded from the seeded demo data', value: recorded[part] } } };
}

/** The call's success and error envelopes, named so the discriminator on `result` can select them. */
function envelopeSchemas(operationId: string, endpoint: Endpoint) {
  return {
    [`${operationId}.success`]: {
      type: 'object',
      required: ['result', 'message'],
      properties: {
        result: { const: 'success' },
        message: { type: 'string' },
        data: jsonSchema(endpoint.response, 'output'),
      },
    },
    [`${operationId}.error`]: errorEnvelope(refusalsOf(endpoint)),
  };
}
const schemaRef = (name: string) => `#/components/schemas/${name}`;

function apiOperation(domain: Domain, name: string, endpoint: Endpoint) {
  const operationId = `${domain}.${name}`;
  return {
    operationId,
    ...(endpoint.extension ? { 'x-extension': true } : {}),
    tags: [tagOf(domain, endpoint.path)],
    summary: endpoint.summary,
    description: describe(endpoint),
    security: SECURITY[endpoint.access],
    parameters: [ACCEPT_LANGUAGE, ...(endpoint.session?.readsRefreshCookie ? [REFRESH_COOKIE] : [])],
    requestBody: {
      required: true,
      content: {
        'application/json': { schema: jsonSchema(endpoint.request, 'input'), ...examplesOf(operationId, 'request') },
      },
    },
    responses: {
      200: {
        description: "Envelope: result success with data, or result error with one of the call's codes",
        ...successHeaders(endpoint),
        content: {
          'application/json': {
            schema: {
              oneOf: [{ $ref: schemaRef(`${operationId}.success`) }, { $ref: schemaRef(`${operationId}.error`) }],
              discriminator: {
                propertyName: 'result',
                mapping: { success: schemaRef(`${operationId}.success`), error: schemaRef(`${operationId}.error`) },
              },
            },
            ...examplesOf(operationId, 'response'),
          },
        },
      },
      400: errorAnswer('The body is not JSON', ['BAD_JSON']),
      ...(endpoint.access === 'user' || endpoint.session?.readsRefreshCookie
        ? { 401: errorAnswer('No, unknown or expired access token (or refresh cookie)', ['UNAUTHORIZED']) }
        : {}),
      404: errorAnswer('No such call', ['UNKNOWN_PATH']),
      413: errorAnswer('The body is larger than the call accepts', ['PAYLOAD_TOO_LARGE']),
      500: errorAnswer('A fault of the server', ['INTERNAL']),
    },
  };
}

/** What the path segment before a parameter holds, for its description. */
const HELD_IN: Record<string, string> = {
  faults: 'fault (as `POST /__mock/faults` answered it)',
  snapshots: 'snapshot',
  users: 'user',
  products: 'product',
  reports: 'reported target (`GET /__mock/admin/reports`)',
  feeds: 'post',
  comments: 'comment',
  notices: 'notice',
  banners: 'banner',
  orders: 'order',
  sandboxes: 'sandbox',
};
/** Path parameters of a templated path such as `/__mock/users/{id}/orders`: a numeric id, or as `schemas` says. */
const pathParameters = (path: string, schemas: Record<string, z.ZodType> = {}) =>
  [...path.matchAll(/([\w-]+)\/\{(\w+)\}/g)].map(([, segment, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    description: `The ${name} of the ${HELD_IN[segment!] ?? segment}`,
    schema: schemas[name!]
      ? jsonSchema(schemas[name!]!, 'input')
      : name === 'id'
        ? { type: 'integer', minimum: 1 }
        : { type: 'string' },
  }));

const TAGS: Record<string, string> = {
  auth: 'Join by e-mail or Google/Apple, sign-in, the refresh cookie and temporary passwords',
  reference: 'Themes and regions the tutorial, posts and plans choose from',
  user: "The member's profile, points, daily attendance draw, monthly missions and withdrawal",
  notice: 'Notices, the important-notice popup and banners',
  feed: 'Posts, comments, applause (10 per member and post), bookmarks, reports and feed search',
  place: 'The place map: search by name, reading, area or box; details, applause, comments, bookmarks',
  travel: 'Travel plans: days, memos, posts and places on each day; holidays of Korea and Japan',
  'point-shop': 'Gifts exchanged for points once the monthly mission is met, shipped to Korea or Japan',
  control: "The testers' control API: clock, faults, mailbox, users, scenarios, snapshots, sandboxes",
  admin: "The operators' calls: members, points, moderation, notices, banners, products and orders",
};
/** What a control or admin call answers when it refuses: plain JSON, no envelope. */
const CONTROL_REFUSAL = {
  type: 'object',
  required: ['ok', 'error'],
  properties: { ok: { const: false }, error: { type: 'string', description: 'What was wrong, in English' } },
};
const controlRefusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: schemaRef('control.refusal') } } },
});
/** A read answers its schema; a write the changed row, or `{ deleted: true }`. */
const adminAnswerSchema = (call: AdminCall) =>
  call.response ? jsonSchema(call.response, 'output') : { type: 'object' };
const CONTROL_ACCESS = 'Open to loopback callers; otherwise the control token (header or `?token=`), or 403.';
/** Loopback needs nothing (the empty requirement); elsewhere the token in the header or the query. */
const CONTROL_SECURITY = [{}, { controlToken: [] }, { controlTokenQuery: [] }];

/** A control call's answer: JSON, an event stream, or a browser's redirect setting a cookie. */
function controlAnswer(call: ControlCall) {
  if (call.redirect)
    return {
      303: {
        description: 'On to `to` (this server only; / when absent)',
        headers: {
          Location: { required: true, description: 'The path of `to`', schema: { type: 'string' } },
          'Set-Cookie': { required: true, description: call.redirect.cookie, schema: { type: 'string' } },
        },
      },
    };
  const headers = Object.entries(call.headers ?? {}).map(([name, description]) => [
    name,
    { required: true, description, schema: { type: 'string' } },
  ]);
  return {
    200: {
      description: call.stream ? 'One `request` event per call, its data the logged call as JSON' : call.summary,
      ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
      content: call.stream
        ? {
            'text/event-stream': {
              schema: {
                type: 'string',
                description: 'Server-sent events: `event: request`, `data:` the logged call',
              },
            },
          }
        : {
            'application/json': {
              schema: jsonSchema(call.response, 'output'),
              ...controlExampleOf(`${call.method} ${call.path}`, 'response'),
            },
          },
    },
  };
}

/** The OpenAPI document of every call, generated from the contract's zod schemas. */
export function openApiDocument(version: string, origin = 'http://localhost:5170') {
  const paths: Record<string, unknown> = {};
  let schemas: Record<string, unknown> = {};
  for (const { domain, name, endpoint } of allEndpoints()) {
    paths[endpoint.path] = { post: apiOperation(domain, name, endpoint) };
    schemas = { ...schemas, ...envelopeSchemas(`${domain}.${name}`, endpoint) };
  }
  // The tester's own calls, under their own tag: plain JSON, no envelope.
  for (const { call } of allControlCalls()) {
    const entry = (paths[call.path] ??= {}) as Record<string, unknown>;
    entry[call.method] = {
      operationId: `control.${call.method}${call.path.replace(/\W+/g, '_')}`,
      tags: ['control'],
      summary: call.summary,
      description: `${call.summary}. ${CONTROL_ACCESS}`,
      security: CONTROL_SECURITY,
      parameters: [
        ...pathParameters(call.path, call.params),
        ...Object.entries(call.query ?? {}).map(([name, { schema, description }]) => ({
          name,
          in: 'query',
          required: false,
          description,
          schema: jsonSchema(schema, 'input'),
        })),
      ],
      ...(call.body
        ? {
            requestBody: {
              required: !call.bodyOptional,
              content: {
                'application/json': {
                  schema: jsonSchema(call.body, 'input'),
                  ...controlExampleOf(`${call.method} ${call.path}`, 'request'),
                },
              },
            },
          }
        : {}),
      responses: {
        ...controlAnswer(call),
        ...(call.body || call.refusals?.[400]
          ? { 400: controlRefusal(call.refusals?.[400] ?? 'The body, naming each wrong field') }
          : {}),
        403: controlRefusal('Not from loopback, or without the control token'),
        ...(call.refusals?.[404] ||
        call.path.includes('{') ||
        call.path === '/__mock/scenarios' ||
        call.path === '/__mock/social-code'
          ? { 404: controlRefusal(call.refusals?.[404] ?? 'No such target') }
          : {}),
        ...(call.refusals?.[503] ? { 503: controlRefusal(call.refusals[503]) } : {}),
      },
    };
  }
  // The operators' admin calls: plain JSON like the control calls, under their own tag.
  for (const call of ADMIN_CALLS) {
    const path = `/__mock/admin${call.path.replace(':id', '{id}')}`;
    const entry = (paths[path] ??= {}) as Record<string, unknown>;
    entry[call.method.toLowerCase()] = {
      operationId: `admin.${call.name}`,
      tags: ['admin'],
      summary: call.summary,
      description: `${call.summary}. ${CONTROL_ACCESS}`,
      security: CONTROL_SECURITY,
      parameters: pathParameters(path),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: jsonSchema(call.body, 'input'),
                  ...controlExampleOf(`${call.method.toLowerCase()} ${path}`, 'request'),
                },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'The changed or listed data',
          content: {
            'application/json': {
              schema: adminAnswerSchema(call),
              ...controlExampleOf(`${call.method.toLowerCase()} ${path}`, 'response'),
            },
          },
        },
        400: controlRefusal('The body, naming each wrong field, or why the action was refused'),
        403: controlRefusal('Not from loopback, or without the control token'),
        404: controlRefusal('No such target'),
      },
    };
  }
  schemas['control.refusal'] = CONTROL_REFUSAL;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tabi-log API (mock server)',
      version,
      description: [
        'The API of Tabi-log, a travel community for Japanese- and Korean-speaking visitors to Korea, as the mock',
        'server answers it. Every call is a POST with a JSON body and answers the envelope `{ result, message, data }`,',
        'or `{ result: "error", code, message }` with HTTP 200 for a refusal; `message` is in the language of',
        "`Accept-Language` (ko or ja). The `/__mock` calls are the testers' control API and the operators' calls.",
        "Any call with the header `x-mock-sandbox: <name>` (which needs the control API's access) works on that",
        'sandbox: its own copy of the data, clock, faults, mailbox and log, made on first use.',
      ].join(' '),
      contact: { name: 'Tabi-log', url: `${origin}/__mock/docs` },
      license: { name: 'Proprietary', url: `${origin}/__mock/docs` },
    },
    servers: [{ url: origin, description: 'This mock server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      schemas,
      securitySchemes: {
        access: { type: 'apiKey', in: 'header', name: 'access', description: 'The access token of a sign-in' },
        controlToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-control-token',
          description: 'The control token, when the server has one; without one, loopback callers need none',
        },
        controlTokenQuery: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'The control token as `?token=`',
        },
      },
    },
    paths,
  };
}
