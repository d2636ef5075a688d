import { useEffect, useState } from 'react';
import { nativeSanitizer } from './native-sanitizer';

type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined = nativeSanitizer;
let loading: Promise<Sanitize> | undefined = nativeSanitizer && Promise.resolve(nativeSanitizer);

/**
 * The browser's own sanitiser where it has one. Elsewhere DOMPurify, about a tenth of the first
 * load, which arrives in its own chunk the first time configured HTML is shown (issue 16).
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
