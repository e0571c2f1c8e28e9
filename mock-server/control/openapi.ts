import { z } from 'zod';
import { allEndpoints, type Domain } from '../../src/shared/api';
import { refusalsOf, type Access, type Endpoint } from '../../src/shared/endpoint';
import { ERROR_MESSAGES, type ErrorCode } from '../../src/shared/errors';
import { ADMIN_CALLS } from '../../src/shared/admin';
import { controlCalls } from '../../src/shared/control';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
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
const describe = (endpoint: Endpoint) =>
  [
    endpoint.summary,
    ACCESS_TEXT[endpoint.access],
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

function apiOperation(domain: Domain, name: string, endpoint: Endpoint) {
  const success = {
    type: 'object',
    required: ['result', 'message'],
    properties: {
      result: { const: 'success' },
      message: { type: 'string' },
      data: jsonSchema(endpoint.response, 'output'),
    },
  };
  return {
    operationId: `${domain}.${name}`,
    tags: [tagOf(domain, endpoint.path)],
    summary: endpoint.summary,
    description: describe(endpoint),
    security: SECURITY[endpoint.access],
    parameters: [ACCEPT_LANGUAGE, ...(endpoint.session?.readsRefreshCookie ? [REFRESH_COOKIE] : [])],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: jsonSchema(endpoint.request, 'input') } },
    },
    responses: {
      200: {
        description: "Envelope: result success with data, or result error with one of the call's codes",
        ...successHeaders(endpoint),
        content: {
          'application/json': {
            schema: {
              oneOf: [success, errorEnvelope(refusalsOf(endpoint))],
              discriminator: { propertyName: 'result' },
            },
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

/** Path parameters of a templated path such as `/__mock/users/{id}/orders`. */
const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
  }));

const TAGS = [...new Set(Object.values(TAG_OF_DOMAIN)), 'control', 'admin'];
const CONTROL_ACCESS = 'Open to loopback callers; otherwise the control token (header or `?token=`), or 403.';
/** Loopback needs nothing (the empty requirement); elsewhere the token in the header or the query. */
const CONTROL_SECURITY = [{}, { controlToken: [] }, { controlTokenQuery: [] }];

/** The OpenAPI document of every call, generated from the contract's zod schemas. */
export function openApiDocument(version: string) {
  const paths: Record<string, unknown> = {};
  for (const { domain, name, endpoint } of allEndpoints()) {
    paths[endpoint.path] = { post: apiOperation(domain, name, endpoint) };
  }
  // The tester's own calls, under their own tag: plain JSON, no envelope.
  for (const call of controlCalls) {
    const entry = (paths[call.path] ??= {}) as Record<string, unknown>;
    entry[call.method] = {
      operationId: `control.${call.method}${call.path.replace(/\W+/g, '_')}`,
      tags: ['control'],
      summary: call.summary,
      description: `${call.summary}. ${CONTROL_ACCESS}`,
      security: CONTROL_SECURITY,
      parameters: [
        ...pathParameters(call.path),
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
              required: true,
              content: { 'application/json': { schema: jsonSchema(call.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: {
          description: call.stream ? 'One `request` event per call, its data the logged call as JSON' : call.summary,
          content: call.stream
            ? { 'text/event-stream': { schema: { type: 'string' }, itemSchema: jsonSchema(call.response, 'output') } }
            : { 'application/json': { schema: jsonSchema(call.response, 'output') } },
        },
        ...(call.body ? { 400: { description: '{ ok: false, error }: the body, naming each wrong field' } } : {}),
        403: { description: 'Not from loopback, or without the control token' },
        ...(call.path.includes('{') ? { 404: { description: 'No such target' } } : {}),
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
              content: { 'application/json': { schema: jsonSchema(call.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: { description: 'The changed or listed data, as JSON' },
        400: { description: '{ ok: false, error }: the body, naming each wrong field, or why the action was refused' },
        403: { description: 'Not from loopback, or without the control token' },
        404: { description: 'No such target' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tabi-log API (mock server)', version },
    tags: TAGS.map((name) => ({ name })),
    components: {
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
