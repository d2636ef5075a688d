import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBodyParts } from '../features/catalog/api/list-body-parts';
import { listExams } from '../features/catalog/api/list-exams';
import { startPageEarly } from './early-starts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startPageEarly', () => {
  it('asks for the home page’s exams and body parts from the entry, and the page takes those answers once', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        const body = url.startsWith('/api/exams')
          ? [{ slug: `exam-${asked.length}` }]
          : [{ id: asked.length }];
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    startPageEarly({ pathname: '/', search: '' });
    expect(asked).toEqual(['/api/exams', '/api/body_parts']);

    expect(await listExams()).toEqual([{ slug: 'exam-1' }]);
    expect(await listBodyParts()).toEqual([{ id: 2 }]);
    expect(asked).toHaveLength(2);

    // Taken once: a later ask (a refetch) goes to the server.
    expect(await listExams()).toEqual([{ slug: 'exam-3' }]);
    expect(asked).toEqual(['/api/exams', '/api/body_parts', '/api/exams']);
  });

  it('asks for nothing early on a page whose first call needs more than its address', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    startPageEarly({ pathname: '/booking/us-thyroid', search: '' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
