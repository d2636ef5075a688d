import type { Appointment, Bundle, OperationOutcome, Parameters, Patient, Slot } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';
import { clinicId, TEST_NOW, TUESDAY_9AM_SYDNEY } from '../appointments/booking-test-helpers';
import { BOOKING_KEY_SYSTEM, parseFreeSlotId } from './fhir.resources';
import { expectValidFhir, fhirClient, smartClient } from './fhir.test-support';

const BOOKING_SCOPES = ['system/Slot.rs', 'system/Appointment.crus', 'system/Patient.rs'];

const fhirPatient = (given: string): Patient => ({
  resourceType: 'Patient',
  name: [{ family: 'Nguyen', given: [given], prefix: ['Ms'] }],
  birthDate: '1984-07-21',
  telecom: [
    { system: 'email', value: `${given.toLowerCase()}.nguyen@example.com` },
    { system: 'phone', value: '0412345678' },
  ],
  address: [{ postalCode: '2000' }],
});

const bookParameters = (appointment: Appointment, patient: Patient): Parameters => ({
  resourceType: 'Parameters',
  parameter: [
    { name: 'appointment', resource: appointment },
    { name: 'patient', resource: patient },
  ],
});

describe.each(databaseTargets)('FHIR booking over SMART backend services on %s', (target) => {
  const ctx = useTestApp(target, { clock: fixedClock(TEST_NOW) });
  const sydneyClient = async (smartScopes = BOOKING_SCOPES) => {
    const { app, database } = ctx();
    const sydney = await clinicId(database.db, 'sydney-cbd');
    const smart = await smartClient(app, database.db, { smartScopes, clinicIds: [sydney] });
    return { sydney, client: fhirClient(app, await smart.token()) };
  };
  const find = async (client: ReturnType<typeof fhirClient>, sydney: number, day: string) => {
    const bundle = (await client.get(
      client.fhirUrl('Appointment', '$find').toString() +
        `?service-type=xray-chest&location=Location/${sydney}&start=${day}&end=${day}`,
    )) as Bundle<Appointment>;
    expectValidFhir(bundle);
    return (bundle.entry ?? []).map((e) => e.resource as Appointment);
  };

  it('finds, holds and books a slot end to end, then cancels it by status', async () => {
    const { app, database } = ctx();
    const { sydney, client } = await sydneyClient();
    const proposed = await find(client, sydney, '2026-03-03');
    const nine = proposed.find((a) => a.start === TUESDAY_9AM_SYDNEY) as Appointment;
    expect(nine.status).toBe('proposed');

    const held = (await client.post(client.fhirUrl('Appointment', '$hold'), {
      resourceType: 'Parameters',
      parameter: [{ name: 'appointment', resource: nine }],
    })) as Appointment;
    expectValidFhir(held);
    expect(held.status).toBe('pending');
    const key = held.identifier?.find((i) => i.system === BOOKING_KEY_SYSTEM)?.value;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    // The hold is a claim: the web no longer offers the time to anyone else.
    const web = await app.inject({
      method: 'POST',
      url: '/api/clinic_appointments',
      payload: { clinicIds: [sydney], examSlug: 'xray-chest', start: '2026-03-03', end: '2026-03-03' },
    });
    const slotDevice = parseFreeSlotId(String(nine.slot?.[0]?.reference).replace('Slot/', ''))?.deviceId;
    expect(
      web
        .json()[0]
        .slots.some(
          (s: { start: string; deviceId: number }) =>
            s.start === TUESDAY_9AM_SYDNEY && s.deviceId === slotDevice,
        ),
    ).toBe(false);

    const booked = (await client.post(
      client.fhirUrl('Appointment', '$book'),
      bookParameters(held, fhirPatient('Olivia')),
    )) as Appointment;
    expectValidFhir(booked);
    expect(booked).toMatchObject({ status: 'booked', start: TUESDAY_9AM_SYDNEY });
    const claims = await database.db
      .selectFrom('slotClaim')
      .select(['kind'])
      .where('bookingKey', '=', key as string)
      .execute();
    expect(claims.map((c) => c.kind)).toEqual(['APPOINTMENT']);

    // Read back, searched by patient, date, location and status, with the patient; each read audited.
    const read = await client.readResource('Appointment', booked.id as string);
    expectValidFhir(read);
    const patientRef = read.participant.find((p) => p.actor?.reference?.startsWith('Patient/'))?.actor
      ?.reference as string;
    const search = await client.search('Appointment', {
      patient: patientRef,
      date: ['ge2026-03-02T13:00:00Z', 'lt2026-03-03T13:00:00Z'],
      location: `Location/${sydney}`,
      status: 'booked',
    } as never);
    expectValidFhir(search);
    expect(search.entry?.map((e) => e.resource?.id)).toEqual([booked.id]);
    const patient = await client.readResource('Patient', patientRef.split('/')[1] as string);
    expectValidFhir(patient);
    expect(patient.name?.[0]?.given).toEqual(['Olivia']);
    const audits = await database.db
      .selectFrom('auditEvent')
      .select(['action', 'detail'])
      .where('bookingRef', '=', key as string)
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(3);

    // The Slot is busy now.
    const busy = (await client.search('Slot', {
      schedule: `Schedule/${slotDevice}`,
      status: 'busy',
      start: ['ge2026-03-02T13:00:00Z', 'lt2026-03-03T13:00:00Z'],
    } as never)) as Bundle<Slot>;
    expectValidFhir(busy);
    expect(busy.entry?.map((e) => e.resource?.start)).toContain(TUESDAY_9AM_SYDNEY);

    const cancelled = (await client.patch(client.fhirUrl('Appointment', booked.id as string), [
      { op: 'replace', path: '/status', value: 'cancelled' },
    ])) as Appointment;
    expectValidFhir(cancelled);
    expect(cancelled.status).toBe('cancelled');
    const emails = await database.db
      .selectFrom('outbox')
      .select('template')
      .where('referenceId', '=', key as string)
      .execute();
    expect(emails.map((e) => e.template)).toEqual(
      expect.arrayContaining(['appointment_confirmation', 'cancellation']),
    );
    // Free again, for the web and for FHIR.
    expect(
      (await find(client, sydney, '2026-03-03')).some(
        (a) => a.start === TUESDAY_9AM_SYDNEY && a.slot?.[0]?.reference === nine.slot?.[0]?.reference,
      ),
    ).toBe(true);
  });

  it('lets exactly one of a FHIR $book and a web booking of one slot win', async () => {
    const { app, database } = ctx();
    const { sydney, client } = await sydneyClient();
    const start = '2026-03-02T23:00:00.000Z'; // Tuesday 10:00 in Sydney
    const proposed = (await find(client, sydney, '2026-03-03')).find((a) => a.start === start) as Appointment;
    const slot = parseFreeSlotId(String(proposed.slot?.[0]?.reference).replace('Slot/', '')) as {
      deviceId: number;
    };
    const [fhir, web] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/fhir/Appointment/$book',
        headers: {
          authorization: `Bearer ${client.getAccessToken()}`,
          'content-type': 'application/fhir+json',
        },
        payload: JSON.stringify(bookParameters(proposed, fhirPatient('Fern'))),
      }),
      app.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: {
          examSlug: 'xray-chest',
          clinicId: sydney,
          deviceId: slot.deviceId,
          start,
          patient: {
            title: 'Mr',
            firstName: 'Walter',
            lastName: 'Web',
            dateOfBirth: '1970-01-02',
            email: 'walter@example.com',
            contactNumber: '0412345679',
            postalCode: '2000',
          },
        },
      }),
    ]);
    expect([fhir.statusCode, web.statusCode].sort()).toEqual([201, 409]);
    const loser = fhir.statusCode === 409 ? fhir : web;
    if (loser === fhir) {
      const outcome = fhir.json() as OperationOutcome;
      expectValidFhir(outcome);
      expect(outcome.issue?.[0]?.code).toBe('conflict');
    }
    const rows = await database.db
      .selectFrom('appointment')
      .select('id')
      .where('deviceId', '=', slot.deviceId)
      .where('startsAt', '=', new Date(start))
      .where('status', 'in', ['BOOKED', 'PENDING'])
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses what the scopes do not grant with 403 OperationOutcome, and no token with 401', async () => {
    const { app } = ctx();
    const { sydney, client } = await sydneyClient(['system/Slot.rs']);
    const proposed = (await find(client, sydney, '2026-03-04'))[0] as Appointment;
    const headers = {
      authorization: `Bearer ${client.getAccessToken()}`,
      'content-type': 'application/fhir+json',
    };
    for (const [method, url, payload] of [
      ['GET', '/fhir/Appointment', undefined],
      ['GET', '/fhir/Patient/1', undefined],
      ['POST', '/fhir/Appointment/$hold', JSON.stringify(proposed)],
      ['POST', '/fhir/Appointment/$book', JSON.stringify(bookParameters(proposed, fhirPatient('Ann')))],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const outcome = res.json() as OperationOutcome;
      expectValidFhir(outcome);
      expect(outcome.issue?.[0]?.code).toBe('forbidden');
    }
    const discovery = await app.inject({ method: 'GET', url: '/fhir/.well-known/smart-configuration' });
    expect(discovery.json()).toMatchObject({
      token_endpoint: 'http://localhost:3000/oidc/token',
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
    });
    const anonymous = await app.inject({ method: 'GET', url: '/fhir/Appointment' });
    expect(anonymous.statusCode).toBe(401);
    expectValidFhir(anonymous.json() as OperationOutcome);
    // A scope the client was not registered for is not granted at all.
    const { database } = ctx();
    const smart = await smartClient(app, database.db, {
      smartScopes: ['system/Slot.rs'],
      clinicIds: [sydney],
    });
    expect((await smart.requestToken('system/Appointment.crus')).statusCode).toBe(400);
  });

  it("answers 404 for an appointment outside the client's clinics", async () => {
    const { app, database } = ctx();
    const { sydney, client } = await sydneyClient();
    const proposed = (await find(client, sydney, '2026-03-05'))[0] as Appointment;
    const booked = (await client.post(
      client.fhirUrl('Appointment', '$book'),
      bookParameters(proposed, fhirPatient('Zoe')),
    )) as Appointment;
    const brisbane = await clinicId(database.db, 'brisbane-cbd');
    const other = await smartClient(app, database.db, { smartScopes: BOOKING_SCOPES, clinicIds: [brisbane] });
    const res = await app.inject({
      method: 'GET',
      url: `/fhir/Appointment/${booked.id}`,
      headers: { authorization: `Bearer ${await other.token()}` },
    });
    expect(res.statusCode).toBe(404);
    expectValidFhir(res.json() as OperationOutcome);
    const search = await fhirClient(app, await other.token()).search('Appointment', { _count: '500' });
    expect(search.entry?.some((e) => e.resource?.id === booked.id)).toBe(false);
  });
});
