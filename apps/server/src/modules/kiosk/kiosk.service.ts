import { randomBytes } from 'node:crypto';
import type { Kiosk, KioskView, RegisterKioskRequest } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { isAllowedAddress } from './kiosk.binding';
import type { KioskRepository } from './kiosk.repository';

/** What the kiosk browser itself may learn: not its id (the cookie's secret) nor its networks. */
export const publicKiosk = (kiosk: Kiosk): KioskView => ({
  clinicId: kiosk.clinicId,
  clinicName: kiosk.clinicName,
  name: kiosk.name,
  kioskMode: kiosk.kioskMode,
});

/** 128 random bits, URL-safe: the kiosk identity staff type once on the device. */
export const newKioskId = () => randomBytes(16).toString('base64url');

export function createKioskService(deps: AppDeps, repository: KioskRepository) {
  /**
   * The kiosk a request comes from: a validly signed cookie's id (read by the caller) AND the
   * request's address inside that kiosk's networks. A copied cookie used elsewhere is no kiosk.
   */
  async function recognise(id: string | undefined, address: string | undefined): Promise<Kiosk | null> {
    const kiosk = id ? await repository.find(id) : null;
    return kiosk && isAllowedAddress(address, kiosk.allowedNetworks) ? kiosk : null;
  }

  return {
    find: (id: string | undefined) => (id ? repository.find(id) : Promise.resolve(null)),

    recognise,

    /** Staff type the id on the device; from outside its networks the id is refused like an unknown one. */
    async identify(id: string, address: string | undefined): Promise<Kiosk> {
      const kiosk = await recognise(id, address);
      if (!kiosk) throw notFound('message.unknown_kiosk');
      return kiosk;
    },

    list: () => repository.list(),

    async register(input: RegisterKioskRequest): Promise<Kiosk> {
      const id = newKioskId();
      await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.clinicExists(input.clinicId, trx))) throw badRequest('message.unknown_clinic');
        await repository.insert(
          {
            id,
            clinicId: input.clinicId,
            name: input.name,
            kioskMode: input.kioskMode ?? true,
            allowedNetworks: input.allowedNetworks,
          },
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
