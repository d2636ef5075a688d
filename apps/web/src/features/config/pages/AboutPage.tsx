import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';

export default function AboutPage() {
  return <FeaturePlaceholder titleKey="page.about.title" />;
}
