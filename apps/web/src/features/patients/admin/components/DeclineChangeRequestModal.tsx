import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { AdminTextArea } from '../../../admin';
import { useDeclineChangeRequest } from '../api/requests-api';

/** Decline a change request with the message the patient is emailed. */
export function DeclineChangeRequestModal({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineChangeRequest(id);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Modal isOpen onClose={onClose} size="md" title={t('admin.change_request.decline')} actions={<span />}>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!message.trim()) return setMissing(true);
          decline.mutate(message, { onSuccess: onClose });
        }}
      >
        <AdminTextArea
          id="decline-message"
          label={t('admin.change_request.decline_label')}
          value={message}
          maxLength={1000}
          error={missing ? t('message.field_required') : null}
          onChange={(event) => setMessage(event.target.value)}
        />
        <ErrorAlert error={decline.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button type="submit" disabled={decline.isPending}>
            {t('admin.change_request.decline_submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
