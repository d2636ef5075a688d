import type { ViewerSeries, ViewerStudy } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import {
  type CounterEntry,
  counterKey,
  createRequestCounter,
  fixedWindow,
  secondsLeft,
} from '../../platform/request-counter';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { DicomJsonList, DicomWebResource, ImageSource } from './dicomweb-resource';
import { PacsUnavailableError } from './dicomweb-source';
import type { ImageSources } from './image-sources';
import type { ImagingRepository } from './imaging.repository';
import { rewriteDicomJson } from './rewrite-urls';
import { studyOf } from './viewer-paths';
import type { ViewerTokens } from './viewer-token';

export interface ViewerProxyDeps {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  repository: ImagingRepository;
  audit: AuditService;
  sources: ImageSources;
  tokens: ViewerTokens;
}

/** CT presets (centre, width in HU); other modalities use the file's own window. */
const CT_PRESETS = [
  { name: 'Soft tissue', center: 40, width: 400 },
  { name: 'Lung', center: -600, width: 1500 },
  { name: 'Bone', center: 400, width: 1800 },
  { name: 'Brain', center: 40, width: 80 },
];

const first = (dataset: DicomJsonList[number], tag: string) => dataset[tag]?.Value?.[0];
const asText = (value: unknown) => (typeof value === 'string' ? value : null);
const asInt = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) ? number : null;
};

const upstreamFailure = () => new AppError(502, 'message.error_generating_images_url');

/** Wrong viewer tokens one client address may send a minute; past it, its viewer calls wait. */
export const VIEWER_TOKEN_MISSES_PER_MINUTE = 20;

/**
 * Guesses at viewer tokens, counted per client address (`request.ip`: the peer, or the hop before
 * a TRUSTED_PROXIES proxy, so a forged X-Forwarded-For is no new address) in the shared request
 * counter. Over the allowance every call with a token waits, a right one too, so a hit is not told.
 */
function createGuessLimit(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const counter = createRequestCounter(deps.db);
  const entry = (ip: string | null): CounterEntry => ({
    key: counterKey('viewer-token-miss', ip ?? 'unknown'),
    window: fixedWindow(deps.clock.now(), 60_000),
    max: VIEWER_TOKEN_MISSES_PER_MINUTE,
  });
  const refuse = (at: CounterEntry) =>
    new AppError(429, 'message.too_many_requests', { seconds: secondsLeft(at.window, deps.clock.now()) });
  return {
    async check(ip: string | null) {
      const at = entry(ip);
      const [misses = 0] = await counter.peek([at]);
      if (misses >= at.max) throw refuse(at);
    },
    async miss(ip: string | null): Promise<never> {
      const at = entry(ip);
      const [misses = 0] = await counter.bump([at], deps.clock.now());
      throw misses > at.max ? refuse(at) : notFound();
    },
  };
}

/**
 * The authorising proxy: a viewer token names a link; every request re-reads that link (so expiry
 * and revocation act at once), must address the link's study, and appends an audit row. Only the
 * fixed DICOMweb resources exist; the upstream URL is rebuilt from validated parts.
 */
