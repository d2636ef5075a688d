/**
 * The Kysely database interface. Each module declares its own tables by merging into this
 * interface from its `<module>.tables.ts`, so the table types live beside the code that owns them:
 *
 *   declare module '../../platform/db/schema' { interface Database { clinic: ClinicTable } }
 *
 * Property names are camelCase; the CamelCasePlugin maps them to snake_case columns.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each module
export interface Database {}
