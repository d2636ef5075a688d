import { describe, expect, it } from 'vitest';
import { asMessageKey, denyPath } from './deny-path';
import { denyState } from './deny-state';

const stateOf = (path: string) =>
  denyState(new URL(path, 'https://book.example').searchParams, 'https://book.example');

describe('denyPath', () => {
  it('carries a message key that the deny page shows as its custom message', () => {
    const path = denyPath('/iframe', 'message.booking_request_exists');
    expect(path).toBe('/iframe/deny?customMessage=message.booking_request_exists');
    expect(stateOf(path)).toMatchObject({ kind: 'custom', messageKey: 'message.booking_request_exists' });
  });

  it('never carries a sentence: anything but a key becomes the generic server error key', () => {
    expect(asMessageKey('This was changed by someone else.')).toBe('message.server_error_general');
    expect(asMessageKey(undefined)).toBe('message.server_error_general');
    expect(asMessageKey('message.slot_conflict')).toBe('message.slot_conflict');
    expect(stateOf(denyPath('', asMessageKey('Call 1900'))).messageKey).toBe('message.server_error_general');
  });
});
