import { describe, expect, it } from 'vitest';
import { readCheckInParams, withStep } from './check-in-params';

describe('check-in query', () => {
  it('reads step, kiosk mode, process and the clinic', () => {
    expect(
      readCheckInParams(new URLSearchParams('step=CONFIRM&kioskMode=true&process=x&clinicId=4')),
    ).toEqual({
      step: 'CONFIRM',
      kioskMode: true,
      process: 'x',
      clinicId: 4,
    });
  });

  it('ignores unknown steps and bad clinic ids', () => {
    const params = readCheckInParams(new URLSearchParams('step=HACK&clinicId=-1'));
    expect(params.step).toBeNull();
    expect(params.clinicId).toBeNull();
    expect(params.kioskMode).toBe(false);
  });

  it('sets and removes the step, keeping the rest', () => {
    const search = new URLSearchParams('kioskMode=true');
    expect(withStep(search, 'SUCCESS').toString()).toBe('kioskMode=true&step=SUCCESS');
    expect(withStep(new URLSearchParams('kioskMode=true&step=ERROR'), undefined).toString()).toBe(
      'kioskMode=true',
    );
  });
});
