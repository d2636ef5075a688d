import { adminAppointmentNotesEndpoints as endpoints } from '@rb/contracts/appointments/staff-work.admin.routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { call } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/date-format';

/** Staff notes on an appointment (issue 14 §2): read them, oldest first, and add one. */
export function AppointmentNotes({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['admin', 'operations', 'appointment-notes', slug];
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(endpoints.listAppointmentNotes, { params: { slug }, signal }),
  });
  const [text, setText] = useState('');
  const add = useMutation({
    mutationFn: (body: { text: string }) => call(endpoints.addAppointmentNote, { params: { slug }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setText('');
    },
  });
  return (
    <section aria-labelledby="notes-title">
      <h2 id="notes-title">{t('admin.notes.title')}</h2>
      {notes.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={notes.error} />
      {notes.data &&
        (notes.data.items.length === 0 ? (
          <p>{t('admin.none')}</p>
        ) : (
          <ul className="admin-notes">
            {notes.data.items.map((note) => (
              <li key={note.id}>
                <p className="admin-note-meta">
                  {formatDateTime(note.createdAt, i18n.language)} · {note.staffSubject}
                </p>
                <p className="admin-note-text">{note.text}</p>
              </li>
            ))}
          </ul>
        ))}
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) add.mutate({ text: text.trim() });
        }}
      >
        <div className="form-field">
          <label htmlFor="note-text">{t('admin.notes.add_label')}</label>
          <textarea
            id="note-text"
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <ErrorAlert error={add.error} />
        <Button type="submit" disabled={!text.trim() || add.isPending}>
          {t('admin.notes.add')}
        </Button>
      </form>
    </section>
  );
}
