import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support';
import ReportFeedbackFaqPage from './ReportFeedbackFaqPage';

afterEach(cleanup);

describe('ReportFeedbackFaqPage', () => {
  it('shows the title and the translated FAQ content', async () => {
    renderRoutes(
      [{ path: '/referrer/report-feedback/faq', element: <ReportFeedbackFaqPage /> }],
      '/referrer/report-feedback/faq',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'page.report_feedback_faq.title' }),
    ).toBeTruthy();
    // The sanitiser loads lazily (out of the entry chunk), so the content comes a moment later.
    expect(await screen.findByText('referrer.report_feedback_faq_html')).toBeTruthy();
  });
});
