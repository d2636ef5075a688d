import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { OutcomeMessage } from './OutcomeMessage';

const KEY = 'k'.repeat(24);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('questionnaire message call (§7)', () => {
  it("shows the message of the booking's processed outcome", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return fakeFetch({
        'GET /api/questionnaires/message': () => ({
          status: 200,
          body: { message: 'message.questionnaire_outcome_kidney', outcome: 'CREATE_BOOKING_REQUEST' },
        }),
      })(input, init);
    });
    await renderWithApp(<OutcomeMessage bookingKey={KEY} />);
    expect((await screen.findByTestId('outcome-message')).textContent).toBe(
      'message.questionnaire_outcome_kidney',
    );
    expect(asked).toEqual([`/api/questionnaires/message?bookingKey=${KEY}`]);
  });

  it('shows nothing when the answers led to no message', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/questionnaires/message': () => ({ status: 200, body: { message: null, outcome: null } }),
      }),
    );
    const { container } = await renderWithApp(<OutcomeMessage bookingKey={KEY} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
