import { randomBytes } from 'node:crypto';
import type { Kiosk, RegisterKioskRequest } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import type { KioskRepository } from './kiosk.repository';

/** 128 random bits, URL-safe: the kiosk identity staff type once on the device. */
export const newKioskId = () => randomBytes(16).toString('base64url');

export function createKioskService(deps: AppDeps, repository: KioskRepository) {
  return {
    find: (id: string | undefined) => (id ? repository.find(id) : Promise.resolve(null)),

    async identify(id: string): Promise<Kiosk> {
      const kiosk = await repository.find(id);
      if (!kiosk) throw notFound('message.unknown_kiosk');
      return kiosk;
    },

    list: () => repository.list(),

    async register(input: RegisterKioskRequest): Promise<Kiosk> {
      const id = newKioskId();
      await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.clinicExists(input.clinicId, trx))) throw badRequest('message.unknown_clinic');
        await repository.insert(
          { id, clinicId: input.clinicId, name: input.name, kioskMode: input.kioskMode ?? true },
          trx,
        );
      });
      return (await repository.find(id)) as Kiosk;
    },

    async setMode(id: string, kioskMode: boolean): Promise<Kiosk> {
      const found = await deps.db.transaction().execute((trx) => repository.setMode(id, kioskMode, trx));
      if (!found) throw notFound('message.unknown_kiosk');
      return (await repository.find(id)) as Kiosk;
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
