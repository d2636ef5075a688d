import { bookingFormDetails } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseTargets } from '../../test/databases';

describe.each(databaseTargets)('booking form details carry the exam modals texts on %s', (target) => {
  const ctx = useTestApp(target);

  it('answers examNotes, notes and showBookingRequestInfoModal of each exam (§3 Exam)', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/booking_form_details?examSlugs=mri-brain,ct-coronary-angiogram',
    });
    expect(res.statusCode).toBe(200);
    const [brain, angiogram] = bookingFormDetails.parse(res.json()).exams;
    expect(brain?.examNotes).toMatch(/brain/i);
    expect(brain?.notes).toMatch(/earlier brain scans/);
    expect(brain?.showBookingRequestInfoModal).toBe(false);
    expect(angiogram?.showBookingRequestInfoModal).toBe(true);
    expect(angiogram?.notes).toBeNull();
  });
});
