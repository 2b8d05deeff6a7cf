import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/language';
import type { LabelKey } from '../../../i18n';
import { targetOf } from '../../../entities/content-uses';
import type { ContentUse } from './api';

/** More uses than this are counted, not listed. */
export const LISTED_USES = 10;

const USE_LABEL: Record<ContentUse['kind'], LabelKey> = {
  service: 'language.inUse.service',
  serviceContent: 'language.inUse.block',
  achievement: 'language.inUse.achievement',
};

export interface InUse {
  name: string;
  /** What the server said uses the entry; empty when it did not say. */
  usedBy: ContentUse[];
}

/** The refused delete of an entry still in use: what uses it, each a link to where to change it. */
export function InUseRefusal({ refusal, onClose }: { refusal: InUse; onClose: () => void }) {
  const { name, usedBy } = refusal;
  const listed = usedBy.slice(0, LISTED_USES);
  const more = usedBy.length - listed.length;
  return (
    <Alert
      className="bo-language__refusal"
      type="error"
      showIcon
      title={
        usedBy.length
          ? t('language.inUseBy', { name })
          : t('language.inUse', { name, user: t('language.inUse.any') })
      }
      description={
        usedBy.length ? (
          <>
            <ul className="bo-language__uses">
              {listed.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  <Link to={targetOf(use)}>{t(USE_LABEL[use.kind], { title: use.label })}</Link>
                </li>
              ))}
              {more > 0 && <li>{t('language.inUse.more', { count: more })}</li>}
            </ul>
            {t('language.inUseHint')}
          </>
        ) : undefined
      }
      closable={{ 'aria-label': t('language.close') }}
      onClose={onClose}
    />
  );
}
