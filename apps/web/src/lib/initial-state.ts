/**
 * What the server and the build put into index.html as non-executable JSON blocks. The ids must
 * match the server's platform/initial-state.ts and the web build's translation-files plugin.
 */
export const initialStateIds = {
  config: 'rb-initial-config',
  texts: 'rb-initial-texts',
  translationFiles: 'rb-translation-files',
  browser: 'rb-initial-browser',
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

/** What the server saw of this browser's HttpOnly cookies: a patient session, a kiosk identity. */
export interface BrowserHints {
  patientSession: boolean;
  kiosk: boolean;
}

/** The server's hints, or none held when the page came without them (development server, tests). */
export function readBrowserHints(doc: Document = document): BrowserHints {
  const value = readJsonBlock(initialStateIds.browser, doc) as Partial<BrowserHints> | undefined;
  return { patientSession: value?.patientSession === true, kiosk: value?.kiosk === true };
}
