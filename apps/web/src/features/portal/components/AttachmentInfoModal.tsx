import type { Attachment } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';

/** §2 attachment info modal: the file's name and description (and its document type's), and the file. */
export function AttachmentInfoModal({
  attachment,
  onClose,
}: {
  attachment: Attachment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const description = attachment.description ?? attachment.documentType?.description ?? null;
  return (
    <Modal isOpen onClose={onClose} title={t('portal.attachments.info_title')} size="sm">
      <dl>
        <dt>{t('portal.attachments.info_file_name')}</dt>
        <dd>{attachment.fileName}</dd>
        {attachment.documentType && (
          <>
            <dt>{t('portal.attachments.document_type')}</dt>
            <dd>{attachment.documentType.title}</dd>
          </>
        )}
        <dt>{t('portal.attachments.info_description')}</dt>
        <dd>{description ?? '—'}</dd>
      </dl>
      {/* §3 `document`: the stored file itself, opened in a new tab at the link the server named. */}
      {attachment.document && (
        <p>
          <a href={attachment.document.viewUrl} target="_blank" rel="noopener noreferrer">
            {t('portal.attachments.info_open')}
            <span className="visually-hidden"> {attachment.fileName}</span>
          </a>
        </p>
      )}
    </Modal>
  );
}
