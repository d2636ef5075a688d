import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { problemFields } from './problem-fields';

describe('problemFields', () => {
  it('names each field as the form does, first message first', () => {
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      message: 'message.validation_error',
      errors: [
        { field: 'body.timeZone', message: 'message.field_required' },
        {
          field: 'sessions.1.slotMinutes',
          message: 'message.schedule_slot_length_uneven',
          params: { minutes: 25 },
        },
        { field: 'body.timeZone', message: 'message.field_invalid' },
      ],
    });
    expect(problemFields(error)).toEqual({
      timeZone: { key: 'message.field_required' },
      'sessions.1.slotMinutes': { key: 'message.schedule_slot_length_uneven', params: { minutes: 25 } },
    });
  });

  it('is empty for anything but a problem answer', () => {
    expect(problemFields(new Error('network'))).toEqual({});
  });
});
