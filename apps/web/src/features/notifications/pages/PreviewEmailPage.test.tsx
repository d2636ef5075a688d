import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import PreviewEmailPage from './PreviewEmailPage';

const routes = [{ path: '/preview-email', element: <PreviewEmailPage /> }];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PreviewEmailPage', () => {
  it('loads the template in the language and shows it sanitised in a sandboxed frame', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/preview-email?template=share_invitation&lang=mk&referenceId=r1');
    expect(await screen.findByRole('status')).toBeTruthy();
    answer(
      json({
        subject: 'Shared with you',
        html: '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        text: 'Hello',
        locale: 'mk',
      }),
    );
    const frame = (await screen.findByTitle('preview.frame_title')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('Hello');
    expect(doc).not.toContain('<script');
    expect(doc).not.toContain('onerror');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shared with you');
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('template=share_invitation');
    expect(url).toContain('lang=mk');
    expect(url).toContain('referenceId=r1');
  });

  it('shows the error text for an unknown template without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/preview-email?template=nope');
    expect((await screen.findByRole('alert')).textContent).toBe('preview.error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error text when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 400, title: 'x', message: 'message.bad_request' }, 400)),
    );
    renderRoutes(routes, '/preview-email?template=otp_code');
    expect((await screen.findByRole('alert')).textContent).toBe('preview.error');
  });
});
