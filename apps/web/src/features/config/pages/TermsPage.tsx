import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';

export default function TermsPage() {
  return <FeaturePlaceholder titleKey="page.terms.title" />;
}
