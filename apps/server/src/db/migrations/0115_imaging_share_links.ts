import { type Kysely, sql } from 'kysely';

/**
 * Images seen through a results share (issue 15): a patient's image-viewer link and the imsec link
 * made from it remember the share they came through, so revoking the share stops those images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table image_viewer_link add column share_id integer references result_share(id)`.execute(
    db,
  );
  await sql`alter table imaging_link add column share_id integer references result_share(id)`.execute(db);
  await sql`create index imaging_link_share on imaging_link (share_id) where share_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index imaging_link_share`.execute(db);
  await sql`alter table imaging_link drop column share_id`.execute(db);
  await sql`alter table image_viewer_link drop column share_id`.execute(db);
}
