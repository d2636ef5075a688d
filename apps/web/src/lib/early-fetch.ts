/**
 * Calls the entry module starts before the app has rendered (a page whose first data does not wait
 * for configuration, translations and its chunk), handed once to the page that needs them: `call`
 * in api-client takes a GET's early answer by its address.
 */
const early = new Map<string, Promise<Response | null>>();

export function startEarlyFetch(url: string): void {
  early.set(
    url,
    fetch(url, { headers: { accept: 'application/json' } })
      .then((answer) => (answer.ok ? answer : null))
      .catch(() => null),
  );
}

/** The early answer's JSON without taking it (for work that can start on it), or null. */
export async function peekEarlyJson(url: string): Promise<unknown | null> {
  const answer = await early.get(url);
  return answer ? answer.clone().json() : null;
}

/** The early answer's JSON, once; null when none was started or it failed (the page then asks itself). */
export async function takeEarlyJson(url: string): Promise<unknown | null> {
  const pending = early.get(url);
  if (!pending) return null;
  early.delete(url);
  const answer = await pending;
  return answer ? answer.json() : null;
}
