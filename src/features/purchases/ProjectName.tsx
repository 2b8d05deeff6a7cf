import { t } from '../../i18n/purchases';
import { useGetProjectNameQuery } from './api';

/** A project's name, read once per project and shared by every row naming it. */
export function ProjectName({ id }: { id: number | null }) {
  const { data } = useGetProjectNameQuery(id ?? 0, { skip: id === null });
  if (id === null) return <>{t('purchases.generalCosts')}</>;
  return <>{data?.name ?? `#${id}`}</>;
}
