import { type Kysely, sql } from 'kysely';

/**
 * Schedules staff run from the admin panel (issue 39):
 * - a device's weekly template is versioned by the date it takes effect (`schedule_template`); its
 *   sessions stay rows of `device_schedule`, whose `valid_from`/`valid_to` are kept equal to the
 *   template's window, so slot search, the day sheet and the benchmarks read one table as before;
 * - a session may set its slot length and the exams or exam groups it allows (null: any the device does);
 * - closures and blocked time are both `schedule_exception` rows, told apart by `kind`;
 * - extra sessions add working time on one date;
 * - `clinic.schedule_version` is the optimistic-concurrency version of a clinic's whole schedule.
 * Existing weekly rows become each device's first template, effective from 2000-01-01.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_template')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id').onDelete('cascade'))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('schedule_template_device_from_uq', ['device_id', 'effective_from'])
    .execute();
  await sql`alter table device_schedule
    add column template_id integer references schedule_template(id) on delete cascade,
    add column slot_minutes smallint check (slot_minutes between 5 and 480),
    add column exam_ids integer[],
    add column exam_groups text[]`.execute(db);
  await db.schema
    .createIndex('device_schedule_template_idx')
    .on('device_schedule')
    .column('template_id')
    .execute();
  await sql`insert into schedule_template (device_id, effective_from)
    select distinct device_id, date '2000-01-01' from device_schedule`.execute(db);
  await sql`update device_schedule s set template_id = t.id
    from schedule_template t where t.device_id = s.device_id`.execute(db);

  await sql`alter table schedule_exception
    add column kind text not null default 'CLOSURE' check (kind in ('CLOSURE', 'BLOCK'))`.execute(db);

  await db.schema
    .createTable('schedule_extra_session')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id').onDelete('cascade'))
    .addColumn('on_date', 'date', (c) => c.notNull())
    .addColumn('start_minute', 'smallint', (c) => c.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'smallint', (c) => c.notNull().check(sql`end_minute between 1 and 1440`))
    .addColumn('slot_minutes', 'smallint', (c) => c.check(sql`slot_minutes between 5 and 480`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addCheckConstraint('schedule_extra_session_period_ck', sql`end_minute > start_minute`)
    .execute();
  await db.schema
    .createIndex('schedule_extra_session_device_idx')
    .on('schedule_extra_session')
    .columns(['device_id', 'on_date'])
    .execute();

  await sql`alter table clinic add column schedule_version integer not null default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table clinic drop column schedule_version`.execute(db);
  await db.schema.dropTable('schedule_extra_session').execute();
  await sql`alter table schedule_exception drop column kind`.execute(db);
  await sql`alter table device_schedule drop column template_id, drop column slot_minutes,
    drop column exam_ids, drop column exam_groups`.execute(db);
  await db.schema.dropTable('schedule_template').execute();
}
