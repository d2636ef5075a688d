import { describe, expect, it } from 'vitest';
import { mergeOutcomes } from './merge-outcomes';

describe('merging the outcomes of separate bookings', () => {
  it('keeps the strictest outcome with its message, the latest date and every requirement', () => {
    const merged = mergeOutcomes(
      {
        outcome: 'CREATE_BOOKING_REQUEST',
        message: 'message.enquiry',
        restrictMinDate: '2026-03-20',
        prepTime: 15,
        questionnaireIds: [1],
      },
      {
        outcome: 'DENY_BOOKING',
        message: 'message.denied',
        restrictMinDate: '2026-03-10',
        prepTime: 30,
        medicareNumberRequired: true,
        newExamSlug: 'mri-knee',
        questionnaireIds: [1, 2],
      },
    );
    expect(merged).toEqual({
      outcome: 'DENY_BOOKING',
      message: 'message.denied',
      restrictMinDate: '2026-03-20',
      prepTime: 30,
      medicareNumberRequired: true,
      newExamSlug: 'mri-knee',
      questionnaireIds: [1, 2],
    });
  });

  it('answers the one outcome there is, and no outcome for none', () => {
    const only = { outcome: null, questionnaireIds: [3] };
    expect(mergeOutcomes(null, only)).toBe(only);
    expect(mergeOutcomes(only, null)).toBe(only);
    expect(mergeOutcomes(null, null)).toBeNull();
    expect(mergeOutcomes(only, { outcome: null, message: 'message.note', questionnaireIds: [] })).toEqual({
      outcome: null,
      message: 'message.note',
      questionnaireIds: [3],
    });
  });
});
