import type { ColumnType, Generated } from 'kysely';

export interface KioskTable {
  id: string;
  clinicId: number;
  name: string;
  kioskMode: Generated<boolean>;
  /** jsonb array of addresses and CIDR networks (written as JSON text). */
  allowedNetworks: ColumnType<string[], string | undefined, string>;
  createdAt: Generated<Date>;
}

declare module '../../platform/db/schema' {
  interface Database {
    kiosk: KioskTable;
  }
}
