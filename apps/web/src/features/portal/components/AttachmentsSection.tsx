import type { Attachment } from '@rb/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Modal } from '../../../components/Modal';
import { useReadOnly } from '../../../components/read-only';
import {
  type OwnerKind,
  useDeleteAttachment,
  useOwnerAttachments,
  useUploadAttachment,
} from '../api/portal-attachments';
import type { PortalMode } from '../lib/portal-mode';
import { AttachmentEditModal } from './AttachmentEditModal';
import { AttachmentInfoModal } from './AttachmentInfoModal';
import { AttachmentsViewer } from './AttachmentsViewer';
import { DocumentTypeSelect } from './DocumentTypeSelect';
import { RequiredDocuments } from './RequiredDocuments';

/**
 * §3 Attachment: the files of an appointment or booking request, with upload, viewer and delete;
 * the admin portal mode (§6) adds update and uses its own labels.
 */
export function AttachmentsSection({
  kind,
  ownerSlug,
  mode = 'patient',
}: {
  kind: OwnerKind;
  ownerSlug: string;
  mode?: PortalMode;
}) {
  const { t } = useTranslation();
  // A read-only session (§2 badge) views and downloads; it neither uploads, edits nor deletes.
  const { readOnly } = useReadOnly();
  const labels = mode === 'adminPortal' ? 'portal.attachments.admin' : 'portal.attachments';
  const attachments = useOwnerAttachments(kind, ownerSlug);
  const upload = useUploadAttachment(kind, ownerSlug);
  const remove = useDeleteAttachment(kind, ownerSlug);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [editing, setEditing] = useState<Attachment | null>(null);
  const [informing, setInforming] = useState<Attachment | null>(null);
  const [documentTypeId, setDocumentTypeId] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { heading: useId(), file: useId(), type: useId() };
  const list = attachments.data?.attachments ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    upload.mutate(
      { file, documentTypeId: documentTypeId ? Number(documentTypeId) : null },
      {
        onSuccess: () => {
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  return (
    <section className="portal-attachments" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t(`${labels}.title`)}</h3>
      <RequiredDocuments types={attachments.data?.examDocumentTypes ?? []} />
      {list.length === 0 && !attachments.isPending && <p>{t('portal.attachments.none')}</p>}
      <ul className="attachment-list">
        {list.map((item, index) => (
          <li key={item.id}>
            <span className="attachment-name">{item.fileName}</span>
            {item.documentType && <span className="attachment-type"> ({item.documentType.title})</span>}
            <span className="attachment-actions">
              <Button variant="link" onClick={() => setViewing(index)}>
                {t('portal.attachments.view')}
                <span className="visually-hidden"> {item.fileName}</span>
              </Button>
              <Button variant="link" onClick={() => setInforming(item)}>
                {t('portal.attachments.info')}
                <span className="visually-hidden"> {item.fileName}</span>
              </Button>
              {item.document && (
                <a href={item.document.downloadUrl} download={item.fileName}>
                  {t('portal.attachments.download')}
                  <span className="visually-hidden"> {item.fileName}</span>
                </a>
              )}
              {mode === 'adminPortal' && !readOnly && (
                <Button variant="link" onClick={() => setEditing(item)}>
                  {t('portal.attachments.admin.edit')}
                  <span className="visually-hidden"> {item.fileName}</span>
                </Button>
              )}
              {!readOnly && (
                <Button variant="link" onClick={() => setDeleting(item)}>
                  {t('portal.attachments.delete')}
                  <span className="visually-hidden"> {item.fileName}</span>
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>

      {!readOnly && (
        <form className="portal-form attachment-upload" onSubmit={submit}>
          <label htmlFor={ids.type}>{t('portal.attachments.document_type')}</label>
          <DocumentTypeSelect id={ids.type} value={documentTypeId} onChange={setDocumentTypeId} />
          <label htmlFor={ids.file}>{t('portal.attachments.file')}</label>
          <input id={ids.file} ref={fileInput} type="file" name="file" required />
          <Button type="submit" disabled={upload.isPending}>
            {t(`${labels}.upload`)}
          </Button>
          {upload.isError && <ErrorAlert error={upload.error} />}
        </form>
      )}

      {viewing !== null && (
        <AttachmentsViewer isOpen onClose={() => setViewing(null)} attachments={list} startIndex={viewing} />
      )}
      {informing && <AttachmentInfoModal attachment={informing} onClose={() => setInforming(null)} />}
      {editing && (
        <AttachmentEditModal
          kind={kind}
          ownerSlug={ownerSlug}
          attachment={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        isOpen={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('portal.attachments.delete_title')}
        size="sm"
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('portal.common.no')}
            </Button>
            <Button
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              {t('portal.common.yes')}
            </Button>
          </>
        }
      >
        <p>
          {t('message.delete_attachment_confirm')} <strong>{deleting?.fileName}</strong>
        </p>
        {remove.isError && <ErrorAlert error={remove.error} />}
      </Modal>
    </section>
  );
}
