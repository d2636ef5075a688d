import { useEffect, useState } from 'react';

type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * DOMPurify is about a tenth of the first load and most pages show no configured HTML, so it
 * arrives in its own chunk the first time configured HTML is shown (issue 16).
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then((module) => {
    loaded = module.sanitizeHtml;
    return loaded;
  });
  return loading;
}

/** The sanitiser once its chunk is in; undefined (render nothing yet) until then. */
export function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadSanitizer().then((fn) => {
      if (live) setSanitize(() => fn);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}
