import { PlaceholderPage } from '../../../shared/PlaceholderPage';

export default function ServicesPage() {
  return <PlaceholderPage />;
}
