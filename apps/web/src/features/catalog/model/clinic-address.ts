import type { Clinic } from '@rb/contracts';

/** The full postal address on one line, as Australians write it: "28 Florence Street, Hornsby NSW 2077". */
export function clinicAddress(clinic: Pick<Clinic, 'address' | 'suburb' | 'state' | 'postcode'>): string {
  const locality = [clinic.suburb, clinic.state, clinic.postcode].filter(Boolean).join(' ');
  return [clinic.address, locality].filter(Boolean).join(', ');
}
