import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';

export default function DenyPage() {
  return <FeaturePlaceholder titleKey="page.deny.title" />;
}
