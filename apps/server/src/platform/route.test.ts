import { describe, expect, it } from 'vitest';
import { toFastifyPath } from './route';

describe('toFastifyPath', () => {
  it('turns contract placeholders into Fastify parameters', () => {
    expect(toFastifyPath('/api/secured/appointments/{id}/attachments/{attachmentId}')).toBe(
      '/api/secured/appointments/:id/attachments/:attachmentId',
    );
    expect(toFastifyPath('/api/config')).toBe('/api/config');
  });
});
