import { useNavigate } from 'react-router';
import { SafeHtml } from '../../../components/SafeHtml';

/** Provider-configured page text: sanitised, and its links to our own pages stay inside the app. */
export function ConfiguredHtml({ html }: { html: string | null | undefined }) {
  const navigate = useNavigate();
  return <SafeHtml className="configured-html" html={html} onInternalLink={(path) => navigate(path)} />;
}
