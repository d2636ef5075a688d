import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAppointmentConfirmation } from '../features/appointments/api/appointment-confirmation';
import { listBodyParts } from '../features/catalog/api/list-body-parts';
import { listExams } from '../features/catalog/api/list-exams';
import { getAuthentication } from '../features/patient-auth/api/patient-auth-api';
import { getQuestionnaires } from '../features/questionnaires/api/get-questionnaires';
import { startPageEarly } from './early-starts';
import { preloadPages } from './lazy-page';
import { routes } from './routes';

// What is asked for early is this test's subject; loading the pages' code is lazy-page's (its own
// test). Loading a confirmation's and a portal page's whole module graph here made this test's time
// that of Vite transforming them, which on a busy machine neared the test's limit.
vi.mock('./lazy-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lazy-page')>()),
  preloadPages: vi.fn(async () => undefined),
}));

/** A server answering every call with its number in the order asked; returns the addresses asked. */
function serverAnswering(): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ answer: asked.length }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(preloadPages).mockClear();
});

describe('startPageEarly', () => {
  it('asks for the home page’s exams and body parts from the entry, and the page takes those answers once', async () => {
    const asked = serverAnswering();
    startPageEarly({ pathname: '/', search: '' });
    expect(asked).toEqual(['/api/exams', '/api/body_parts']);
    expect(preloadPages).toHaveBeenCalledExactlyOnceWith(routes, '/');

    expect(await listExams()).toEqual({ answer: 1 });
    expect(await listBodyParts()).toEqual({ answer: 2 });
    expect(asked).toHaveLength(2);

    // Taken once: a later ask (a refetch) goes to the server.
    expect(await listExams()).toEqual({ answer: 3 });
    expect(asked).toEqual(['/api/exams', '/api/body_parts', '/api/exams']);
  });

  it('asks for a confirmation’s and a portal page’s first calls at the addresses the pages then call', async () => {
    const asked = serverAnswering();
    startPageEarly({ pathname: '/bondi-junction/appointments/Key_1-a/kiosk', search: '?kioskMode=true' });
    expect(asked).toHaveLength(2);
    expect(preloadPages).toHaveBeenCalledWith(routes, '/bondi-junction/appointments/Key_1-a/kiosk');
    // As the confirmation view and its questionnaire flow ask: both answers come from the early calls.
    expect(await getAppointmentConfirmation('Key_1-a')).toEqual({ answer: 1 });
    expect(await getQuestionnaires({ bookingKey: 'Key_1-a', types: 'REQUIRED_ON_CONFIRMATION' })).toEqual({
      answer: 2,
    });
    expect(asked).toHaveLength(2);

    // A booking's portal page: whether the session has proved it.
    startPageEarly({ pathname: '/a/Key_1-a', search: '' });
    expect(asked).toHaveLength(3);
    expect(await getAuthentication()).toEqual({ answer: 3 });
    expect(asked).toHaveLength(3);
  });

  it('asks for nothing early on a page whose first call needs more than its address', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startPageEarly({ pathname: '/booking/us-thyroid', search: '' });
    expect(fetch).not.toHaveBeenCalled();
    expect(preloadPages).not.toHaveBeenCalled();
  });
});
