/**
 * The only DICOMweb resources the product asks a PACS for, and how each becomes an upstream path.
 * Both image sources (DICOMweb and demo) take these, so the viewer, the links and the tests run the
 * same code path whichever source answers.
 */
export interface RenderOptions {
  /** `center,width,linear|sigmoid`, kept literal upstream (Orthanc refuses encoded commas). */
  window?: string;
  /** `width,height`. */
  viewport?: string;
  quality?: number;
}

export type DicomWebResource =
  | { kind: 'studiesByAccession'; accessionNumber: string }
  | { kind: 'studySeries'; study: string }
  | { kind: 'studyMetadata'; study: string }
  | { kind: 'seriesMetadata'; study: string; series: string }
  | { kind: 'seriesInstances'; study: string; series: string }
  | { kind: 'instanceMetadata'; study: string; series: string; instance: string }
  | { kind: 'instanceRendered'; study: string; series: string; instance: string; render: RenderOptions }
  | {
      kind: 'frameRendered';
      study: string;
      series: string;
      instance: string;
      frame: number;
      render: RenderOptions;
    };

const renderQuery = (render: RenderOptions) => {
  const parts: string[] = [];
  // Values were validated against fixed patterns (digits, '.', '-', ',', a word): safe to keep literal.
  if (render.window) parts.push(`window=${render.window}`);
  if (render.viewport) parts.push(`viewport=${render.viewport}`);
  if (render.quality) parts.push(`quality=${render.quality}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** The path below the DICOMweb root, built from validated parts only. */
export function upstreamPath(resource: DicomWebResource): string {
  switch (resource.kind) {
    case 'studiesByAccession':
      return `studies?AccessionNumber=${encodeURIComponent(resource.accessionNumber)}&includefield=00081030&includefield=00080061`;
    case 'studySeries':
      return `studies/${resource.study}/series`;
    case 'studyMetadata':
      return `studies/${resource.study}/metadata`;
    case 'seriesMetadata':
      return `studies/${resource.study}/series/${resource.series}/metadata`;
    case 'seriesInstances':
      return `studies/${resource.study}/series/${resource.series}/instances`;
    case 'instanceMetadata':
      return `studies/${resource.study}/series/${resource.series}/instances/${resource.instance}/metadata`;
    case 'instanceRendered':
      return `studies/${resource.study}/series/${resource.series}/instances/${resource.instance}/rendered${renderQuery(resource.render)}`;
    case 'frameRendered':
      return `studies/${resource.study}/series/${resource.series}/instances/${resource.instance}/frames/${resource.frame}/rendered${renderQuery(resource.render)}`;
  }
}

/** A rendered image as the source answers it. */
export interface RenderedImage {
  contentType: string;
  body: Buffer;
}

/** DICOM JSON objects. */
export type DicomJsonList = Record<string, { vr: string; Value?: unknown[]; BulkDataURI?: string }>[];

/** A PACS (or the demo studies) seen through DICOMweb. `null` means the PACS does not have it. */
export interface ImageSource {
  /** The `repositorySource` name that picks it. */
  name: string;
  json(
    resource: Exclude<DicomWebResource, { kind: 'instanceRendered' | 'frameRendered' }>,
  ): Promise<DicomJsonList | null>;
  rendered(
    resource: Extract<DicomWebResource, { kind: 'instanceRendered' | 'frameRendered' }>,
  ): Promise<RenderedImage | null>;
  /** Where the PACS's own answers point (to rewrite absolute URLs); null when it has none. */
  publicRoot: string | null;
}
