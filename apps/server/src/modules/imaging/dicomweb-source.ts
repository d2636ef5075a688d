import {
  type DicomJsonList,
  type DicomWebResource,
  type ImageSource,
  upstreamPath,
} from './dicomweb-resource';

export interface DicomWebSourceOptions {
  name: string;
  /** The DICOMweb root, e.g. `http://127.0.0.1:8042/dicom-web`. */
  url: string;
  username?: string;
  password?: string;
  /** Upstream answers slower than this fail (502) instead of holding the viewer. */
  timeoutMs?: number;
}

export class PacsUnavailableError extends Error {}

/**
 * A PACS over DICOMweb (Orthanc with its plugin in tests). It holds the credentials; the viewer
 * never sees them. Requests are rebuilt from validated parts by `upstreamPath`, never forwarded.
 */
export function createDicomWebSource(options: DicomWebSourceOptions): ImageSource {
  const root = options.url.replace(/\/+$/, '');
  const authorization =
    options.username !== undefined
      ? `Basic ${Buffer.from(`${options.username}:${options.password ?? ''}`).toString('base64')}`
      : undefined;

  async function get(resource: DicomWebResource, accept: string) {
    const headers: Record<string, string> = { accept };
    if (authorization) headers.authorization = authorization;
    let response: Response;
    try {
      response = await fetch(`${root}/${upstreamPath(resource)}`, {
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new PacsUnavailableError((error as Error).name);
    }
    if (response.status === 404 || response.status === 204) return null;
    if (!response.ok) throw new PacsUnavailableError(`PACS answered ${response.status}`);
    return response;
  }

  return {
    name: options.name,
    publicRoot: root,

    async json(resource) {
      const response = await get(resource, 'application/dicom+json, application/json');
      if (!response) return null;
      const text = await response.text();
      return text ? (JSON.parse(text) as DicomJsonList) : [];
    },

    async rendered(resource) {
      const accept = resource.render.quality ? 'image/jpeg' : 'image/png';
      const response = await get(resource, accept);
      if (!response) return null;
      return {
        contentType: response.headers.get('content-type') ?? accept,
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}
