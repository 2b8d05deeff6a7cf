import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/services';
import { LoadFailed } from '../../../shared/LoadFailed';
import { useGetServicesQuery, useRemoveServiceMutation, type Service } from './api';
import { ServiceFormModal } from './ServiceFormModal';
import { ServiceRow } from './ServiceRow';
import { useDeletePrompt } from './use-delete-prompt';
import './services.css';

/** '20 diensten, 18 zichtbaar op de website', in the singular where Dutch wants it. */
function summaryOf(services: readonly Service[]): string {
  const enabled = services.filter((service) => service.enabled).length;
  return services.length === 1
    ? t('services.summaryOne', { enabled })
    : t('services.summary', { count: services.length, enabled });
}

/**
 * /cms/services (docs/product.md § Services): every service as a row, a button for a new one (the service form
 * in a modal), and on each row an edit link and a delete icon with an inline prompt.
 */
export default function ServicesPage() {
  const { data: services, isError, error, refetch } = useGetServicesQuery({});
  const [remove] = useRemoveServiceMutation();
  const prompt = useDeletePrompt(remove, t('services.deleted'));
  const [creating, setCreating] = useState(false);
  // Every opening gets a fresh form: a form store outlives its modal's contents.
  const [opening, setOpening] = useState(0);

  const create = () => {
    setOpening((count) => count + 1);
    setCreating(true);
  };

  let body;
  if (services) {
    body =
      services.length === 0 ? (
        <Card>
          <Empty description={t('services.empty')} />
        </Card>
      ) : (
        <ul className="bo-services__list" aria-label={t('services.list')}>
          {services.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              asking={prompt.asking === service.id}
              deleting={prompt.deleting === service.id}
              onAsk={prompt.ask}
              onDecline={prompt.decline}
              onConfirm={prompt.confirm}
            />
          ))}
        </ul>
      );
  } else if (isError) {
    body = <LoadFailed title={t('services.loadFailed')} error={error} onRetry={refetch} />;
  } else {
    body = (
      <Card aria-busy="true" aria-label={t('services.loading')}>
        <Skeleton active avatar paragraph={{ rows: 1 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      </Card>
    );
  }

  return (
    <div className="bo-services">
      <div className="bo-services__toolbar">
        <span className="bo-services__summary">
          {services?.length ? summaryOf(services) : null}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={create}>
          {t('services.new')}
        </Button>
      </div>
      {body}
      <ServiceFormModal
        key={opening}
        service={creating ? 'new' : null}
        onClose={() => setCreating(false)}
      />
    </div>
  );
}
