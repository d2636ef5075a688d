import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/support';
import { mapProviderOf } from './map-provider';

const withMap = (application: Partial<ReturnType<typeof testConfig>['application']>) => {
  const config = testConfig();
  return { ...config, application: { ...config.application, ...application } };
};

describe('mapProviderOf', () => {
  it("draws Google's map when a Maps key is configured, from the configured script address", () => {
    const provider = mapProviderOf(
      withMap({
        googleMapsApiKey: { key: 'provider-key' },
        mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      }),
    );
    expect(provider).toEqual({
      kind: 'google',
      apiKey: 'provider-key',
      scriptUrl: testConfig().googleMapsScriptUrl,
    });
  });

  it("draws Leaflet over the provider's tile server and credit without a key", () => {
    expect(
      mapProviderOf(
        withMap({
          googleMapsApiKey: { key: null },
          mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
          mapAttribution: '© Tiles',
        }),
      ),
    ).toEqual({ kind: 'leaflet', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' });
  });

  it('draws Leaflet without tiles when neither a key nor a tile server is configured, a blank key as none', () => {
    expect(mapProviderOf(withMap({ googleMapsApiKey: { key: '  ' }, mapTileUrl: null }))).toEqual({
      kind: 'leaflet',
      tileUrl: null,
      attribution: testConfig().application.mapAttribution,
    });
  });
});
