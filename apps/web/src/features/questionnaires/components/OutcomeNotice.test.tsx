import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { OutcomeNotice } from './OutcomeNotice';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('outcome notice: the processed outcome fields (§3)', () => {
  it('tells the patient about walk-in, validation code, document and insurance requirements', async () => {
    await renderWithApp(
      <OutcomeNotice
        outcome={{
          outcome: null,
          walkInExamName: 'X-Ray Chest',
          walkInEnabledGroup: 'X-Ray',
          validationCodeRequired: true,
          documentTypeId: 3,
          insuranceTypeId: 2,
          questionnaireIds: [1],
        }}
      />,
    );
    expect(screen.getByText('questionnaires.outcome_walk_in_group')).toBeTruthy();
    expect(screen.getByText('questionnaires.outcome_validation_code_text')).toBeTruthy();
    expect(screen.getByText('questionnaires.outcome_document_text')).toBeTruthy();
    expect(screen.getByText('questionnaires.outcome_insurance_text')).toBeTruthy();
  });

  it('names the document the outcome asks for once the document types have loaded', async () => {
    const types = [{ id: 3, code: 'MEDICARE', title: 'Medicare card', description: null }];
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/document_types': () => ({ status: 200, body: types }) }));
    await renderWithApp(
      <OutcomeNotice outcome={{ outcome: null, documentTypeId: 3, questionnaireIds: [1] }} />,
    );
    expect(await screen.findByText('questionnaires.outcome_document_named')).toBeTruthy();
    expect(screen.queryByText('questionnaires.outcome_document_text')).toBeNull();
  });

  it('shows none of them when the outcome has none', async () => {
    await renderWithApp(<OutcomeNotice outcome={{ outcome: null, questionnaireIds: [1] }} />);
    expect(screen.queryByText(/questionnaires\.outcome_(walk_in|validation|document|insurance)/)).toBeNull();
  });

  it('opens the redirect countdown for the outcome url outside the embedded frame', async () => {
    await renderWithApp(
      <OutcomeNotice outcome={{ outcome: null, url: 'https://provider.example/x', questionnaireIds: [1] }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'questionnaires.outcome_more_info' }));
    expect(await screen.findByRole('dialog', { name: 'redirect.title' })).toBeTruthy();
  });

  it('opens the iframe banner modal for the outcome url inside the embedded frame', async () => {
    await renderWithApp(
      <OutcomeNotice outcome={{ outcome: null, url: 'https://provider.example/x', questionnaireIds: [1] }} />,
      { path: '/iframe/booking/x' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'questionnaires.outcome_more_info' }));
    const frame = await screen.findByTitle('questionnaires.outcome_more_info');
    expect(frame.tagName).toBe('IFRAME');
  });
});
