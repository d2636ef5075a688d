import type { Appointment, Bundle } from '@medplum/fhirtypes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BookingLimits, holderOf } from '../../platform/booking-limits';
import type { FhirAccess } from './fhir.access';
import { appointmentOf, detailsOf, type FhirBooking, patientOf } from './fhir.booking';
import { pageOf, searchset } from './fhir.bundle';
import { FhirError, fhirNotFound } from './fhir.outcome';
import { dateRange, type FhirQuery, positiveIds, referenceId, values } from './fhir.params';
import type { FhirRepository } from './fhir.repository';
import { statusesOf, toAppointment, toPatient } from './fhir.resources';
import { type FhirRouteContext, readAndSearch, sendFhir } from './fhir.routes';

const flat = (query: FhirQuery) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]));

/** An Operation's input: GET query parameters, or a Parameters body's valueX parts. */
function operationQuery(request: FastifyRequest): FhirQuery {
  if (request.method === 'GET') return request.query as FhirQuery;
  const body = request.body as { resourceType?: string; parameter?: Record<string, unknown>[] } | undefined;
  if (body?.resourceType !== 'Parameters') throw new FhirError(400, 'invalid', 'the body must be Parameters');
  const query: Record<string, string[]> = {};
  for (const part of body.parameter ?? []) {
    const name = String(part.name ?? '');
    const value = Object.entries(part).find(([k]) => k.startsWith('value'))?.[1];
    const text =
      typeof value === 'object' && value && 'reference' in value
        ? String(value.reference)
        : typeof value === 'object' && value && 'code' in value
          ? String(value.code)
          : String(value ?? '');
    query[name] = [...(query[name] ?? []), text];
  }
  return query;
}

/**
 * Appointment and Patient (SMART system scopes plus the staff policy, every patient read audited),
 * the booking operations and cancellation by status.
 */
