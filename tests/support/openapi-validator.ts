import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * A validator built from the published OpenAPI document alone, as a validating proxy would read
 * it: each operation's parameters, security, request body and every documented answer (status,
 * media type, headers, body) compiled with ajv's JSON Schema 2020-12 build (OpenAPI 3.1's dialect).
 * It knows nothing of the server's zod contract, so it holds the server to what the document says.
 */

type Json = Record<string, any>;
interface Operation {
  method: string;
  path: string;
  operationId: string;
  operation: Json;
  pattern: RegExp;
}
export interface SentRequest {
  method: string;
  /** The path with its query, as sent. */
  url: string;
  headers: Record<string, string>;
  /** The body's text; undefined when none was sent. */
  body?: string;
}
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const DOCUMENT_ID = 'https://tabi.test/openapi.json';
const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * ajv's discriminator selects the `oneOf` branch by the property's `const` but refuses a `mapping`:
 * the mapping is checked here to name exactly the branch whose const is its key, then left out.
 */
function withoutDiscriminatorMappings(doc: Json): Json {
  const refTarget = (ref: string) =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((node: any, key) => node?.[key], doc);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy: Json = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    const { discriminator } = copy;
    if (discriminator?.mapping && Array.isArray(copy.oneOf)) {
      for (const [value, ref] of Object.entries(discriminator.mapping as Record<string, string>)) {
        const branch = refTarget(ref);
        if (
          !copy.oneOf.some((b: Json) => b.$ref === ref) ||
          branch?.properties?.[discriminator.propertyName]?.const !== value
        )
          throw new Error(
            `discriminator mapping ${value} → ${ref} names no oneOf branch with that ${discriminator.propertyName}`,
          );
      }
      copy.discriminator = { propertyName: discriminator.propertyName };
    }
    return copy;
  };
  return walk(doc) as Json;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

