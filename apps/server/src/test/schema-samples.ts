/**
 * A small seeded generator of values from the JSON schemas of the OpenAPI document, for the input
 * robustness test. Deterministic: the same seed gives the same values, so a failure can be replayed.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/** mulberry32: a tiny, well-known 32-bit generator; plenty for choosing test inputs. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
const word = (random: Random, length: number) =>
  Array.from({ length }, () => random.pick([...ALPHABET])).join('');

/** Strings for the patterns and formats the contracts use; anything else gets plain letters. */
function sampleString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'date-time') return '2026-03-03T09:00:00.000Z';
  if (schema.format === 'date') return '1984-07-21';
  if (schema.format === 'email')
    return `p.${word(random, 6).toLowerCase().replace(/[-_]/g, 'x')}@example.com`;
  if (schema.format === 'uuid') return '3f2b8c1e-9d4a-4c6e-8b7a-1e2d3c4b5a69';
  if (schema.format === 'uri') return 'https://example.com/x';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('A-Za-z0-9_-]{22,64}')) return word(random, 24);
  if (pattern === '^\\d{6}$') return String(random.int(100000, 999999));
  if (pattern.startsWith('^\\+?\\d{8,')) return '0412345678';
  if (pattern === '^\\d+$') return String(random.int(1000, 99999));
  if (pattern === '^[1-9]$') return String(random.int(1, 9));
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 12, Math.max(min, 12));
  return word(random, random.int(Math.max(min, 1), Math.max(min, max)));
}

export function resolveRef(
  schema: JsonSchema,
  doc: { components?: { schemas?: Record<string, JsonSchema> } },
) {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

/** A value that fits the schema as well as a small generator can make it (depth-limited). */
export function sampleOf(schema: JsonSchema, random: Random, doc: object = {}, depth = 0): unknown {
  const s = resolveRef(schema, doc);
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return random.pick(s.enum.filter((v) => v !== null));
  if (s.allOf?.length) {
    return Object.assign({}, ...s.allOf.map((part) => sampleOf(part, random, doc, depth + 1) as object));
  }
  const choices = s.anyOf ?? s.oneOf;
  if (choices?.length) {
    const nonNull = choices.filter((c) => c.type !== 'null');
    return sampleOf(random.pick(nonNull.length ? nonNull : choices), random, doc, depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return sampleString(s, random);
    case 'integer':
      return random.int(Math.max(s.minimum ?? 1, 1), Math.min(s.maximum ?? 50, 50));
    case 'number':
      return Math.max(s.minimum ?? 0, Math.min(s.maximum ?? 50, random.next() * 50));
    case 'boolean':
      return random.next() < 0.5;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 0, 1) }, () =>
        sampleOf(s.items ?? {}, random, doc, depth + 1),
      );
    default: {
      if (!s.properties) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties)) {
        // Required fields always; optional ones half of the time.
        if (s.required?.includes(key) || random.next() < 0.5)
          out[key] = sampleOf(prop, random, doc, depth + 1);
      }
      return out;
    }
  }
}

/** Names of the string-valued properties of an object schema (after $ref). */
export function propertyNames(schema: JsonSchema | undefined, doc: object): string[] {
  if (!schema) return [];
  return Object.keys(resolveRef(schema, doc).properties ?? {});
}
