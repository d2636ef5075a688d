import type { ClinicSchedule, StrandDecision, StrandedAppointment } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatLongDate, formatTime } from '../../../../lib/date-format';
import { problemFields } from '../../../../lib/problem-fields';
import type { AdminOutletContext } from '../../../admin';
import { type ScheduleChange, useClinicSchedule, useScheduleChange } from '../api/schedule-admin-api';
import { BlockForm, ClosureForm } from '../components/ExceptionForms';
import { HolidayImport } from '../components/HolidayImport';
import { StrandedDialog } from '../components/StrandedDialog';
import { WeekTemplateEditor } from '../components/WeekTemplateEditor';

/**
 * /admin/clinics/:clinicId/schedule: a clinic's devices with their weekly templates (the admin's),
 * closures (also from a public-holiday calendar file), blocked time and device status (also its own staff's). A change that would strand
 * bookings opens the decision dialog; another clinic's schedule is "not found" to clinic staff.
 */
export default function ClinicSchedulePage() {
  const { t } = useTranslation();
  const { me } = useOutletContext<AdminOutletContext>();
  const clinicId = Number(useParams().clinicId);
  const schedule = useClinicSchedule(clinicId);
  return (
    <section className="page admin-schedule" aria-labelledby="admin-schedule-title">
      <p>
        <Link to="/admin/schedules">{t('admin.schedule.back')}</Link>
      </p>
      <h1 id="admin-schedule-title">
        {schedule.data
          ? t('admin.schedule.title', { name: schedule.data.clinic.name })
          : t('admin.section.schedules')}
      </h1>
      {schedule.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={schedule.error} />
      {schedule.data && (
        <ScheduleEditor schedule={schedule.data} clinicId={clinicId} templates={me.roles.includes('admin')} />
      )}
    </section>
  );
}

function ScheduleEditor({
  schedule,
  clinicId,
  templates,
}: {
  schedule: ClinicSchedule;
  clinicId: number;
  templates: boolean;
}) {
  const { t, i18n } = useTranslation();
  const change = useScheduleChange(clinicId);
  const [form, setForm] = useState<string | null>(null);
  const [stranding, setStranding] = useState<{
    change: ScheduleChange;
    stranded: StrandedAppointment[];
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const zone = schedule.clinic.timeZone;
  const when = (instant: string) =>
    `${formatLongDate(instant, zone, i18n.language)} ${formatTime(instant, zone, i18n.language)}`;

  const run = (next: ScheduleChange, from: string) => {
    setForm(from);
    setNotice(null);
    change.mutate(next, {
      onSuccess: (outcome) => {
        if (!outcome.saved && outcome.stranded.length)
          setStranding({ change: next, stranded: outcome.stranded });
        else {
          setStranding(null);
          setNotice(t('admin.schedule.saved', { count: outcome.stranded.length }));
        }
      },
    });
  };
  const decide = (decisions: StrandDecision[]) => {
    if (!stranding) return;
    const again = {
      ...stranding.change,
      body: { ...stranding.change.body, expectedVersion: schedule.version, decisions },
    } as ScheduleChange;
    run(again, form ?? '');
  };
  const errorsOf = (name: string) => (form === name ? problemFields(change.error) : {});
  const expectedVersion = schedule.version;

  return (
    <>
      <p className="muted">{t('admin.schedule.zone', { zone, today: schedule.clinic.today })}</p>
      {notice && (
        <p className="alert alert-success" role="status">
          {notice}
        </p>
      )}
      <ErrorAlert error={change.error} />
      <h2>{t('admin.schedule.devices')}</h2>
      {schedule.devices.map((device) => (
        <div key={device.id} className="admin-panel">
          <h3>
            {device.name} ({device.modalityName}) —{' '}
            {t(device.status === 'ACTIVE' ? 'admin.schedule.status.active' : 'admin.schedule.status.out')}
          </h3>
          <ul>
            {device.templates.map((template) => (
              <li key={template.id}>
                {t('admin.schedule.template.window', {
                  from: template.effectiveFrom,
                  to: template.effectiveTo ?? '…',
                  count: template.sessions.length,
                })}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() =>
              run(
                {
                  kind: 'status',
                  deviceId: device.id,
                  body: { expectedVersion, status: device.status === 'ACTIVE' ? 'OUT_OF_SERVICE' : 'ACTIVE' },
                },
                `status-${device.id}`,
              )
            }
          >
            {t(
              device.status === 'ACTIVE'
                ? 'admin.schedule.status.take_out'
                : 'admin.schedule.status.bring_back',
              {
                name: device.name,
              },
            )}
          </Button>
          {templates && (
            <WeekTemplateEditor
              key={`${device.id}-${device.templates.length}`}
              device={device}
              today={schedule.clinic.today}
              errors={errorsOf(`template-${device.id}`)}
              pending={change.isPending}
              onSave={(template) =>
                run(
                  { kind: 'template', deviceId: device.id, body: { expectedVersion, ...template } },
                  `template-${device.id}`,
                )
              }
            />
          )}
        </div>
      ))}

      <ClosureForm
        schedule={schedule}
        errors={errorsOf('closure')}
        pending={change.isPending}
        onSave={(closure) => run({ kind: 'closure', body: { expectedVersion, ...closure } }, 'closure')}
      />
      <HolidayImport
        // A saved change starts it afresh: its check was made on the version before.
        key={schedule.version}
        clinicId={clinicId}
        expectedVersion={expectedVersion}
        pending={change.isPending}
        onImport={(calendar) => run({ kind: 'holidays', body: { expectedVersion, calendar } }, 'holidays')}
      />
      <BlockForm
        schedule={schedule}
        errors={errorsOf('block')}
        pending={change.isPending}
        onSave={(block) => run({ kind: 'block', body: { expectedVersion, ...block } }, 'block')}
      />

      <h2>{t('admin.schedule.exceptions')}</h2>
      {schedule.exceptions.length === 0 && <p>{t('admin.schedule.no_exceptions')}</p>}
      <ul>
        {schedule.exceptions.map((exception) => {
          const device = schedule.devices.find((d) => d.id === exception.deviceId);
          const what = device?.name ?? t('admin.schedule.closure.whole_clinic');
          return (
            <li key={exception.id}>
              {t(`admin.schedule.exception.${exception.kind}`, {
                what,
                from: when(exception.startsAt),
                to: when(exception.endsAt),
                reason: exception.reason,
              })}{' '}
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => run({ kind: 'remove', id: exception.id, body: { expectedVersion } }, 'remove')}
              >
                {t('admin.schedule.exception.remove', { what })}
              </Button>
            </li>
          );
        })}
      </ul>

      {stranding && (
        <StrandedDialog
          stranded={stranding.stranded}
          timeZone={zone}
          pending={change.isPending}
          onDecide={decide}
          onClose={() => setStranding(null)}
        />
      )}
    </>
  );
}
