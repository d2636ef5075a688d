import { viewerStudyUrl, viewerTokenOf } from '@rb/contracts';
import { peekEarlyJson } from '../../../lib/early-fetch';
import { frameUrl } from './viewer-math';

// Held until it has loaded, so the browser keeps the first slice for the viewer's <img>.
let firstSlice: HTMLImageElement | null = null;

interface StudyShape {
  studyInstanceUid?: string;
  dicomWebRoot?: string;
  series?: { seriesInstanceUid: string; instances: { sopInstanceUid: string }[] }[];
}

/** The address the viewer draws first: the first slice of the first series, in its default window. */
export function firstSliceUrl(study: StudyShape): string | null {
  const series = study.series?.[0];
  const instance = series?.instances[0];
  if (!series || !instance || !study.dicomWebRoot || !study.studyInstanceUid) return null;
  return frameUrl({
    root: study.dicomWebRoot,
    studyUid: study.studyInstanceUid,
    seriesUid: series.seriesInstanceUid,
    instanceUid: instance.sopInstanceUid,
  });
}

/**
 * As soon as the viewer chunk runs: once the early study answer is in, fetch the first slice, so it
 * is on its way while React renders the page.
 */
export function prefetchFirstSlice(pathname: string): void {
  const token = viewerTokenOf(pathname);
  if (!token) return;
  void peekEarlyJson(viewerStudyUrl(token))
    .then((study) => {
      const url = study ? firstSliceUrl(study as StudyShape) : null;
      if (!url) return;
      firstSlice = new Image();
      firstSlice.fetchPriority = 'high';
      firstSlice.onload = () => {
        firstSlice = null;
      };
      firstSlice.src = url;
    })
    .catch(() => undefined);
}
