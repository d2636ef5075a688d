import type { ExamDocumentType } from '@rb/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** §3 examDocumentTypes: the documents a booking request's exams need, and which are still missing. */
export function RequiredDocuments({ types }: { types: ExamDocumentType[] }) {
  const { t } = useTranslation();
  const heading = useId();
  if (types.length === 0) return null;
  return (
    <section className="required-documents" aria-labelledby={heading}>
      <h4 id={heading}>{t('portal.attachments.required_documents')}</h4>
      <ul>
        {types.map((type) => (
          <li key={type.documentTypeId}>
            <span className="required-document-title">{type.documentType.title}</span>{' '}
            {type.uploadedDocument ? (
              <span>
                {t('portal.attachments.required_uploaded', { fileName: type.uploadedDocument.fileName })}
              </span>
            ) : (
              <strong>{t('portal.attachments.required_missing')}</strong>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
