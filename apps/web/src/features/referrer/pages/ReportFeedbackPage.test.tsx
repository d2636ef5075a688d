import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../../identity/lib/staff-session';
import { storeStaffUser } from '../../identity/test/stored-user';
import { standInAnswer } from '../../questionnaires/test/survey-stand-in';
import ReportFeedbackPage, { FEEDBACK_REDIRECT_MS } from './ReportFeedbackPage';

vi.mock(
  '../../questionnaires/components/SurveyForm',
  () => import('../../questionnaires/test/survey-stand-in'),
);

const routes = [{ path: '/referrer/report-feedback', element: <ReportFeedbackPage /> }];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const questionnaire = {
  id: 4,
  type: 'FEEDBACK',
  title: 'Report quality',
  modalSize: 'md',
  showClosingConfirmation: false,
  general: true,
  examSlugs: [],
  modalityIds: [],
  version: 1,
  definition: { pages: [] },
};
const answer = (q: unknown) => ({
  questionnaire: q,
  questionnaireId: q ? 4 : null,
  title: null,
  modalSize: null,
  showClosingConfirmation: false,
});

function serve(get: () => Response) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST' ? json({ saved: true }, 201) : get(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const settings = testConfig().signIn;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ReportFeedbackPage', () => {
  it('posts the answer once, thanks the referrer and leaves for the home address after 4 s', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve(() => json(answer(questionnaire)));
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    renderRoutes(routes, '/referrer/report-feedback?imsec=SECRET1');
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('message.feedback_provided_successfully')).toBeTruthy();
    expect(screen.getByText('message.referrer_feedback_redirect')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toContain('imsec=SECRET1');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      questionnaireId: 4,
      questionnaireResult: standInAnswer,
    });
    expect(assign).not.toHaveBeenCalled();
    // The redirect is scheduled once, 4 s out; running it leaves for the configured home address.
    const redirect = setTimeoutSpy.mock.calls.filter(([, delay]) => delay === FEEDBACK_REDIRECT_MS);
    expect(redirect).toHaveLength(1);
    expect(FEEDBACK_REDIRECT_MS).toBe(4000);
    const [run] = redirect[0] ?? [];
    act(() => (run as () => void)());
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('by accession, a signed-in referrer answers with their token and the accession number', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    storeStaffUser(settings, { accessToken: 'referrer-token' });
    const fetchMock = serve(() => json(answer(questionnaire)));
    renderRoutes(routes, '/referrer/report-feedback?accession=ACC-1');
    fireEvent.click(await screen.findByRole('button', { name: 'complete survey' }));
    expect(await screen.findByText('message.feedback_provided_successfully')).toBeTruthy();
    const [getUrl, getInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(getUrl).toBe('/api/image_viewer_link/questionnaires?pacsAppointmentId=ACC-1');
    expect((getInit.headers as Record<string, string>).authorization).toBe('Bearer referrer-token');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/image_viewer_link/questionnaires?pacsAppointmentId=ACC-1');
    const postHeaders = (post as [string, RequestInit])[1].headers as Record<string, string>;
    expect(postHeaders.authorization).toBe('Bearer referrer-token');
  });

  it('by accession, sends a visitor who is not signed in to sign in and back', async () => {
    const redirect = vi.spyOn(staffSession(settings).manager, 'signinRedirect').mockResolvedValue();
    const fetchMock = serve(() => json(answer(questionnaire)));
    renderRoutes(routes, '/referrer/report-feedback?accession=ACC-1');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect.mock.calls[0]?.[0]).toEqual({
      state: { returnTo: '/referrer/report-feedback?accession=ACC-1' },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the feedback was already provided when the link has no questionnaire left', async () => {
    storeStaffUser(settings);
    serve(() => json(answer(null)));
    renderRoutes(routes, '/referrer/report-feedback?accession=ACC-1');
    expect(await screen.findByText('message.feedback_already_provided')).toBeTruthy();
  });

  it('closed without answering: says it is redirecting, posts nothing and leaves after 4 s', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve(() => json(answer(questionnaire)));
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    renderRoutes(routes, '/referrer/report-feedback?imsec=SECRET2');
    fireEvent.click(await screen.findByRole('button', { name: 'questionnaires.close' }));
    expect((await screen.findByRole('status')).textContent).toBe('message.referrer_feedback_redirect');
    expect(screen.queryByText('message.feedback_provided_successfully')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const redirect = setTimeoutSpy.mock.calls.filter(([, delay]) => delay === FEEDBACK_REDIRECT_MS);
    expect(redirect).toHaveLength(1);
    const [[leave]] = redirect as [[() => void]];
    act(() => leave());
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('shows the feedback error when the flag is off, without asking the server', async () => {
    const fetchMock = serve(() => json(answer(questionnaire)));
    const config = testConfig((c) => {
      c.application.referrerReportQualityFeedbackEnabled = false;
    });
    renderRoutes(routes, '/referrer/report-feedback?imsec=SECRET1', config);
    expect((await screen.findByRole('alert')).textContent).toBe('message.referrer_feedback_error');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('questionnaires'))).toBe(false);
  });

  it('shows the feedback error when the server refuses the link', async () => {
    serve(() => json({ status: 404, title: 'Not found', message: 'message.referrer_feedback_error' }, 404));
    renderRoutes(routes, '/referrer/report-feedback?imsec=UNKNOWN');
    expect((await screen.findByRole('alert')).textContent).toBe('message.referrer_feedback_error');
  });
});
