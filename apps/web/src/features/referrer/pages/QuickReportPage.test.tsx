import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageEarly } from '../../../app/early-starts';
import { renderRoutes, testConfig } from '../../../test/support';
import QuickReportPage from './QuickReportPage';

const routes = [
  { path: '/referrer/quick-report', element: <QuickReportPage /> },
  { path: '/referrer/report-feedback', element: <p>feedback page</p> },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const active = {
  url: '/imaging/viewer/abc.def',
  imageViewerLinkStatus: 'ACTIVE',
  redirectUrl: null,
  preference: 'VIEWER',
  pacsUrl: 'https://pacs.example.test/study/1',
};
const questionnaire = {
  questionnaire: {
    id: 4,
    type: 'FEEDBACK',
    title: 'Feedback',
    modalSize: 'md',
    showClosingConfirmation: false,
    general: true,
    examSlugs: [],
    modalityIds: [],
    version: 1,
    definition: { pages: [] },
  },
  questionnaireId: 4,
  title: 'Feedback',
  modalSize: null,
  showClosingConfirmation: false,
};

function serve(
  viewer: () => Response,
  feedback: () => Promise<Response> | Response = () => json(questionnaire),
) {
  const fetchMock = vi.fn(async (url: string) =>
    String(url).includes('/api/image_viewer_link/questionnaires') ? feedback() : viewer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('QuickReportPage', () => {
  it('takes the image viewer answer the entry module asked for on this address, without asking again', async () => {
    const fetchMock = serve(() => json(active));
    startPageEarly({ pathname: '/referrer/quick-report', search: '?imsec=EARLY1&repositorySource=main' });
    const early = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/image_viewer?'));
    expect(early.map(([u]) => u)).toEqual(['/api/image_viewer?input=EARLY1&repositorySource=main']);
    renderRoutes(routes, '/referrer/quick-report?imsec=EARLY1&repositorySource=main');
    const frame = await screen.findByTitle('quick_report.viewer_title');
    expect(frame.getAttribute('src')).toBe('/imaging/viewer/abc.def');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/image_viewer?'))).toHaveLength(1);
  });

  it('frames the viewer url, links to the PACS and enables feedback once the questionnaire loaded', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = serve(
      () => json(active),
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    renderRoutes(routes, '/referrer/quick-report?imsec=SECRET1&repositorySource=main');
    const frame = await screen.findByTitle('quick_report.viewer_title');
    expect(frame.getAttribute('src')).toBe('/imaging/viewer/abc.def');
    expect(screen.getByRole('link', { name: 'quick_report.open_pacs' }).getAttribute('href')).toBe(
      active.pacsUrl,
    );
    const button = screen.getByRole('button', { name: 'quick_report.feedback' });
    expect(button).toHaveProperty('disabled', true);
    release(json(questionnaire));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    const viewerCall = String(
      fetchMock.mock.calls.find(([u]) => String(u).includes('/api/image_viewer?'))?.[0],
    );
    expect(viewerCall).toContain('input=SECRET1');
    expect(viewerCall).toContain('repositorySource=main');
  });

  it('leaves the feedback button out when the flag is off', async () => {
    serve(() => json(active));
    const config = testConfig((c) => {
      c.application.referrerReportQualityFeedbackEnabled = false;
    });
    renderRoutes(routes, '/referrer/quick-report?imsec=SECRET1', config);
    await screen.findByTitle('quick_report.viewer_title');
    expect(screen.queryByRole('button', { name: 'quick_report.feedback' })).toBeNull();
  });

  it('warns that images are not available when the link has no url', async () => {
    serve(() => json({ ...active, url: null, pacsUrl: null }));
    renderRoutes(routes, '/referrer/quick-report?imsec=SECRET1');
    expect(await screen.findByText('quick_report.images_not_available')).toBeTruthy();
  });

  it('shows the error generating url alert when the call fails', async () => {
    serve(() =>
      json({ status: 404, title: 'Not found', message: 'message.error_generating_images_url' }, 404),
    );
    renderRoutes(routes, '/referrer/quick-report?imsec=SECRET1');
    expect((await screen.findByRole('alert')).textContent).toBe('message.error_generating_images_url');
  });

  it('redirects an expired link to redirectUrl and a PACS preference to pacsUrl (§4)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(() => json({ ...active, imageViewerLinkStatus: 'EXPIRED', redirectUrl: '/expired-here' }));
    renderRoutes(routes, '/referrer/quick-report?imsec=OLD');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/expired-here'));
    cleanup();
    assign.mockClear();
    serve(() => json({ ...active, preference: 'PACS' }));
    renderRoutes(routes, '/referrer/quick-report?imsec=PACSPREF');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(active.pacsUrl));
  });
});
