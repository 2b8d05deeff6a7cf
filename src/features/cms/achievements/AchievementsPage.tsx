import { PlaceholderPage } from '../../../shared/PlaceholderPage';

export default function AchievementsPage() {
  return <PlaceholderPage />;
}