export function createViewerProxy(ctx: ViewerProxyDeps) {
  const { deps, repository, audit, tokens } = ctx;
  const guesses = createGuessLimit(deps);

  async function grantOf(token: string, origin: AuditOrigin) {
    await guesses.check(origin.ip);
    // A token whose signature does not hold is a guess; one only past its expiry is an old viewer's.
    if (!tokens.verify(token, 0)) return guesses.miss(origin.ip);
    const grant = tokens.verify(token, Math.floor(Date.now() / 1000));
    if (!grant) throw notFound();
    const link = await repository.findLink(grant.link);
    // Revocation and expiry use real time, like the access tokens: a link stops at once.
    if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) throw notFound();
    const source = ctx.sources.pick(link.repositorySource);
    if (!source) throw notFound();
    return { link, source };
  }

  const record = (
    link: { imsecHash: string; recipientKind: string; bookingKey: string | null },
    what: string,
    origin: AuditOrigin,
  ) =>
    audit.record(deps.db, {
      actorKind:
        link.recipientKind === 'REFERRER'
          ? 'REFERRER'
          : link.recipientKind === 'STAFF'
            ? 'STAFF'
            : 'ANONYMOUS',
      actorRef: link.imsecHash.slice(0, 16),
      booking: link.bookingKey ? { kind: 'APPOINTMENT', ref: link.bookingKey } : null,
      action: 'imaging.viewer_access',
      outcome: 'SUCCESS',
      origin,
      detail: { resource: what },
    });

  /**
   * A study's series, each with its instances, read from the source in parallel and kept a minute:
   * the viewer's study call and the membership check of its first frames then ask the PACS once.
   * It says only which UIDs belong to the study, never whether a link may see it.
   */
  type StudyListing = {
    series: { uid: string; item: DicomJsonList[number]; instances: DicomJsonList }[];
    /** The study's `series` and `series/instance` keys, for the membership check of every frame. */
    members: Set<string>;
  };
  const listingCache = new Map<string, { until: number; listing: Promise<StudyListing> }>();
  function listing(source: ImageSource, study: string): Promise<StudyListing> {
    const cacheKey = `${source.name}|${study}`;
    const cached = listingCache.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.listing;
    const fresh = (async () => {
      const seriesList = (await guarded(() => source.json({ kind: 'studySeries', study }))) ?? [];
      const listed = await Promise.all(
        seriesList.map(async (item) => {
          const uid = asText(first(item, '0020000E'));
          if (!uid) return null;
          const instances =
            (await guarded(() => source.json({ kind: 'seriesInstances', study, series: uid }))) ?? [];
          return { uid, item, instances };
        }),
      );
      const series = listed.filter((entry) => entry !== null);
      const members = new Set<string>();
      for (const { uid, instances } of series) {
        members.add(uid);
        for (const instance of instances) {
          const instanceUid = asText(first(instance, '00080018'));
          if (instanceUid) members.add(`${uid}/${instanceUid}`);
        }
      }
      return { series, members };
    })();
    if (listingCache.size > 500) listingCache.clear();
    listingCache.set(cacheKey, { until: Date.now() + 60_000, listing: fresh });
    fresh.catch(() => listingCache.delete(cacheKey));
    return fresh;
  }

  const memberKey = (resource: { series: string; instance?: string }) =>
    resource.instance ? `${resource.series}/${resource.instance}` : resource.series;

  async function guarded<T>(call: () => Promise<T>) {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PacsUnavailableError) throw upstreamFailure();
      throw error;
    }
  }

  return {
    /** GET /api/imaging/viewer/{token}: the study's series and instances for the viewer. */
    async study(token: string, origin: AuditOrigin): Promise<ViewerStudy> {
      const { link, source } = await grantOf(token, origin);
      const study = link.studyInstanceUid;
      const listed = (await listing(source, study)).series;
      if (listed.length === 0) throw notFound('message.error_generating_images_url');
      const series: ViewerSeries[] = listed.map(({ uid, item, instances }) => ({
        seriesInstanceUid: uid,
        seriesNumber: asInt(first(item, '00200011')),
        modality: asText(first(item, '00080060')),
        description: asText(first(item, '0008103E')),
        instances: instances
          .map((instance) => ({
            sopInstanceUid: asText(first(instance, '00080018')) ?? '',
            instanceNumber: asInt(first(instance, '00200013')),
          }))
          .filter((instance) => instance.sopInstanceUid)
          .sort((a, b) => (a.instanceNumber ?? 0) - (b.instanceNumber ?? 0)),
      }));
      series.sort((a, b) => (a.seriesNumber ?? 0) - (b.seriesNumber ?? 0));
      const modalities = [...new Set(series.map((s) => s.modality).filter((m): m is string => Boolean(m)))];
      const sample = listed[0]?.item ?? {};
      await record(link, 'study', origin);
      return {
        studyInstanceUid: study,
        accessionNumber: asText(first(sample, '00080050')) ?? link.accessionNumber,
        studyDate: asText(first(sample, '00080020')),
        studyDescription: asText(first(sample, '00081030')),
        modalities,
        series,
        windowPresets: modalities.includes('CT') ? CT_PRESETS : [],
        expiresInSeconds: Math.max(
          0,
          (tokens.verify(token, Math.floor(Date.now() / 1000))?.exp ?? 0) - Math.floor(Date.now() / 1000),
        ),
        dicomWebRoot: `/api/imaging/viewer/${token}`,
      };
    },

    /** One proxied DICOMweb resource of the granted study; anything else is 404. */
    async resource(token: string, resource: DicomWebResource, origin: AuditOrigin) {
      const { link, source } = await grantOf(token, origin);
      if (studyOf(resource) !== link.studyInstanceUid) throw notFound();
      // Orthanc answers a series of another study under this study's path: check membership ourselves.
      const series = 'series' in resource ? resource.series : undefined;
      const instance = 'instance' in resource ? resource.instance : undefined;
      if (
        series &&
        !(await listing(source, link.studyInstanceUid)).members.has(memberKey({ series, instance }))
      ) {
        throw notFound();
      }
      await record(link, resource.kind, origin);
      if (resource.kind === 'instanceRendered' || resource.kind === 'frameRendered') {
        const image = await guarded(() => source.rendered(resource));
        if (!image) throw notFound();
        return { kind: 'image' as const, ...image };
      }
      if (resource.kind === 'studiesByAccession') throw notFound();
      const json = await guarded(() => source.json(resource));
      if (!json) throw notFound();
      return {
        kind: 'json' as const,
        body: rewriteDicomJson(json, `/api/imaging/viewer/${token}`, link.studyInstanceUid),
      };
    },
  };
}

export type ViewerProxy = ReturnType<typeof createViewerProxy>;
