import { PlaceholderPage } from '../../../shared/PlaceholderPage';

export default function LanguagePage() {
  return <PlaceholderPage />;
}
