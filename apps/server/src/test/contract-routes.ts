import type { Endpoint, HttpMethod } from '@rb/contracts';
import * as contracts from '@rb/contracts';
import { z } from 'zod';

/** One call of the contracts, with what a generated test needs to fill its URL. */
export interface ContractRoute {
  method: HttpMethod;
  /** The contract's path with `{name}` placeholders. */
  path: string;
  endpoint: Endpoint;
  /** Path parameter name → JSON Schema type (`integer`, `string`, …) and allowed values. */
  pathParams: Record<string, ParamShape>;
  /** The query parameters the call requires. */
  requiredQuery: Record<string, ParamShape>;
  hasBody: boolean;
}

export interface ParamShape {
  type?: string;
  enum?: unknown[];
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  (value as Endpoint).response !== undefined;

/** Every endpoint the contracts export, however deeply a domain groups them. */
function collect(value: unknown, into: Endpoint[], seen: Set<unknown>) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isEndpoint(value)) {
    into.push(value);
    return;
  }
  // Zod schemas are objects too; they hold no endpoints and walking them is slow.
  if (value instanceof z.ZodType) return;
  for (const child of Object.values(value)) collect(child, into, seen);
}

/** Property shapes of an object schema, read from its JSON Schema (input side). */
function shapesOf(schema: z.ZodType | undefined, requiredOnly: boolean): Record<string, ParamShape> {
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; enum?: unknown[]; anyOf?: { type?: string }[] }>;
    required?: string[];
  };
  const shapes: Record<string, ParamShape> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    if (requiredOnly && !json.required?.includes(name)) continue;
    shapes[name] = { type: property.type ?? property.anyOf?.[0]?.type, enum: property.enum };
  }
  return shapes;
}

/**
 * The calls of the contracts whose path starts with one of the prefixes, each once. Generated
 * tests iterate these, so a call added to any contract is covered without editing the test.
 */
export function contractRoutes(prefixes: string[]): ContractRoute[] {
  const endpoints: Endpoint[] = [];
  collect(contracts, endpoints, new Set());
  const byKey = new Map<string, ContractRoute>();
  for (const endpoint of endpoints) {
    if (!prefixes.some((prefix) => endpoint.path.startsWith(prefix))) continue;
    const key = `${endpoint.method} ${endpoint.path}`;
    if (byKey.has(key)) continue;
    byKey.set(key, {
      method: endpoint.method,
      path: endpoint.path,
      endpoint,
      pathParams: shapesOf(endpoint.params, false),
      requiredQuery: shapesOf(endpoint.query, true),
      hasBody: endpoint.body !== undefined,
    });
  }
  return [...byKey.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
