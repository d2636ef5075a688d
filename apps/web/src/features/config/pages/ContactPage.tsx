import { FeaturePlaceholder } from '../../../components/FeaturePlaceholder';

export default function ContactPage() {
  return <FeaturePlaceholder titleKey="page.contact.title" />;
}
