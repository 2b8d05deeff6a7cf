import { useEffect } from 'react';
import { t } from '../i18n';
import { setScreenTitle } from './tab-badge';

/** A screen's heading; it also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    setScreenTitle(`${children} · ${t('app.name')}`);
  }, [children]);
  return <h1 className="bo-page__title">{children}</h1>;
}
