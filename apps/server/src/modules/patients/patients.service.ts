import { createHash } from 'node:crypto';
import type { PatientDetails } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { PatientsRepository } from './patients.repository';

/** sha256 hex of the trimmed, lower-cased email: lets analytics count patients without the address. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

export function yearOfBirth(dateOfBirth: string): number {
  return Number(dateOfBirth.slice(0, 4));
}

export function createPatientsService(repository: PatientsRepository) {
  return {
    createForBooking: (details: PatientDetails, trx: Db) => repository.insert(details, trx),
    firstName: (patientId: number, trx?: Db) => repository.firstName(patientId, trx),
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
