import { PlaceholderPage } from '../../../shared/PlaceholderPage';

export default function ImagesPage() {
  return <PlaceholderPage />;
}
