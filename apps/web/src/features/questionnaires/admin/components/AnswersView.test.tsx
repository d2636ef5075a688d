import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswersView } from './AnswersView';

afterEach(cleanup);

const painScore = {
  questionnaireTitle: 'Pain score before your procedure',
  questionnaireType: 'PAIN_SCORE_INITIAL',
  definition: {
    elements: [
      { type: 'rating', name: 'painScore', title: 'How bad is the pain now?', rateMin: 0, rateMax: 10 },
      { type: 'comment', name: 'where', title: 'Where does it hurt?' },
    ],
  },
  answers: { painScore: 6, where: 'Lower back' },
  createdAt: '2030-03-14T23:30:00.000Z',
};

describe('questionnaire answers on the appointment page', () => {
  it('shows a pain score as SurveyJS renders it, read-only, from its lazy chunk', async () => {
    render(<AnswersView answers={[painScore]} />);
    expect(await screen.findByText('How bad is the pain now?')).toBeTruthy();
    const comment = (await screen.findByDisplayValue('Lower back')) as HTMLTextAreaElement;
    expect(comment.readOnly || comment.disabled).toBe(true);
  });

  it('lists question and answer when the definition is unknown', () => {
    render(<AnswersView answers={[{ ...painScore, definition: null }]} />);
    expect(screen.getByText('painScore')).toBeTruthy();
    expect(screen.getByText('6')).toBeTruthy();
  });
});
