import { instanceJson, seriesJson, studyJson } from './demo-dicom';
import { demoStudies, type SyntheticStudy } from './demo-studies';
import type { ImageSource, RenderOptions } from './dicomweb-resource';
import { renderPng } from './png';

const parseWindow = (value: string | undefined, fallback: { center: number; width: number }) => {
  if (!value) return fallback;
  const [center = fallback.center, width = fallback.width] = value.split(',').map(Number);
  return { center, width: Math.max(1, width) };
};

const parseViewport = (render: RenderOptions) => {
  if (!render.viewport) return undefined;
  const [width = 1, height = 1] = render.viewport.split(',').map(Number);
  return { width: Math.max(1, width), height: Math.max(1, height) };
};

/**
 * The demo image source: the synthetic studies, answered as a DICOMweb server would (the same
 * resources, DICOM JSON and PNG), used when no PACS is configured.
 */
export function createDemoImageSource(
  name = 'default',
  studies: SyntheticStudy[] = demoStudies,
): ImageSource {
  const findStudy = (uid: string) => studies.find((study) => study.studyInstanceUid === uid);
  const find = (resource: { study: string; series?: string; instance?: string }) => {
    const study = findStudy(resource.study);
    const series = resource.series
      ? study?.series.find((s) => s.seriesInstanceUid === resource.series)
      : undefined;
    const instance = resource.instance
      ? series?.instances.find((i) => i.sopInstanceUid === resource.instance)
      : undefined;
    return { study, series, instance };
  };

  return {
    name,
    publicRoot: null,

    async json(resource) {
      if (resource.kind === 'studiesByAccession') {
        return studies.filter((s) => s.accessionNumber === resource.accessionNumber).map(studyJson);
      }
      const { study, series, instance } = find(resource);
      if (!study) return null;
      switch (resource.kind) {
        case 'studySeries':
          return study.series.map((s) => seriesJson(study, s));
        case 'studyMetadata':
          return study.series.flatMap((s) => s.instances.map((i) => instanceJson(study, s, i)));
        case 'seriesMetadata':
        case 'seriesInstances':
          return series ? series.instances.map((i) => instanceJson(study, series, i)) : null;
        case 'instanceMetadata':
          return series && instance ? [instanceJson(study, series, instance)] : null;
      }
    },

    async rendered(resource) {
      const { series, instance } = find(resource);
      if (!series || !instance) return null;
      if (resource.kind === 'frameRendered' && resource.frame !== 1) return null;
      const window = parseWindow(resource.render.window, {
        center: series.windowCenter,
        width: series.windowWidth,
      });
      const body = renderPng(
        instance.pixels(),
        instance.rows,
        instance.columns,
        window,
        parseViewport(resource.render),
      );
      return { contentType: 'image/png', body };
    },
  };
}
