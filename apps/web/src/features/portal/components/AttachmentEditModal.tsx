import type { Attachment } from '@rb/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Modal } from '../../../components/Modal';
import { type OwnerKind, useUpdateAttachment } from '../api/portal-attachments';
import { DocumentTypeSelect } from './DocumentTypeSelect';

/** §6 admin portal "update": the document type and description of one attachment. */
export function AttachmentEditModal({
  kind,
  ownerSlug,
  attachment,
  onClose,
}: {
  kind: OwnerKind;
  ownerSlug: string;
  attachment: Attachment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateAttachment(kind, ownerSlug);
  const [documentTypeId, setDocumentTypeId] = useState(String(attachment.documentTypeId ?? ''));
  const [description, setDescription] = useState(attachment.description ?? '');
  const ids = { form: useId(), type: useId(), description: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      documentTypeId: documentTypeId ? Number(documentTypeId) : null,
      description: description.trim() || null,
    };
    update.mutate({ attachmentId: attachment.id, body }, { onSuccess: onClose });
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('portal.attachments.admin.edit_title', { fileName: attachment.fileName })}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={ids.form} disabled={update.isPending}>
            {t('portal.attachments.admin.save')}
          </Button>
        </>
      }
    >
      <form id={ids.form} className="portal-form" onSubmit={submit}>
        <label htmlFor={ids.type}>{t('portal.attachments.document_type')}</label>
        <DocumentTypeSelect id={ids.type} value={documentTypeId} onChange={setDocumentTypeId} />
        <label htmlFor={ids.description}>{t('portal.attachments.admin.description')}</label>
        <textarea
          id={ids.description}
          rows={3}
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <ErrorAlert error={update.error} />
      </form>
    </Modal>
  );
}
