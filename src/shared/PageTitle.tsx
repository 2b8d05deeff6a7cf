import { useEffect } from 'react';
import { t } from '../i18n';

/** A screen's heading; it also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${t('app.name')}`;
  }, [children]);
  return <h1 className="bo-page__title">{children}</h1>;
}
