import { PlaceholderPage } from '../../../shared/PlaceholderPage';

export default function ServicePage() {
  return <PlaceholderPage />;
}
