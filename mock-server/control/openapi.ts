import { z } from 'zod';
import { allEndpoints } from '../../src/shared/api';
import { ADMIN_CALLS } from '../../src/shared/admin';
import { controlCalls } from '../../src/shared/control';
import { envelopeSchema } from '../../src/shared/envelope';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

/** The OpenAPI document of every call, generated from the contract's zod schemas. */
export function openApiDocument(version: string) {
  const paths: Record<string, unknown> = {};
  for (const { domain, name, endpoint } of allEndpoints()) {
    paths[endpoint.path] = {
      post: {
        operationId: `${domain}.${name}`,
        tags: [domain],
        summary: endpoint.summary,
        security: endpoint.access === 'user' ? [{ access: [] }] : [],
        requestBody: { content: { 'application/json': { schema: jsonSchema(endpoint.request, 'input') } } },
        responses: {
          200: {
            description: 'Envelope: result success with data, or result error with a code',
            content: { 'application/json': { schema: jsonSchema(envelopeSchema(endpoint.response), 'output') } },
          },
          ...(endpoint.access === 'user' ? { 401: { description: 'No, unknown or expired access token' } } : {}),
        },
      },
    };
  }
  // The tester's own calls, under their own tag: plain JSON, no envelope.
  for (const call of controlCalls) {
    const entry = (paths[call.path] ??= {}) as Record<string, unknown>;
    entry[call.method] = {
      operationId: `control.${call.method}${call.path.replace(/\W+/g, '_')}`,
      tags: ['control'],
      summary: call.summary,
      ...(call.body
        ? { requestBody: { content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } }
        : {}),
      responses: {
        200: {
          description: call.summary,
          content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
        },
        403: { description: 'Not from loopback, or without the control token' },
      },
    };
  }
  // The operators' admin calls: plain JSON like the control calls, under their own tag.
  for (const call of ADMIN_CALLS) {
    const entry = (paths[`/__mock/admin${call.path.replace(':id', '{id}')}`] ??= {}) as Record<string, unknown>;
    entry[call.method.toLowerCase()] = {
      operationId: `admin.${call.name}`,
      tags: ['admin'],
      summary: call.summary,
      ...(call.body
        ? { requestBody: { content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } }
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
    components: { securitySchemes: { access: { type: 'apiKey', in: 'header', name: 'access' } } },
    paths,
  };
}
