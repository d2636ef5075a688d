import type { AddContactRequestNote, ContactRequestDetail } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import { bookingOf } from './change-requests.admin.repository';
import type { ContactRequestsRepository } from './contact-requests.admin.repository';

/**
 * Claiming, noting and finishing call-back and call-centre requests (issue 14 §6). Each write
 * locks the request in its transaction and commits its audit row with it.
 */
export function createContactRequestsService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  repository: ContactRequestsRepository,
  ports: { audit: AuditService },
) {
  async function write(
    id: number,
    principal: StaffPrincipal,
    origin: AuditOrigin,
    action: 'claim' | 'done' | 'note',
    change: (trx: Db, request: { status: string }) => Promise<void>,
  ): Promise<ContactRequestDetail> {
    return deps.db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom('staffContactRequest')
        .select(['id', 'status', 'bookingKey'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!request) throw notFound();
      await change(trx, request);
      await ports.audit.record(trx, {
        actorKind: 'STAFF',
        actorRef: principal.subject,
        booking: { kind: (await bookingOf(trx, request.bookingKey)).kind, ref: request.bookingKey },
        action: `staff.contact_request.${action}`,
        outcome: 'SUCCESS',
        origin,
        detail: { object: `contact_request:${id}` },
      });
      const detail = await repository.detail(id, trx);
      if (!detail) throw notFound();
      return detail;
    });
  }

  return {
    /** The caller takes the request on (from whoever held it); a finished one cannot be claimed. */
    claim: (id: number, principal: StaffPrincipal, origin: AuditOrigin) =>
      write(id, principal, origin, 'claim', async (trx, request) => {
        if (request.status === 'DONE') throw new AppError(409, 'message.contact_request_done');
        await trx
          .updateTable('staffContactRequest')
          .set({ status: 'CLAIMED', claimedBy: principal.subject, claimedAt: deps.clock.now() })
          .where('id', '=', id)
          .execute();
      }),

    /** Finished; doing it again changes nothing. */
    done: (id: number, principal: StaffPrincipal, origin: AuditOrigin) =>
      write(id, principal, origin, 'done', async (trx, request) => {
        if (request.status === 'DONE') return;
        await trx
          .updateTable('staffContactRequest')
          .set((eb) => ({
            status: 'DONE',
            doneAt: deps.clock.now(),
            claimedBy: eb.fn.coalesce('claimedBy', eb.val(principal.subject)),
          }))
          .where('id', '=', id)
          .execute();
      }),

    addNote: (id: number, input: AddContactRequestNote, principal: StaffPrincipal, origin: AuditOrigin) =>
      write(id, principal, origin, 'note', async (trx) => {
        await trx
          .insertInto('staffContactNote')
          .values({
            requestId: id,
            staffSubject: principal.subject,
            note: input.note.trim(),
            createdAt: deps.clock.now(),
          })
          .execute();
      }),
  };
}

export type ContactRequestsService = ReturnType<typeof createContactRequestsService>;
