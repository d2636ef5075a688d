type ImportLibrary = (name: string) => Promise<unknown>;
interface MapsNamespace {
  importLibrary?: ImportLibrary;
  /** The callback the Maps JavaScript API calls once it has loaded (named in its address). */
  __ib__?: () => void;
}

/**
 * Installs `google.maps.importLibrary` as Google's documented bootstrap loader does, but loading
 * the Maps JavaScript API from the configured address: @vis.gl/react-google-maps would load it
 * from maps.googleapis.com, fixed in its code, unless this function already exists, in which case
 * it uses it. So tests can point the address at a local stand-in. The first call appends the
 * script (key, version and language in its query, as Google's loader puts them); the loaded API
 * replaces the function with its own, which answers every call from then on. Installs once.
 */
export function installMapsBootstrap(
  scriptUrl: string,
  params: { key: string; v: string; language?: string },
): void {
  const global = window as unknown as { google?: { maps?: MapsNamespace } };
  const google = global.google ?? {};
  global.google = google;
  const maps: MapsNamespace = google.maps ?? {};
  google.maps = maps;
  if (maps.importLibrary) return;
  const libraries = new Set<string>();
  let loaded: Promise<void> | undefined;
  const load = () => {
    loaded ??= new Promise<void>((resolve, reject) => {
      // One script for the libraries asked for in the same task (the binding asks for core and maps at once).
      queueMicrotask(() => {
        const query = new URLSearchParams({
          ...(Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
            string,
            string
          >),
          libraries: [...libraries].join(','),
          callback: 'google.maps.__ib__',
        });
        maps.__ib__ = resolve;
        const script = document.createElement('script');
        script.src = `${scriptUrl}?${query}`;
        script.async = true;
        script.onerror = () => reject(new Error('The Google Maps JavaScript API could not load.'));
        document.head.append(script);
      });
    });
    return loaded;
  };
  const bootstrap: ImportLibrary = async (name) => {
    libraries.add(name);
    await load();
    const loadedImport = maps.importLibrary;
    if (!loadedImport || loadedImport === bootstrap) {
      throw new Error('The Google Maps JavaScript API loaded without importLibrary.');
    }
    return loadedImport(name);
  };
  maps.importLibrary = bootstrap;
}