export function registerFhirProtectedRoutes(
  fhir: FastifyInstance,
  ctx: FhirRouteContext,
  deps: { repository: FhirRepository; access: FhirAccess; booking: FhirBooking; limits: BookingLimits },
) {
  const { repository, access, booking, limits } = deps;

  const appointmentRow = async (slug: string) => {
    const [row] = /^[A-Za-z0-9_-]{1,100}$/.test(slug)
      ? await repository.appointments({ clinicIds: null, slug })
      : [];
    return row;
  };

  readAndSearch(
    fhir,
    ctx,
    'Appointment',
    async (request, query) => {
      const { principal, clinicIds } = await access.searchRight(request, 'Appointment');
      const locations = positiveIds(
        values(query, 'location').map((v) => referenceId(v, 'Location', 'location')),
        'location',
      );
      const patients = positiveIds(
        values(query, 'patient').map((v) => referenceId(v, 'Patient', 'patient')),
        'patient',
      );
      const statuses = values(query, 'status').flatMap(statusesOf);
      const range = dateRange(values(query, 'date'), 'date');
      const ids = values(query, '_id');
      const rows = (
        await repository.appointments({
          clinicIds:
            clinicIds && locations.length
              ? clinicIds.filter((c) => locations.includes(c))
              : (clinicIds ?? (locations.length ? locations : null)),
          statuses: values(query, 'status').length ? statuses : undefined,
          patientId: patients[0],
          from: range.from === undefined ? undefined : new Date(range.from),
          to: range.to === undefined ? undefined : new Date(range.to),
        })
      ).filter((r) => ids.length === 0 || ids.includes(r.slug));
      const page = pageOf(flat(query));
      await access.auditSearch(
        request,
        principal,
        rows
          .slice(page.offset, page.offset + page.count)
          .map((r) => ({ object: `Appointment:${r.id}`, booking: r.bookingKey })),
      );
      return rows.map(toAppointment);
    },
    async (request, id) => {
      const row = await appointmentRow(id);
      await access.objectRight(
        request,
        'Appointment',
        'r',
        row?.clinicId,
        `Appointment/${id}`,
        row?.bookingKey,
      );
      if (!row) throw fhirNotFound(`Appointment/${id}`);
      return toAppointment(row);
    },
  );

  readAndSearch(
    fhir,
    ctx,
    'Patient',
    async (request, query) => {
      const { principal, clinicIds } = await access.searchRight(request, 'Patient');
      const ids = positiveIds(values(query, '_id'), '_id');
      const rows = (
        await repository.patients({
          clinicIds,
          family: values(query, 'family')[0],
          given: values(query, 'given')[0],
          birthDate: values(query, 'birthdate')[0],
        })
      ).filter((r) => ids.length === 0 || ids.includes(r.id));
      const page = pageOf(flat(query));
      await access.auditSearch(
        request,
        principal,
        rows.slice(page.offset, page.offset + page.count).map((r) => ({ object: `Patient:${r.id}` })),
      );
      return rows.map(toPatient);
    },
    async (request, id) => {
      const patientId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
      const principal = await access.scoped(request, 'Patient', 'r');
      const clinics = patientId ? await repository.clinicsOfPatient(patientId) : [];
      // A patient is seen through a clinic they have an appointment at (an admin sees every clinic).
      const clinicId = principal.roles.includes('admin')
        ? clinics[0]
        : (clinics.find((c) => principal.clinicIds.includes(c)) ?? clinics[0]);
      await access.objectRight(request, 'Patient', 'r', clinicId, `Patient/${id}`);
      const row = await repository.patient(patientId);
      if (!row) throw fhirNotFound(`Patient/${id}`);
      return toPatient(row);
    },
  );

  const find = async (request: FastifyRequest) => {
    await access.scoped(request, 'Slot', 's');
    const query = operationQuery(request);
    const all = await booking.find(query);
    const page = pageOf(flat(query));
    return searchset(ctx.base, 'Appointment/$find', flat(query), all, page) as Bundle<Appointment>;
  };
  fhir.get('/Appointment/$find', async (request, reply) => sendFhir(reply, await find(request)));
  fhir.post('/Appointment/$find', async (request, reply) => sendFhir(reply, await find(request)));

  fhir.post('/Appointment/$hold', async (request, reply) => {
    const principal = await access.scoped(request, 'Appointment', 'c');
    const appointment = appointmentOf(request.body);
    const slot = await booking.target(appointment);
    await access.objectRight(
      request,
      'Appointment',
      'c',
      slot.clinicId,
      `Slot/${appointment.slot?.[0]?.reference ?? ''}`,
    );
    // The web's hold limits, counted per client instead of per address.
    const holderAddress = `fhir:${principal.subject}`;
    await limits.hold(holderAddress);
    const held = await booking.hold(appointment, {
      id: holderOf(holderAddress),
      maxLive: limits.liveHoldsPerAddress,
    });
    return sendFhir(reply, held, 201);
  });

  fhir.post('/Appointment/$book', async (request, reply) => {
    await access.scoped(request, 'Appointment', 'c');
    const appointment = appointmentOf(request.body);
    const details = detailsOf(patientOf(request.body));
    const slot = await booking.target(appointment);
    const bookingKey = await booking.bookingKeyOf(appointment);
    await access.objectRight(
      request,
      'Appointment',
      'c',
      slot.clinicId,
      `Appointment/$book:${slot.deviceId}`,
      bookingKey,
    );
    const booked = await booking.book(appointment, details, bookingKey);
    return sendFhir(reply.header('location', `${ctx.base}/Appointment/${booked.id}`), booked, 201);
  });

  /** Cancel by status: the only update this interface takes (PUT or JSON Patch of /status). */
  const cancel = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    status: unknown,
    reason: string,
  ) => {
    const row = await appointmentRow(request.params.id);
    const principal = await access.objectRight(
      request,
      'Appointment',
      'u',
      row?.clinicId,
      `Appointment/${request.params.id}`,
      row?.bookingKey,
    );
    if (!row) throw fhirNotFound(`Appointment/${request.params.id}`);
    if (status !== 'cancelled') {
      throw new FhirError(422, 'not-supported', 'only a change of status to cancelled is supported');
    }
    return booking.cancel(row.slug, principal.subject, reason);
  };
  fhir.put<{ Params: { id: string } }>('/Appointment/:id', async (request, reply) => {
    const body = request.body as Appointment | undefined;
    if (body?.resourceType !== 'Appointment' || (body.id && body.id !== request.params.id)) {
      throw new FhirError(400, 'invalid', 'the body must be this Appointment');
    }
    return sendFhir(
      reply,
      await cancel(request, body.status, body.cancelationReason?.text ?? 'Cancelled over FHIR'),
    );
  });
  fhir.patch<{ Params: { id: string } }>('/Appointment/:id', async (request, reply) => {
    const ops = request.body as { op?: string; path?: string; value?: unknown }[] | undefined;
    if (!Array.isArray(ops)) throw new FhirError(400, 'invalid', 'the body must be a JSON Patch');
    const status = ops.find((o) => o.op === 'replace' && o.path === '/status');
    const others = ops.filter((o) => o !== status && !(o.path ?? '').startsWith('/cancelationReason'));
    if (!status || others.length)
      throw new FhirError(422, 'not-supported', 'only a change of status to cancelled is supported');
    const reason = ops.find((o) => o.path === '/cancelationReason')?.value as { text?: string } | undefined;
    return sendFhir(reply, await cancel(request, status.value, reason?.text ?? 'Cancelled over FHIR'));
  });
}
