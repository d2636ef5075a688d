import { describe, expect, it } from 'vitest';
import { earlyStartOf } from './early-calls';

describe('earlyStartOf', () => {
  it('starts the home page’s exams and body parts from the entry, without preloads in the HTML', () => {
    for (const path of ['/', '/iframe', '/iframe/'])
      expect(earlyStartOf(path, '?kioskMode=true')).toEqual({
        page: 'home',
        calls: ['/api/exams', '/api/body_parts'],
        preload: false,
      });
  });

  it('starts a confirmation’s own call and its required questionnaires, without preloads', () => {
    const calls = [
      '/api/appointments/Key_1-a/confirmation',
      '/api/questionnaires?bookingKey=Key_1-a&types=REQUIRED_ON_CONFIRMATION',
    ];
    for (const path of [
      '/bondi-junction/appointments/Key_1-a',
      '/bondi-junction/appointments/Key_1-a/kiosk/',
      '/iframe/bondi-junction/appointments/Key_1-a',
    ])
      expect(earlyStartOf(path, '')).toEqual({ page: 'confirmation', calls, preload: false });
  });

  it('starts a booking’s portal page’s question of who is signed in, without a preload', () => {
    for (const path of ['/appointments/Key_1-a', '/a/Key_1-a/', '/iframe/appointments/Key_1-a'])
      expect(earlyStartOf(path, '')).toEqual({
        page: 'portal',
        calls: ['/api/authentication'],
        preload: false,
      });
  });

  it('preloads the portal home’s summaries, the viewer’s study and the quick report’s images', () => {
    for (const path of ['/appointments', '/a/', '/booking-requests', '/iframe/br'])
      expect(earlyStartOf(path, '')).toEqual({
        page: 'portal-home',
        calls: ['/api/appointment-summaries'],
        preload: true,
      });
    expect(earlyStartOf('/imaging/viewer/t-1.s_2', '')).toEqual({
      page: 'viewer',
      calls: ['/api/imaging/viewer/t-1.s_2'],
      preload: true,
    });
    expect(earlyStartOf('/referrer/quick-report', '?imsec=a_1')).toEqual({
      page: 'quick-report',
      calls: ['/api/image_viewer?input=a_1'],
      preload: true,
    });
  });

  it('starts nothing for pages whose first call needs more than their address', () => {
    for (const path of [
      '/booking/us-thyroid',
      '/appointments/pending',
      '/appointments/abc/result',
      '/bondi-junction/appointments/pending/abc',
      '/bondi-junction/appointments/abc/result',
      '/admin/appointments/abc',
      '/about',
      '/homepage',
      '/referrer/quick-report',
    ])
      expect(earlyStartOf(path, '')).toBeNull();
  });
});
