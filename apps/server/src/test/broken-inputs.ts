import { type JsonSchema, propertyNames, type Random, resolveRef, sampleOf } from './schema-samples';

/**
 * Requests for one operation of the OpenAPI document: one made from its schemas, then the same made
 * wrong in every way a client (or an attacker) can: wrong types, missing and extra fields, huge and
 * deep values, control characters, invalid JSON, wrong content types, path traversal in params.
 */

export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
}

export interface Probe {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type OpenApiDoc = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};

/** Every operation of the document, as the test drives it. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** Strings that have broken servers before: each goes into every slot that takes a string. */
export const hostileStrings: Record<string, string> = {
  nul: 'a\u0000b',
  c0: 'a\u0001\u001bb',
  c1: 'a\u0085\u009bb',
  bidi: 'abc\u202edcba',
  traversal: '../../../../etc/passwd',
  encodedTraversal: '..%2f..%2f..%2fetc%2fpasswd',
  huge: 'x'.repeat(20_000),
  unicode: 'Ωμέγα 漢字 😀',
  negative: '-1',
  bigNumber: '99999999999999999999999',
  int4Overflow: '2147483648',
  sql: "' or 1=1 --",
  html: '<script>alert(1)</script>',
  percent: '%',
  lone: '\ud800',
};

const deep = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) becomes invalid UTF-8 bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
};

function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined) continue;
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function fill(path: string, params: Record<string, string>, raw = false): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? 'x';
    return raw ? value : encode(value);
  });
}

const mapValues = (object: Record<string, unknown>, to: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, to(value)]));

/** At least 30 probes for the operation; `known` holds real values of path params by name. */
export function probesFor(
  op: Operation,
  random: Random,
  doc: OpenApiDoc,
  known: Record<string, string>,
  headers: Record<string, string>,
): Probe[] {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) params[p.name] = known[p.name] ?? String(sampleOf(p.schema, random, doc));
  const query: Record<string, unknown> = {};
  for (const q of op.queryParams) {
    if (q.required || random.next() < 0.5) query[q.name] = known[q.name] ?? sampleOf(q.schema, random, doc);
  }
  const bodySchema = op.body ? resolveRef(op.body, doc) : undefined;
  const body = bodySchema ? sampleOf(bodySchema, random, doc) : undefined;
  const bodyFields = propertyNames(bodySchema, doc);
  const json = { 'content-type': 'application/json' };
  const probes: Probe[] = [];
  const add = (label: string, p: Partial<Probe> & { url?: string }) =>
    probes.push({
      label,
      method: op.method,
      url: p.url ?? fill(op.path, params) + queryString(query),
      headers: { ...headers, ...(p.headers ?? {}) },
      payload: p.payload,
    });
  const withBody = (value: unknown) =>
    body === undefined ? {} : { headers: json, payload: JSON.stringify(value) };

  add('as the schema says', withBody(body));
  for (const [name, bad] of Object.entries(hostileStrings)) {
    if (op.pathParams.length) {
      const broken = mapValues(params, () => bad) as Record<string, string>;
      add(`path params ${name}`, { url: fill(op.path, broken) + queryString(query), ...withBody(body) });
    }
    const brokenQuery = op.queryParams.length
      ? Object.fromEntries(op.queryParams.map((q) => [q.name, bad]))
      : { unexpected: bad };
    add(`query ${name}`, { url: fill(op.path, params) + queryString(brokenQuery), ...withBody(body) });
    if (bodyFields.length) {
      add(
        `body strings ${name}`,
        withBody({
          ...(body as object),
          ...mapValues(Object.fromEntries(bodyFields.map((f) => [f, 0])), () => bad),
        }),
      );
    }
  }
  if (op.pathParams.length) {
    add('raw path traversal', {
      url: fill(
        op.path,
        mapValues(params, () => '..%2F..%2F..%2Fetc%2Fpasswd') as Record<string, string>,
        true,
      ),
    });
    add('dot segments', {
      url: fill(op.path, mapValues(params, () => '..') as Record<string, string>, true),
    });
  }
  add('query repeated', { url: fill(op.path, params) + queryString(mapValues(query, (v) => [v, v])) });
  add('query wrong types', {
    url: fill(op.path, params) + queryString(mapValues(query, () => 'not-a-number')),
  });
  add('query without required', { url: fill(op.path, params), ...withBody(body) });
  add('query prototype keys', { url: `${fill(op.path, params)}?__proto__[x]=1&constructor=y` });
  add('bad cookie', { headers: { cookie: 'rb_session=%%%; __Host-rb_session=\u00ff' }, ...withBody(body) });
  add('huge header', { headers: { 'accept-language': `${'xx-YY;q=abc,'.repeat(600)}*` }, ...withBody(body) });
  add('invalid JSON', { headers: json, payload: '{"a":' });
  add('JSON null', { headers: json, payload: 'null' });
  add('JSON array', { headers: json, payload: '[]' });
  add('JSON string', { headers: json, payload: '"text"' });
  add('empty object', { headers: json, payload: '{}' });
  add('prototype pollution', {
    headers: json,
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  });
  add('text/plain', { headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(body ?? {}) });
  add('form encoded', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&b=2',
  });
  add('xml', { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' });
  add('bad charset', { headers: { 'content-type': 'application/json; charset=utf-7' }, payload: '{}' });
  add('garbage multipart', {
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
    payload:
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a\u202e\u0001fdp.exe"\r\n\r\n%PDF-1.4\r\n--zz',
  });
  add('multipart no boundary', { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
  add('over the body limit', { headers: json, payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }) });
  if (bodySchema && bodyFields.length) {
    add('body missing every field', withBody({}));
    add(
      'body extra fields',
      withBody({ ...(body as object), extra: 'x', [`f${random.int(0, 999)}`]: { nested: [1, 2] } }),
    );
    for (const [label, value] of [
      ['numbers', 12345],
      ['booleans', true],
      ['arrays', ['a', 1]],
      ['objects', { a: { b: 1 } }],
      ['nulls', null],
      ['huge strings', 'y'.repeat(100_000)],
      ['deep values', deep(2_000)],
      ['negative and fractional', -1.5],
      ['integers past PostgreSQL integer', 2_147_483_648],
    ] as const) {
      add(
        `body fields as ${label}`,
        withBody(mapValues(Object.fromEntries(bodyFields.map((f) => [f, 0])), () => value)),
      );
    }
    add(
      'body deep in a valid shape',
      withBody({ ...(body as object), [bodyFields[0] as string]: { a: deep(1_000) } }),
    );
  } else if (bodySchema) {
    add('body deep', withBody(deep(2_000)));
    add(
      'body huge record',
      withBody(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 'v']))),
    );
  }
  return probes;
}
