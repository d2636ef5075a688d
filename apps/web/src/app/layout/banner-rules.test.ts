import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/support';
import { bannerView, isBannerClosed, parsePositionCss, rememberBannerClosed } from './banner-rules';

describe('parsePositionCss', () => {
  it('keeps placement declarations', () => {
    expect(parsePositionCss('top: 0; position: fixed; left:10px')).toEqual({
      top: '0',
      position: 'fixed',
      left: '10px',
    });
  });

  it('drops anything that is not placement or looks like an injection', () => {
    expect(
      parsePositionCss(
        'color: red; background: url(x); top: expression(alert(1)); position: weird; bottom: 1rem',
      ),
    ).toEqual({ bottom: '1rem' });
    expect(parsePositionCss(null)).toEqual({});
  });
});

describe('bannerView', () => {
  it('shows the configured banner with a close button when both settings allow it', () => {
    const view = bannerView(testConfig());
    expect(view).toMatchObject({
      html: '<strong>Notice</strong> text',
      closeable: true,
      style: { top: '0' },
    });
  });

  it('has no close button when either the banner or the provider setting says so', () => {
    const bannerOff = testConfig((c) => {
      c.banner.closeable = false;
    });
    const providerOff = testConfig((c) => {
      c.radiology.closeBanner = false;
    });
    expect(bannerView(bannerOff)?.closeable).toBe(false);
    expect(bannerView(providerOff)?.closeable).toBe(false);
  });

  it('is absent when disabled or empty', () => {
    expect(
      bannerView(
        testConfig((c) => {
          c.banner.enabled = false;
        }),
      ),
    ).toBeNull();
    expect(
      bannerView(
        testConfig((c) => {
          c.banner.html = '  ';
        }),
      ),
    ).toBeNull();
  });

  it('gives different texts different ids, so a new banner shows again after one was closed', () => {
    const other = testConfig((c) => {
      c.banner.html = 'Another notice';
    });
    expect(bannerView(other)?.id).not.toBe(bannerView(testConfig())?.id);
  });
});

describe('closed flag', () => {
  it('remembers the closed banner for the session', () => {
    const storage = new Map<string, string>();
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    };
    expect(isBannerClosed('abc', store)).toBe(false);
    rememberBannerClosed('abc', store);
    expect(isBannerClosed('abc', store)).toBe(true);
    expect(isBannerClosed('other', store)).toBe(false);
  });

  it('survives storage that refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isBannerClosed('abc', broken)).toBe(false);
    expect(() => rememberBannerClosed('abc', broken)).not.toThrow();
  });
});
