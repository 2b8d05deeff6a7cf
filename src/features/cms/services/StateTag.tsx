import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { t } from '../../../i18n/services';

/** Whether the public website shows the service: 'Zichtbaar' or 'Verborgen'. */
export function StateTag({ enabled }: { enabled: boolean }) {
  return (
    <Tag
      className="bo-services__state"
      color={enabled ? 'green' : 'default'}
      icon={
        enabled ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />
      }
      data-enabled={enabled}
    >
      {enabled ? t('services.enabled') : t('services.disabled')}
    </Tag>
  );
}
