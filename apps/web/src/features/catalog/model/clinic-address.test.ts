import { describe, expect, it } from 'vitest';
import { clinicAddress } from './clinic-address';

describe('clinicAddress', () => {
  it('joins street, suburb, state and postcode', () => {
    expect(
      clinicAddress({ address: '28 Florence Street', suburb: 'Hornsby', state: 'NSW', postcode: '2077' }),
    ).toBe('28 Florence Street, Hornsby NSW 2077');
  });

  it('leaves out empty parts', () => {
    expect(clinicAddress({ address: '1 Main Road', suburb: '', state: '', postcode: '' })).toBe(
      '1 Main Road',
    );
  });
});