export function documentValidator(published: Json) {
  const doc = withoutDiscriminatorMappings(published);
  const ajv = new Ajv2020({ strict: false, discriminator: true, allErrors: false, logger: false });
  ajv.addFormat('email', EMAIL);
  ajv.addFormat('date-time', (text: string) => DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)));
  ajv.addFormat('uri', (text: string) => URL.canParse(text));
  // The whole document is one resource, so every `#/components/...` reference resolves in it.
  ajv.addSchema(doc, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  /** The schema at this place of the document, compiled once. */
  const schemaAt = (place: string) => {
    let validate = compiled.get(place);
    if (!validate) compiled.set(place, (validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${place}` })));
    return validate;
  };
  const problemsOf = (validate: ValidateFunction, value: unknown, what: string) =>
    validate(value)
      ? []
      : (validate.errors ?? []).map((e) => `${what}${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);

  const operations: Operation[] = Object.entries(doc.paths as Json).flatMap(([path, methods]) =>
    Object.entries(methods as Json).map(([method, operation]) => ({
      method,
      path,
      operationId: operation.operationId as string,
      operation: operation as Json,
      pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`),
    })),
  );
  const find = (method: string, pathname: string) =>
    operations.find((o) => o.method === method.toLowerCase() && o.pattern.test(pathname));

  function checkRequest(request: SentRequest): string[] {
    const url = new URL(request.url, 'http://localhost');
    const op = find(request.method, url.pathname);
    if (!op) return [`${request.method} ${url.pathname}: no such operation`];
    const base = pointer('paths', op.path, op.method);
    const headers = new Map(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const cookies = new Map(
      (headers.get('cookie') ?? '')
        .split(';')
        .filter(Boolean)
        .map((c) => c.trim().split('=') as [string, string]),
    );
    const pathValues = op.pattern.exec(url.pathname)!.slice(1);
    const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    const problems: string[] = [];
    for (const [i, parameter] of ((op.operation.parameters ?? []) as Json[]).entries()) {
      const raw =
        parameter.in === 'header'
          ? headers.get(parameter.name.toLowerCase())
          : parameter.in === 'query'
            ? (url.searchParams.get(parameter.name) ?? undefined)
            : parameter.in === 'cookie'
              ? cookies.get(parameter.name)
              : pathValues[pathNames.indexOf(parameter.name)];
      if (raw === undefined) {
        if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} missing`);
        continue;
      }
      const type = parameter.schema?.type;
      const value = type === 'integer' || type === 'number' ? Number(decodeURIComponent(raw)) : decodeURIComponent(raw);
      problems.push(
        ...problemsOf(schemaAt(`${base}/parameters/${i}/schema`), value, `${parameter.in} ${parameter.name}`),
      );
    }
    const security = (op.operation.security ?? doc.security ?? []) as Array<Record<string, string[]>>;
    const holds = (requirement: Record<string, string[]>) =>
      Object.keys(requirement).every((name) => {
        const scheme = doc.components.securitySchemes[name];
        return scheme.in === 'header' ? headers.has(scheme.name.toLowerCase()) : url.searchParams.has(scheme.name);
      });
    if (security.length > 0 && !security.some(holds)) problems.push('no security requirement is met');
    const body = op.operation.requestBody as Json | undefined;
    if (body && request.body === undefined) {
      if (body.required) problems.push('request body missing');
    } else if (body && request.body !== undefined) {
      const type = mediaType(headers.get('content-type') ?? null);
      if (!body.content[type]) problems.push(`request media type ${type} not documented`);
      else if (type === 'application/json') {
        try {
          const value: unknown = JSON.parse(request.body);
          problems.push(...problemsOf(schemaAt(`${base}/requestBody/content/${pointer(type)}/schema`), value, 'body'));
        } catch {
          problems.push('request body is not JSON');
        }
      }
    } else if (!body && request.body) problems.push('a body where the document declares none');
    return problems;
  }

  function checkResponse(request: Pick<SentRequest, 'method' | 'url'>, answer: Answer): string[] {
    const { pathname } = new URL(request.url, 'http://localhost');
    const op = find(request.method, pathname);
    if (!op) return [`${request.method} ${pathname}: no such operation`];
    const status = String(answer.status);
    const documented = op.operation.responses[status] ? status : op.operation.responses.default ? 'default' : null;
    if (!documented) return [`HTTP ${status} is not documented`];
    const base = pointer('paths', op.path, op.method, 'responses', documented);
    const response = op.operation.responses[documented] as Json;
    const problems: string[] = [];
    for (const [name, header] of Object.entries((response.headers ?? {}) as Json)) {
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`header ${name} missing`);
      } else problems.push(...problemsOf(schemaAt(`${base}/headers/${pointer(name)}/schema`), value, `header ${name}`));
    }
    if (!response.content) {
      if (answer.text !== '') problems.push(`HTTP ${status} has a body the document does not describe`);
      return problems;
    }
    const type = mediaType(answer.headers.get('content-type'));
    if (!response.content[type])
      return [...problems, `media type ${type || '(none)'} not documented for HTTP ${status}`];
    if (type !== 'application/json') return problems;
    try {
      const value: unknown = JSON.parse(answer.text);
      problems.push(...problemsOf(schemaAt(`${base}/content/${pointer(type)}/schema`), value, 'body'));
    } catch {
      problems.push('answer is not JSON');
    }
    return problems;
  }

  /** Each named example of a request body or an answer, held to the schema beside it. */
  function checkExamples(): string[] {
    const problems: string[] = [];
    for (const op of operations) {
      const base = pointer('paths', op.path, op.method);
      const media: Array<[string, Json | undefined]> = [
        ['requestBody', op.operation.requestBody],
        ...Object.entries(op.operation.responses as Json).map(([s, r]) => [`responses/${s}`, r] as [string, Json]),
      ];
      for (const [place, holder] of media)
        for (const [type, content] of Object.entries((holder?.content ?? {}) as Json))
          for (const [name, example] of Object.entries((content.examples ?? {}) as Json))
            problems.push(
              ...problemsOf(
                schemaAt(`${base}/${place}/content/${pointer(type)}/schema`),
                example.value,
                `${op.operationId} ${place} example ${name}: `,
              ),
            );
    }
    return problems;
  }

  /** The operationId a method and path (with its query) call, or undefined. */
  const operationIdOf = (method: string, url: string) =>
    find(method, new URL(url, 'http://localhost').pathname)?.operationId;

  return { operations, operationIdOf, checkRequest, checkResponse, checkExamples };
}
export type DocumentValidator = ReturnType<typeof documentValidator>;
