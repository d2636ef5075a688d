import { describe, expect, it, vi } from 'vitest';
import type { AuditService } from '../audit/audit.service';
import type { DicomWebResource, ImageSource } from './dicomweb-resource';
import type { ImageSources } from './image-sources';
import type { ImagingRepository } from './imaging.repository';
import { createViewerProxy } from './viewer-proxy.service';
import { createViewerTokens } from './viewer-token';

const STUDY = '1.2.3';
const uid = (value: string) => ({ vr: 'UI', Value: [value] });
const int = (value: number) => ({ vr: 'IS', Value: [value] });

type Rendered = Extract<DicomWebResource, { kind: 'frameRendered' }>;

/** A PACS with two series (numbered 2 and 1) of two instances each, counting what it renders. */
function fakeSource() {
  const rendered: string[] = [];
  const source: ImageSource = {
    name: 'default',
    publicRoot: null,
    async json(resource) {
      if (resource.kind === 'studySeries')
        return [
          { '0020000E': uid('1.2.3.2'), '00200011': int(2) },
          { '0020000E': uid('1.2.3.1'), '00200011': int(1) },
        ];
      if (resource.kind === 'seriesInstances')
        return [
          { '00080018': uid(`${resource.series}.20`), '00200013': int(2) },
          { '00080018': uid(`${resource.series}.10`), '00200013': int(1) },
        ];
      return null;
    },
    async rendered(resource) {
      rendered.push(`${resource.instance}${resource.render.window ? ' windowed' : ''}`);
      return { contentType: 'image/png', body: Buffer.from(`image ${rendered.length}`) };
    },
  };
  return { source, rendered };
}

function setUp() {
  const { source, rendered } = fakeSource();
  const links = new Map(
    ['a', 'b'].map((name) => [
      name.repeat(64),
      {
        imsecHash: name.repeat(64),
        repositorySource: 'default',
        studyInstanceUid: STUDY,
        accessionNumber: 'ACC-1',
        bookingKey: null,
        recipientKind: 'REFERRER' as const,
        expiresAt: new Date(Date.now() + 3_600_000),
        revokedAt: null as Date | null,
      },
    ]),
  );
  const tokens = createViewerTokens('a-test-secret-of-sufficient-length');
  const proxy = createViewerProxy({
    deps: { db: {} as never, clock: { now: () => new Date() } },
    repository: { findLink: async (hash: string) => links.get(hash) ?? null } as unknown as ImagingRepository,
    audit: { record: vi.fn(async () => undefined) } as unknown as AuditService,
    sources: { defaultName: 'default', pick: () => source } as ImageSources,
    tokens,
  });
  const tokenOf = (hash: string) => tokens.issue({ link: hash, exp: Math.floor(Date.now() / 1000) + 600 });
  const firstFrame = (render: Rendered['render'] = {}): Rendered => ({
    kind: 'frameRendered',
    study: STUDY,
    series: '1.2.3.1',
    instance: '1.2.3.1.10',
    frame: 1,
    render,
  });
  const origin = { ip: '127.0.0.1', requestId: 'r' };
  return { proxy, rendered, links, tokenOf, firstFrame, origin };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the first image of a link, fetched ahead of its viewer', () => {
  it('is the image the viewer shows first, handed once to that link, while other requests ask the PACS', async () => {
    const { proxy, rendered, tokenOf, firstFrame, origin } = setUp();
    proxy.warm({ imsecHash: 'a'.repeat(64), repositorySource: 'default', studyInstanceUid: STUDY });
    await settle();
    // Series number 1, instance number 1: what the viewer draws first.
    expect(rendered).toEqual(['1.2.3.1.10']);

    const answer = await proxy.resource(tokenOf('a'.repeat(64)), firstFrame(), origin);
    expect(answer).toMatchObject({ kind: 'image', body: Buffer.from('image 1') });
    expect(rendered).toHaveLength(1);

    // Taken once: asked again, the PACS renders it again; windowed, it was never fetched ahead.
    await proxy.resource(tokenOf('a'.repeat(64)), firstFrame(), origin);
    await proxy.resource(tokenOf('a'.repeat(64)), firstFrame({ window: '40,400,linear' }), origin);
    expect(rendered).toEqual(['1.2.3.1.10', '1.2.3.1.10', '1.2.3.1.10 windowed']);
  });

  it('is not handed to another link of the same study, nor after its own link is revoked', async () => {
    const { proxy, rendered, links, tokenOf, firstFrame, origin } = setUp();
    proxy.warm({ imsecHash: 'a'.repeat(64), repositorySource: 'default', studyInstanceUid: STUDY });
    await settle();
    const other = await proxy.resource(tokenOf('b'.repeat(64)), firstFrame(), origin);
    expect(other).toMatchObject({ body: Buffer.from('image 2') });
    expect(rendered).toHaveLength(2);

    const link = links.get('a'.repeat(64));
    if (link) link.revokedAt = new Date();
    await expect(proxy.resource(tokenOf('a'.repeat(64)), firstFrame(), origin)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('the study call fetches it ahead when the viewer url was not just handed out', async () => {
    const { proxy, rendered, tokenOf, firstFrame, origin } = setUp();
    const study = await proxy.study(tokenOf('a'.repeat(64)), origin);
    expect(study.series[0]?.instances[0]?.sopInstanceUid).toBe('1.2.3.1.10');
    await settle();
    expect(rendered).toEqual(['1.2.3.1.10']);
    await proxy.resource(tokenOf('a'.repeat(64)), firstFrame(), origin);
    expect(rendered).toHaveLength(1);
  });
});
