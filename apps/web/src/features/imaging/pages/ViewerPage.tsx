import type { ViewerSeries } from '@rb/contracts';
import { imagingEndpoints } from '@rb/contracts/imaging/routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import { SliceView } from '../components/SliceView';
import { frameUrl } from '../lib/viewer-math';
import { prefetchFirstSlice } from '../lib/viewer-prefetch';
import '../imaging.css';

// Loaded early on a viewer address (main.tsx): the first slice follows the study answer at once.
prefetchFirstSlice(window.location.pathname);

const THUMBNAIL_VIEWPORT = '96,96';

/**
 * Our zero-footprint viewer (what `url` of §3 points to): the one study the viewer token grants,
 * drawn from rendered frames through the authorising proxy; series thumbnails are rendered frames
 * with `viewport` (the DICOMweb plugin has no thumbnail resource).
 */
export default function ViewerPage() {
  const { t } = useTranslation();
  const viewerToken = useParams().viewerToken ?? '';
  const study = useQuery({
    queryKey: ['imaging', 'viewer', viewerToken],
    // On a first load the entry module has asked already; `call` takes that answer (lib/early-fetch).
    queryFn: () => call(imagingEndpoints.viewerStudy, { params: { viewerToken } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [seriesUid, setSeriesUid] = useState<string | null>(null);
  const [presetName, setPresetName] = useState('');
  // Thumbnails wait for the first slice, so they do not compete with it for the server.
  const [firstDrawn, setFirstDrawn] = useState(false);

  const data = study.data;
  const series: ViewerSeries | undefined =
    data?.series.find((s) => s.seriesInstanceUid === seriesUid) ?? data?.series[0];
  const preset = data?.windowPresets.find((p) => p.name === presetName);
  const address = (s: ViewerSeries, instanceUid: string) => ({
    root: data?.dicomWebRoot ?? '',
    studyUid: data?.studyInstanceUid ?? '',
    seriesUid: s.seriesInstanceUid,
    instanceUid,
  });
  const urls = useMemo(() => {
    if (!series || !data) return [];
    return series.instances.map((i) =>
      frameUrl(
        {
          root: data.dicomWebRoot,
          studyUid: data.studyInstanceUid,
          seriesUid: series.seriesInstanceUid,
          instanceUid: i.sopInstanceUid,
        },
        preset,
      ),
    );
  }, [series, preset, data]);

  if (study.isPending) return <Spinner label={t('imaging.loading')} />;
  if (study.isError || !data)
    return (
      <main className="viewer-page" aria-labelledby="viewer-title">
        <h1 id="viewer-title">{t('imaging.study')}</h1>
        <ErrorAlert error={study.error} />
      </main>
    );
  const seriesLabel = (s: ViewerSeries) =>
    [s.modality, s.seriesNumber, s.description].filter((v) => v !== null && v !== '').join(' · ');
  const isCt = data.modalities.includes('CT') || series?.modality === 'CT';

  return (
    <main className="viewer-page" aria-labelledby="viewer-title">
      <header className="viewer-info">
        <h1 id="viewer-title">{data.studyDescription ?? t('imaging.study')}</h1>
        <p>
          {[data.modalities.join(', '), data.studyDate, data.accessionNumber].filter(Boolean).join(' · ')}
        </p>
      </header>
      <nav className="viewer-series" aria-label={t('imaging.series_list')}>
        <ul>
          {data.series.map((s) => {
            const first = s.instances[0];
            const current = s.seriesInstanceUid === series?.seriesInstanceUid;
            return (
              <li key={s.seriesInstanceUid}>
                <button
                  type="button"
                  aria-pressed={current}
                  onClick={() => setSeriesUid(s.seriesInstanceUid)}
                >
                  {first && firstDrawn && (
                    <img
                      alt=""
                      width={96}
                      height={96}
                      src={frameUrl(address(s, first.sopInstanceUid), undefined, THUMBNAIL_VIEWPORT)}
                    />
                  )}
                  <span>{seriesLabel(s)}</span>
                  <span>{t('imaging.images_count', { count: s.instances.length })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="viewer-main" aria-label={t('imaging.image_area')}>
        {isCt && data.windowPresets.length > 0 && (
          <label className="viewer-window">
            {t('imaging.window')}{' '}
            <select value={presetName} onChange={(e) => setPresetName(e.target.value)}>
              <option value="">{t('imaging.window_default')}</option>
              {data.windowPresets.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name} ({p.center}/{p.width})
                </option>
              ))}
            </select>
          </label>
        )}
        {series ? (
          <SliceView
            key={series.seriesInstanceUid}
            urls={urls}
            label={seriesLabel(series)}
            onDrawn={() => setFirstDrawn(true)}
          />
        ) : (
          <p>{t('imaging.no_series')}</p>
        )}
      </section>
    </main>
  );
}
