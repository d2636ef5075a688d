import type { ColumnType } from 'kysely';

export interface ProviderSettingTable {
  section: string;
  value: ColumnType<unknown, string, string>;
  updatedAt: ColumnType<Date, never, string | undefined>;
}

export interface TranslationOverrideTable {
  locale: string;
  key: string;
  text: string;
}

export interface ApplicationAssetTable {
  name: string;
  contentType: string;
  data: Uint8Array;
  etag: string;
  updatedAt: ColumnType<Date, never, string | undefined>;
}

declare module '../../platform/db/schema' {
  interface Database {
    providerSetting: ProviderSettingTable;
    translationOverride: TranslationOverrideTable;
    applicationAsset: ApplicationAssetTable;
  }
}
