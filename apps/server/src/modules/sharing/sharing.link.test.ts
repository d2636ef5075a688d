import { describe, expect, it } from 'vitest';
import { shareLinkPath } from './sharing.service';

describe('the share invitation link (issue 12)', () => {
  it('carries the recipient’s own key and the share id, never the patient’s booking key', () => {
    const link = shareLinkPath('recipientKey000000000000', 42);
    const query = new URLSearchParams(link.split('?')[1]);
    expect(link.startsWith('/authentication?')).toBe(true);
    expect(query.get('bookingKey')).toBe('recipientKey000000000000');
    expect(query.get('shared')).toBe('true');
    expect(query.get('type')).toBe('APPOINTMENT_RESULTS');
    expect(query.get('returnUrl')).toBe('/shared-results?share=42');
    expect(link).not.toMatch(/\/appointments\//);
  });
});
