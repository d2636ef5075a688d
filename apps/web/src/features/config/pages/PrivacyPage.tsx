import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';

export default function PrivacyPage() {
  return <FeaturePlaceholder titleKey="page.privacy.title" />;
}
