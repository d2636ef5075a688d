/**
 * What the server and the build put into index.html as non-executable JSON blocks. The ids must
 * match the server's platform/initial-state.ts and the web build's translation-files plugin.
 */
export const initialStateIds = {
  config: 'rb-initial-config',
  texts: 'rb-initial-texts',
  translationFiles: 'rb-translation-files',
} as const;

/** The parsed JSON of one block, or undefined when it is missing or not JSON. */
export function readJsonBlock(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const isStringMap = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string');
