import { describe, expect, it } from 'vitest';
import { rewriteDicomJson } from './rewrite-urls';
import { parseViewerUrl } from './viewer-paths';
import { createViewerTokens } from './viewer-token';

const token = `${'A'.repeat(48)}.${'b'.repeat(22)}`;
const root = `/api/imaging/viewer/${token}`;
const study = '1.2.840.113619.2.5';
const series = '1.2.840.113619.2.5.1';
const instance = '1.2.840.113619.2.5.1.7';

describe('the proxy raw-path gate', () => {
  it('accepts the fixed resources and keeps window commas literal', () => {
    expect(parseViewerUrl(root)).toEqual({ kind: 'viewerStudy', token });
    expect(parseViewerUrl(`${root}/studies/${study}/series`)).toMatchObject({
      resource: { kind: 'studySeries', study },
    });
    const frame = parseViewerUrl(
      `${root}/studies/${study}/series/${series}/instances/${instance}/frames/3/rendered?window=-600,1500,linear&viewport=256,256`,
    );
    expect(frame).toMatchObject({
      resource: {
        kind: 'frameRendered',
        frame: 3,
        render: { window: '-600,1500,linear', viewport: '256,256' },
      },
    });
    const encoded = parseViewerUrl(
      `${root}/studies/${study}/series/${series}/instances/${instance}/rendered?window=40%2C400%2Clinear`,
    );
    expect(encoded).toMatchObject({ resource: { render: { window: '40,400,linear' } } });
  });

  it.each([
    `${root}/studies/${study}/../9.9/series`,
    `${root}/studies/${study}/%2e%2e/9.9/series`,
    `${root}/studies/${study}..9/series`,
    `${root}/studies/${study}//series`,
    `${root}//studies/${study}/series`,
    `${root}/studies/%31.2/series`,
    `${root}/studies/01.2/series`,
    `${root}/studies/${'1.'.repeat(40)}1/series`,
    `${root}/studies/${study}/series?AccessionNumber=1`,
    `${root}/studies/${study}/bulkdata`,
    `${root}/studies/${study}/series/${series}/instances/${instance}/rendered?window=40,400,linear&window=1,1,linear`,
    `${root}/studies/${study}/series/${series}/instances/${instance}/rendered?window=40,400,linear;x`,
    `${root}/studies/${study}/series/${series}/instances/${instance}/rendered?quality=0`,
    `${root}/studies/${study}/series/${series}/instances/${instance}/frames/0/rendered`,
    `/api/imaging/viewer/x.y/studies/${study}/series`,
    `/api/other/${token}/studies/${study}/series`,
  ])('refuses %s', (url) => {
    expect(parseViewerUrl(url)).toBeNull();
  });
});

describe('answer rewriting', () => {
  it('points the PACS URLs of the granted study at the proxy and drops every other', () => {
    const pacs = 'http://127.0.0.1:8042/dicom-web';
    const [out] = rewriteDicomJson(
      [
        {
          '00081190': { vr: 'UR', Value: [`${pacs}/studies/${study}`, `${pacs}/studies/9.9`] },
          '7FE00010': { vr: 'OW', BulkDataURI: `${pacs}/studies/9.9/series/1/instances/2/bulk/7fe00010` },
          '00091001': {
            vr: 'OB',
            BulkDataURI: `${pacs}/studies/${study}/series/${series}/instances/${instance}/bulk/00091001`,
          },
        },
      ],
      root,
      study,
    );
    expect(out?.['00081190']?.Value).toEqual([`${root}/studies/${study}`]);
    expect(out?.['7FE00010']).toBeUndefined();
    expect(out?.['00091001']?.BulkDataURI).toBe(
      `${root}/studies/${study}/series/${series}/instances/${instance}/bulk/00091001`,
    );
    expect(JSON.stringify(out)).not.toContain('8042');
  });
});

describe('viewer tokens', () => {
  const tokens = createViewerTokens('s'.repeat(32));
  const link = 'ab'.repeat(32);

  it('verify what they issued until the expiry, and stay short enough for a path parameter', () => {
    const issued = tokens.issue({ link, exp: 2000 });
    expect(issued.length).toBeLessThanOrEqual(100);
    expect(tokens.verify(issued, 1999)).toEqual({ link, exp: 2000 });
    expect(tokens.verify(issued, 2000)).toBeNull();
  });

  it('refuse a changed payload, another key and garbage', () => {
    const issued = tokens.issue({ link, exp: 2000 });
    const [payload = '', signature = ''] = issued.split('.');
    const other = tokens.issue({ link: 'cd'.repeat(32), exp: 2000 }).split('.')[0];
    expect(tokens.verify(`${other}.${signature}`, 0)).toBeNull();
    expect(createViewerTokens('t'.repeat(32)).verify(issued, 0)).toBeNull();
    expect(tokens.verify(`${payload}.${signature}.x`, 0)).toBeNull();
    expect(tokens.verify('not-a-token', 0)).toBeNull();
  });
});
