import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { makeExam } from '../model/test-data';
import { ExamInfoButton } from './ExamInfoButton';

afterEach(cleanup);

describe('exam info modal (§2 Modals, §3 examNotes)', () => {
  it('opens from the exam with its notes, duration, preparation and arrival, and closes', async () => {
    const exam = makeExam({
      slug: 'us-obstetric-12-week',
      name: 'Ultrasound Nuchal Translucency',
      examNotes: 'Best performed between 11 and 13 weeks.',
      preparationNotes: 'Drink 1 litre of water.',
      preparationMinutes: 15,
    });
    await renderWithApp(<ExamInfoButton exam={exam} />);
    // The button names its exam for screen readers, so a list of them stays distinguishable.
    fireEvent.click(screen.getByRole('button', { name: 'catalog.exam_info.open_for' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ultrasound Nuchal Translucency' });
    expect(dialog.textContent).toContain('Best performed between 11 and 13 weeks.');
    expect(dialog.textContent).toContain('catalog.exam.duration');
    expect(dialog.textContent).toContain('Drink 1 litre of water.');
    expect(dialog.textContent).toContain('booking.confirmation.arrive_value');
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no button for an exam without notes', async () => {
    await renderWithApp(<ExamInfoButton exam={makeExam({ slug: 'xr-chest', name: 'Chest X-Ray' })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
