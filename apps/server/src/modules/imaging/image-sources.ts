import type { Env } from '../../platform/env';
import { createDemoImageSource } from './demo-source';
import type { ImageSource } from './dicomweb-resource';
import { createDicomWebSource } from './dicomweb-source';

/** The configured repositories by name; the first is the default. */
export interface ImageSources {
  defaultName: string;
  pick(repositorySource: string | undefined): ImageSource | null;
}

/** `http://a/dicom-web` or `main=http://a/dicom-web,archive=http://b/dicom-web`. */
export function parseRepositories(value: string): { name: string; url: string }[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item, index) => {
      const equals = item.indexOf('=');
      const named = equals > 0 && !item.slice(0, equals).includes(':');
      return named
        ? { name: item.slice(0, equals).trim(), url: item.slice(equals + 1).trim() }
        : { name: index === 0 ? 'default' : `pacs${index + 1}`, url: item };
    });
}

/**
 * The PACS viewer URL of a repository (`PACS_VIEWER_URL`), with `{accessionNumber}` filled in; null
 * when the repository has none, so our own viewer is the preference.
 */
export function pacsViewerUrl(configured: string | undefined, repository: string, accessionNumber: string) {
  const entry = parseRepositories(configured ?? '').find((item) => item.name === repository);
  return entry ? entry.url.replaceAll('{accessionNumber}', encodeURIComponent(accessionNumber)) : null;
}

export function createImageSources(
  env: Pick<Env, 'PACS_DICOMWEB_URL' | 'PACS_USERNAME' | 'PACS_PASSWORD'>,
): ImageSources {
  const sources: ImageSource[] = env.PACS_DICOMWEB_URL
    ? parseRepositories(env.PACS_DICOMWEB_URL).map((repository) =>
        createDicomWebSource({ ...repository, username: env.PACS_USERNAME, password: env.PACS_PASSWORD }),
      )
    : [createDemoImageSource()];
  const [first] = sources as [ImageSource, ...ImageSource[]];
  return {
    defaultName: first.name,
    pick: (name) => (name ? (sources.find((source) => source.name === name) ?? null) : first),
  };
}
