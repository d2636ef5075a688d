import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

/** The translated message of a failed call (the server's `message.*` key, else the general one). */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const problem = error instanceof ApiError ? error.problem : null;
  return (
    <p className="alert alert-error" role="alert">
      {t(problem?.message ?? 'message.server_error_general', problem?.params ?? {})}
    </p>
  );
}
