import { type Kysely, sql } from 'kysely';

/**
 * The seeded demo used to name public OpenStreetMap tiles, whose usage policy forbids this kind of
 * use (issue 43). A provider still holding exactly that old default gets no tile server (the map
 * shows its markers on a plain ground) until it names its own; any other tile server is kept.
 */
const OLD_DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update provider_setting
    set value = value || jsonb_build_object('mapTileUrl', null, 'mapAttribution', ''), updated_at = now()
    where section = 'application' and value ->> 'mapTileUrl' = ${OLD_DEFAULT_TILES}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update provider_setting
    set value = value || jsonb_build_object('mapTileUrl', ${OLD_DEFAULT_TILES}::text,
      'mapAttribution', '&copy; OpenStreetMap contributors'::text)
    where section = 'application' and value -> 'mapTileUrl' = 'null'::jsonb`.execute(db);
}
