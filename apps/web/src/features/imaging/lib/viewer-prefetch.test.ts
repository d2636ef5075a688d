import { viewerStudyUrl } from '@rb/contracts';
import { imagingEndpoints } from '@rb/contracts/imaging/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../lib/api-client';
import { startEarlyFetch } from '../../../lib/early-fetch';
import { firstSliceUrl, prefetchFirstSlice } from './viewer-prefetch';

const study = {
  studyInstanceUid: '1.2',
  dicomWebRoot: '/api/imaging/viewer/a.b',
  series: [{ seriesInstanceUid: '1.2.3', instances: [{ sopInstanceUid: '1.2.3.4' }] }],
};
const SLICE = '/api/imaging/viewer/a.b/studies/1.2/series/1.2.3/instances/1.2.3.4/frames/1/rendered';

afterEach(() => vi.unstubAllGlobals());

describe('viewer prefetch', () => {
  it('names the slice the viewer draws first, as the viewer addresses it', () => {
    expect(firstSliceUrl(study)).toBe(SLICE);
    expect(firstSliceUrl({ ...study, series: [] })).toBeNull();
  });

  it('hands the study main.tsx asked for over once, and fetches its first slice meanwhile', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(study), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const images: { src: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        fetchPriority = '';
        onload: (() => void) | null = null;
        constructor() {
          images.push(this);
        }
      },
    );
    startEarlyFetch(viewerStudyUrl('a-1.b_2'));
    expect(fetchMock).toHaveBeenCalledWith('/api/imaging/viewer/a-1.b_2', expect.anything());
    prefetchFirstSlice('/appointments/KEY1/result');
    prefetchFirstSlice('/imaging/viewer/a-1.b_2');
    // The viewer's own call takes the early answer once; a second one asks the server.
    const viewerCall = () => call(imagingEndpoints.viewerStudy, { params: { viewerToken: 'a-1.b_2' } });
    expect(await viewerCall()).toEqual(study);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await viewerCall();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(images.map((image) => image.src)).toEqual([SLICE]));
  });

  it('leaves a refused study call to the viewer, which asks again and shows the error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    );
    startEarlyFetch(viewerStudyUrl('x.y'));
    prefetchFirstSlice('/imaging/viewer/x.y');
    await expect(call(imagingEndpoints.viewerStudy, { params: { viewerToken: 'x.y' } })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
