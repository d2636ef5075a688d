import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useOpenPortalView } from '../api/portal-view-api';

/** Issue 14 item 2: staff open the patient's portal view of this appointment, read-only. */
export function PortalViewButton({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenPortalView(slug);
  const hint = useId();
  return (
    <div className="admin-portal-view">
      <Button
        variant="secondary"
        aria-describedby={hint}
        disabled={open.isPending}
        onClick={() => open.mutate(undefined, { onSuccess: (view) => navigate(view.path) })}
      >
        {t('admin.appointment.portal_view')}
      </Button>
      <p id={hint} className="admin-hint">
        {t('admin.appointment.portal_view_hint')}
      </p>
      <ErrorAlert error={open.error} />
    </div>
  );
}
