import type { AdminCatalog } from '@rb/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../../test/render';
import { changeField } from '../../../../test/support';
import { ExamForm } from './ExamForm';

const catalog: AdminCatalog = {
  regions: [],
  modalities: [{ id: 1, code: 'XR', name: 'X-Ray' }],
  bodyParts: [{ slug: 'hand', name: 'Hand' }],
  documentTypes: [
    { code: 'REFERRAL', title: 'Referral' },
    { code: 'MEDICARE_CARD', title: 'Medicare card' },
  ],
  questionnaires: [{ key: 'booking-form', title: 'Booking form', type: 'BOOKING_FORM' }],
  clinics: [],
  exams: [],
};

let sent: Record<string, unknown>[];
beforeEach(() => {
  sent = [];
  const routes = {
    'POST /api/admin/exams': (init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return {
        status: 400,
        body: {
          status: 400,
          title: 'Bad Request',
          message: 'message.validation_error',
          errors: [
            { field: 'body.texts.3.preparationNotes', message: 'message.field_too_long' },
            { field: 'texts.3.locale', message: 'message.catalog_exam_locale_twice' },
            { field: 'questionnaireKeys.0', message: 'message.catalog_unknown_questionnaire' },
            { field: 'deviceIds', message: 'message.catalog_exam_without_device' },
          ],
        },
      };
    },
  };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => fakeFetch(routes)(input, init));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join('|');

describe('the exam form', () => {
  it('sends the texts per locale, documents and questionnaires, and shows each refusal beside its field', async () => {
    await renderWithApp(<ExamForm exam={null} catalog={catalog} onSaved={() => {}} />);
    changeField(screen.getByLabelText('admin.catalog.exam.name'), { target: { value: 'Finger' } });
    changeField(screen.getByLabelText('admin.catalog.exam.slug'), { target: { value: 'xray-finger' } });
    fireEvent.change(screen.getByLabelText('admin.catalog.exam.modality'), { target: { value: '1' } });
    const locales = screen.getAllByRole('group', { name: 'admin.catalog.exam.texts_in' });
    // en-NZ, en-CA, en-US, then Macedonian: the order the server's `texts.N` names.
    expect(locales).toHaveLength(4);
    const macedonian = locales[3] as HTMLElement;
    const [mkName, , , mkPreparation] = within(macedonian).getAllByLabelText(
      'admin.catalog.exam.in_language',
    );
    expect(mkName?.getAttribute('lang')).toBe('mk');
    changeField(mkName as Element, { target: { value: 'Прст' } });
    changeField(mkPreparation as Element, { target: { value: 'Отстранете го прстенот.' } });
    // A new exam asks for the referral unless told otherwise.
    const referral = screen.getByLabelText('admin.catalog.exam.referralRequired') as HTMLInputElement;
    expect(referral.checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Medicare card'));
    fireEvent.click(referral);
    fireEvent.click(screen.getByLabelText('Booking form'));
    fireEvent.click(screen.getByRole('button', { name: 'admin.catalog.save' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      name: 'Finger',
      slug: 'xray-finger',
      modalityId: 1,
      documentTypeCodes: ['MEDICARE_CARD'],
      questionnaireKeys: ['booking-form'],
      texts: [
        { locale: 'en-NZ', name: null, examNotes: null, notes: null, preparationNotes: null },
        { locale: 'en-CA', name: null, examNotes: null, notes: null, preparationNotes: null },
        { locale: 'en-US', name: null, examNotes: null, notes: null, preparationNotes: null },
        {
          locale: 'mk',
          name: 'Прст',
          examNotes: null,
          notes: null,
          preparationNotes: 'Отстранете го прстенот.',
        },
      ],
    });

    await vi.waitFor(() => expect(mkPreparation?.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(mkPreparation as Element)).toBe('message.field_too_long');
    expect(describedBy(macedonian)).toContain('message.catalog_exam_locale_twice');
    expect(mkName?.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(locales[0] as Element)).not.toContain('message.');
    expect(describedBy(screen.getByRole('group', { name: 'admin.catalog.exam.questionnaires' }))).toBe(
      'message.catalog_unknown_questionnaire',
    );
    expect(describedBy(screen.getByRole('group', { name: 'admin.catalog.exam.devices' }))).toBe(
      'message.catalog_exam_without_device',
    );
  });
});
