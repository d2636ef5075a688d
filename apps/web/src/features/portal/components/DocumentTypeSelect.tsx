import { useTranslation } from 'react-i18next';
import { useDocumentTypes } from '../api/portal-attachments';

/** The document type of an attachment, with "none" first. */
export function DocumentTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const documentTypes = useDocumentTypes();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('portal.attachments.document_type_none')}</option>
      {(documentTypes.data ?? []).map((type) => (
        <option key={type.id} value={type.id}>
          {type.title}
        </option>
      ))}
    </select>
  );
}
