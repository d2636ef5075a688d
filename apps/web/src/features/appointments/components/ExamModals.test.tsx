import type { BookingFormDetails } from '@rb/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ExamModals } from './ExamModals';

type Exam = BookingFormDetails['exams'][number];

const exam = (overrides: Partial<Exam>): Exam => ({
  slug: 'mri-brain',
  name: 'Brain',
  nameWithModality: 'MRI Brain',
  enquiryOnly: false,
  durationMinutes: 30,
  preparationNotes: null,
  preparationMinutes: 0,
  showBookingRequestInfoModal: false,
  examNotes: null,
  notes: null,
  ...overrides,
});

afterEach(cleanup);

describe('booking page exam modals (§2 Modals)', () => {
  it('opens the instructions modal with the exam instructions, preparation and arrival time', async () => {
    await renderWithApp(
      <ExamModals
        exams={[
          exam({ notes: 'Bring earlier scans.', preparationNotes: 'Remove metal.', preparationMinutes: 15 }),
          exam({ slug: 'us-abdomen', nameWithModality: 'Ultrasound Abdomen' }),
        ]}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'booking.instructions.open' }));
    const dialog = await screen.findByRole('dialog', { name: 'booking.instructions.title' });
    expect(dialog.textContent).toContain('MRI Brain');
    expect(dialog.textContent).toContain('Bring earlier scans.');
    expect(dialog.textContent).toContain('Remove metal.');
    expect(dialog.textContent).toContain('booking.confirmation.arrive_value');
    // An exam without instructions gets no section.
    expect(dialog.textContent).not.toContain('Ultrasound Abdomen');
    fireEvent.click(screen.getByRole('button', { name: 'common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no instructions button when no exam has any', async () => {
    await renderWithApp(<ExamModals exams={[exam({})]} />);
    expect(screen.queryByRole('button', { name: 'booking.instructions.open' })).toBeNull();
  });

  it('opens the booking request info modal on arrival for flagged exams, with their exam notes', async () => {
    await renderWithApp(
      <ExamModals
        exams={[
          exam({
            slug: 'ct-coronary-angiogram',
            nameWithModality: 'CT Coronary Angiogram',
            showBookingRequestInfoModal: true,
            examNotes: 'We call you about medication.',
          }),
        ]}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'booking.request_info.title' });
    expect(dialog.textContent).toContain('booking.request_info.body');
    expect(dialog.textContent).toContain('CT Coronary Angiogram');
    expect(dialog.textContent).toContain('We call you about medication.');
    fireEvent.click(screen.getByRole('button', { name: 'booking.request_info.continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
