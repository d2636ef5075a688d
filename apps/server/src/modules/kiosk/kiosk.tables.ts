import type { Generated } from 'kysely';

export interface KioskTable {
  id: string;
  clinicId: number;
  name: string;
  kioskMode: Generated<boolean>;
  createdAt: Generated<Date>;
}

declare module '../../platform/db/schema' {
  interface Database {
    kiosk: KioskTable;
  }
}
