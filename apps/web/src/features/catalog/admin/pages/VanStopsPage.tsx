import type { AdminVanStops, VanStop, VanStopInput } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDay } from '../../../../lib/date-format';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextField, draftInput } from '../../../admin';
import { useRemoveVanStop, useSaveVanStop, useVanStops } from '../api/catalog-admin-api';
import { useFieldMessage } from '../components/fields';

/**
 * /admin/clinics/:clinicId/stops (issue 39, §7 mobile locations): where a mobile van stands on each
 * day from today on, planned by the admin or the van's own clinic staff; patients booking a day see
 * that day's stop. Another clinic's van is "not found" to clinic staff.
 */
export default function VanStopsPage() {
  const { t } = useTranslation();
  const clinicId = Number(useParams().clinicId);
  const stops = useVanStops(clinicId);
  return (
    <section className="page admin-van-stops" aria-labelledby="admin-van-stops-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="admin-van-stops-title">
        {stops.data ? t('admin.stops.title', { name: stops.data.name }) : t('admin.stops.heading')}
      </h1>
      {stops.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={stops.error} />
      {stops.data && <VanStopsEditor van={stops.data} />}
    </section>
  );
}

const emptyStop = (): VanStopInput => ({
  placeName: '',
  address: '',
  latitude: 0,
  longitude: 0,
  opens: '08:00',
  closes: '16:00',
});
const inputOf = ({ date: _date, ...input }: VanStop): VanStopInput => input;

function VanStopsEditor({ van }: { van: AdminVanStops }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveVanStop(van.clinicId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const day = (date: string) => formatDay(date, i18n.language, 'long');
  const stop = editing && editing !== 'new' ? van.stops.find((s) => s.date === editing) : undefined;
  return (
    <>
      <p>{t('admin.stops.intro', { zone: van.timeZone })}</p>
      <p aria-live="polite" className="admin-notice">
        {notice}
      </p>
      <Button onClick={() => setEditing('new')}>{t('admin.stops.add')}</Button>
      {van.stops.length === 0 ? (
        <p>{t('admin.stops.none')}</p>
      ) : (
        <table className="admin-table">
          <caption>{t('admin.stops.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.stops.date')}</th>
              <th scope="col">{t('admin.stops.placeName')}</th>
              <th scope="col">{t('admin.stops.address')}</th>
              <th scope="col">{t('admin.stops.hours')}</th>
              <th scope="col">{t('admin.catalog.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {van.stops.map((row) => (
              <tr key={row.date}>
                <th scope="row">{day(row.date)}</th>
                <td>{row.placeName}</td>
                <td>{row.address}</td>
                <td>
                  {row.opens}–{row.closes}
                </td>
                <td className="admin-actions">
                  <Button variant="secondary" onClick={() => setEditing(row.date)}>
                    {t('admin.stops.edit_named', { day: day(row.date) })}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(row.date, {
                        onSuccess: () => {
                          if (editing === row.date) setEditing(null);
                          setNotice(t('admin.stops.removed', { day: day(row.date) }));
                        },
                      })
                    }
                  >
                    {t('admin.stops.remove_named', { day: day(row.date) })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ErrorAlert error={remove.error} />
      {editing !== null && (
        <div className="admin-panel">
          <VanStopForm
            key={editing}
            clinicId={van.clinicId}
            today={van.today}
            stop={stop ?? null}
            onSaved={(date) => {
              setEditing(null);
              setNotice(t('admin.stops.saved', { day: day(date) }));
            }}
          />
        </div>
      )}
    </>
  );
}

function VanStopForm({
  clinicId,
  today,
  stop,
  onSaved,
}: {
  clinicId: number;
  today: string;
  stop: VanStop | null;
  onSaved: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const save = useSaveVanStop(clinicId);
  const [date, setDate] = useState(stop?.date ?? today);
  const [draft, setDraft] = useState<VanStopInput>(stop ? inputOf(stop) : emptyStop());
  const errors = problemFields(save.error);
  const message = useFieldMessage(errors);
  const field = (key: keyof VanStopInput, type: 'text' | 'number' | 'time') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.stops.${key}`)}
      error={message(key)}
      {...draftInput(draft, setDraft, key, type)}
    />
  );
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ date, body: draft }, { onSuccess: () => onSaved(date) });
      }}
    >
      <h2 id={`${ids}-title`}>
        {stop
          ? t('admin.stops.edit', { day: formatDay(stop.date, i18n.language, 'long') })
          : t('admin.stops.new')}
      </h2>
      <AdminTextField
        id={`${ids}-date`}
        label={t('admin.stops.date')}
        type="date"
        min={today}
        value={date}
        readOnly={stop !== null}
        error={message('date') ?? message('params.date')}
        onChange={(event) => setDate(event.target.value)}
      />
      {field('placeName', 'text')}
      {field('address', 'text')}
      {field('latitude', 'number')}
      {field('longitude', 'number')}
      {field('opens', 'time')}
      {field('closes', 'time')}
      <ErrorAlert error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('admin.catalog.save')}
      </Button>
    </form>
  );
}
