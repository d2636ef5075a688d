import { type PatientDetails, patientTitles, type StaffPatientMatch } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { PatientDetailsForm, toPatientDetails } from '../..';
import { usePatientLookup } from '../api/staff-booking-api';

/** Who is on the phone: a patient on record, or new details. */
export type Caller =
  | { kind: 'found'; patient: StaffPatientMatch }
  | { kind: 'new'; details: PatientDetails; notes: string };

export const callerName = (caller: Caller) =>
  caller.kind === 'found'
    ? `${caller.patient.firstName} ${caller.patient.lastName}`
    : `${caller.details.firstName} ${caller.details.lastName}`;

/**
 * Step one of booking for a caller: find them by name, email, phone or date of birth among the
 * patients of the staff's clinics, or take new details with the booking journey's own form.
 */
export function CallerPatient({ onChoose }: { onChoose: (caller: Caller) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const matches = usePatientLookup(search);

  return (
    <div className="admin-caller">
      <search>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            const value = new FormData(event.currentTarget).get('search');
            setSearch(typeof value === 'string' ? value.trim() : '');
          }}
        >
          <label htmlFor="caller-search">{t('admin.book.search')}</label>
          <input id="caller-search" name="search" type="search" minLength={2} maxLength={100} />
          <button type="submit" className="button button-secondary">
            {t('admin.book.search_submit')}
          </button>
        </form>
      </search>
      {matches.isFetching && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={matches.error} />
      {matches.data && matches.data.items.length === 0 && <p role="status">{t('admin.book.no_match')}</p>}
      {matches.data && matches.data.items.length > 0 && (
        <table className="admin-table">
          <caption>{t('admin.book.matches', { count: matches.data.items.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.book.name')}</th>
              <th scope="col">{t('admin.book.date_of_birth')}</th>
              <th scope="col">{t('admin.book.contact')}</th>
              <th scope="col">{t('admin.book.last_booking')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.book.choose')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {matches.data.items.map((patient) => (
              <tr key={patient.id}>
                <td>
                  {patient.firstName} {patient.lastName}
                </td>
                <td>{patient.dateOfBirth}</td>
                <td>{[patient.email, patient.contactNumber].filter(Boolean).join(', ')}</td>
                <td>{patient.lastBookingKey ?? '—'}</td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={t('admin.book.choose_patient', {
                      name: `${patient.firstName} ${patient.lastName}`,
                    })}
                    onClick={() => onChoose({ kind: 'found', patient })}
                  >
                    {t('admin.book.choose')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {creating ? (
        <section aria-labelledby="caller-new-title">
          <h3 id="caller-new-title">{t('admin.book.new_patient')}</h3>
          <PatientDetailsForm
            idPrefix="caller"
            titles={[...patientTitles]}
            submitLabel={t('admin.book.use_details')}
            submitting={false}
            onSubmit={(values) =>
              onChoose({ kind: 'new', details: toPatientDetails(values), notes: values.notes })
            }
          />
        </section>
      ) : (
        <Button variant="secondary" onClick={() => setCreating(true)}>
          {t('admin.book.new_patient')}
        </Button>
      )}
    </div>
  );
}
