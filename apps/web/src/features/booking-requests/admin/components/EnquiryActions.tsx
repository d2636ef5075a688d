import type { EnquiryCall, EnquiryDetail } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { AdminTextArea } from '../../../admin';
import { useCloseEnquiry, useLogEnquiryCall, useMarkWaitingForProtocol } from '../api/enquiries-api';

const outcomes: EnquiryCall['outcome'][] = ['REACHED', 'NO_ANSWER', 'LEFT_MESSAGE', 'WRONG_NUMBER'];

/** Mark waiting for protocol, log a call to the patient, or close with a reason the patient reads. */
export function EnquiryActions({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t } = useTranslation();
  const waiting = useMarkWaitingForProtocol(enquiry.id);
  const [dialog, setDialog] = useState<'call' | 'close' | null>(null);
  return (
    <section aria-labelledby="enquiry-actions-title">
      <h2 id="enquiry-actions-title">{t('admin.appointment.actions')}</h2>
      <div className="admin-row-actions">
        {enquiry.state !== 'WAITING_FOR_PROTOCOL' && (
          <Button variant="secondary" disabled={waiting.isPending} onClick={() => waiting.mutate()}>
            {t('admin.enquiry.mark_waiting')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setDialog('call')}>
          {t('admin.enquiry.log_call')}
        </Button>
        <Button variant="secondary" onClick={() => setDialog('close')}>
          {t('admin.enquiry.close')}
        </Button>
      </div>
      <ErrorAlert error={waiting.error} />
      {dialog === 'call' && <LogCallModal id={enquiry.id} onClose={() => setDialog(null)} />}
      {dialog === 'close' && <CloseModal id={enquiry.id} onClose={() => setDialog(null)} />}
    </section>
  );
}

function LogCallModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useLogEnquiryCall(id);
  const [outcome, setOutcome] = useState<EnquiryCall['outcome']>('REACHED');
  const [note, setNote] = useState('');
  return (
    <Modal isOpen onClose={onClose} size="md" title={t('admin.enquiry.log_call')} actions={<span />}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          log.mutate({ outcome, note: note.trim() || null }, { onSuccess: onClose });
        }}
      >
        <fieldset className="checkbox-list">
          <legend>{t('admin.enquiry.call_outcome')}</legend>
          {outcomes.map((value) => (
            <label key={value} className="checkbox-list-item">
              <input
                type="radio"
                name="call-outcome"
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
              />
              {t(`admin.call_outcome.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="form-field">
          <label htmlFor="call-note">{t('admin.enquiry.call_note')}</label>
          <textarea id="call-note" value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        <ErrorAlert error={log.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button type="submit" disabled={log.isPending}>
            {t('admin.enquiry.save_call')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function CloseModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const close = useCloseEnquiry(id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal isOpen onClose={onClose} size="md" title={t('admin.enquiry.close')} actions={<span />}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setMissing(true);
          close.mutate(reason, { onSuccess: onClose });
        }}
      >
        <AdminTextArea
          id="close-reason"
          label={t('admin.enquiry.close_reason_label')}
          value={reason}
          error={missing ? t('message.field_required') : null}
          onChange={(event) => setReason(event.target.value)}
        />
        <ErrorAlert error={close.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button type="submit" disabled={close.isPending}>
            {t('admin.enquiry.close_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
