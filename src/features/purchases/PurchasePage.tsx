import { ArrowLeftOutlined, CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, App, Button, Card, Form, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/purchases';
import { LoadFailed } from '../../shared/LoadFailed';
import { isNotFound, useIdParam } from '../../shared/page-hooks/id-param';
import { useCan } from '../../store/permissions';
import { fromStored, remaining, toInput, type LineAllocation } from './allocation';
import {
  useApprovePurchaseMutation,
  useChangePurchaseStatusMutation,
  useGetPurchaseQuery,
  useRemovePurchaseMutation,
  useUpdatePurchaseMutation,
  type CostCategory,
  type Purchase,
} from './api';
import { lineNet } from './format';
import { changeOf, PurchaseFacts, type FactsValues } from './PurchaseFacts';
import { PurchaseDocument } from './PurchaseDocument';
import { PurchaseHistory } from './PurchaseHistory';
import { PurchaseLines } from './PurchaseLines';
import { PurchaseStatusTag } from './PurchaseStatusTag';
import { refusalText } from './refusal';
import { RejectModal } from './RejectModal';
import { WithholdingCard } from './WithholdingCard';
import './purchases.css';

/** Only a received (or rejected) invoice is corrected; the server refuses the others. */
const CHANGEABLE = ['ontvangen', 'geweigerd'];

/**
 * A purchase's page, read fresh after every write (the `key` below): its fields, document,
 * lines with their categories and allocations, the steps (approve, reject, pay) and the
 * inhoudingsplicht check. Every refusal shows the server's Dutch reason above the page.
 */
function PurchaseView({ purchase }: { purchase: Purchase }) {
  const mayWrite = useCan('purchases', 'write');
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FactsValues>();
  const [update, { isLoading: saving }] = useUpdatePurchaseMutation();
  const [approve, { isLoading: approving }] = useApprovePurchaseMutation();
  const [changeStatus, { isLoading: moving }] = useChangePurchaseStatusMutation();
  const [remove] = useRemovePurchaseMutation();
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [categories, setCategories] = useState<CostCategory[]>(() =>
    purchase.lines.map((line) => line.category),
  );
  const nets = purchase.lines.map(lineNet);
  const [allocations, setAllocations] = useState<LineAllocation[]>(() =>
    fromStored(nets, purchase.allocations),
  );
  const editable = mayWrite && CHANGEABLE.includes(purchase.status);
  const unallocated = allocations.some((line, index) => remaining(nets[index], line) !== 0);

  const run = async (step: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await step();
      message.success(done);
    } catch (caught) {
      setFailure(refusalText(caught));
    }
  };

  const save = () =>
    run(async () => {
      const values = await form.validateFields();
      await update({
        id: purchase.id,
        purchaseChange: {
          ...changeOf(values),
          lines: purchase.lines.map((line, index) => ({ ...line, category: categories[index] })),
          allocations: toInput(allocations),
        },
      }).unwrap();
    }, t('purchase.saved'));

  const removeNow = async () => {
    const confirmed = await modal.confirm({
      title: t('purchase.removeConfirm'),
      okText: t('purchase.remove'),
      cancelText: t('purchase.cancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    await run(() => remove({ id: purchase.id }).unwrap(), t('purchase.removed'));
    void navigate('/shopping');
  };

  const status = purchase.status;
  return (
    <div className="bo-purchase">
      <Link to="/shopping" className="bo-purchase__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('purchase.back')}
      </Link>
      <header className="bo-purchase__header">
        <h2 className="bo-purchase__title">
          {purchase.supplier?.name ?? t('purchases.unknownSupplier')} ·{' '}
          {purchase.number || t('purchases.noNumber')}
        </h2>
        <PurchaseStatusTag status={status} />
        {mayWrite && (
          <span className="bo-purchase__actions">
            {editable && (
              <Button
                type="primary"
                loading={saving}
                disabled={unallocated}
                onClick={() => void save()}
              >
                {t('purchase.save')}
              </Button>
            )}
            {status === 'ontvangen' && (
              <Button
                icon={<CheckCircleOutlined aria-hidden="true" />}
                loading={approving}
                onClick={() =>
                  void run(() => approve({ id: purchase.id }).unwrap(), t('purchase.approved'))
                }
              >
                {t('purchase.approve')}
              </Button>
            )}
            {(status === 'ontvangen' || status === 'goedgekeurd') && (
              <Button
                danger
                icon={<CloseCircleOutlined aria-hidden="true" />}
                onClick={() => setRejecting(true)}
              >
                {t('purchase.reject')}
              </Button>
            )}
            {status === 'goedgekeurd' && (
              <Button
                loading={moving}
                onClick={() =>
                  void run(
                    () =>
                      changeStatus({
                        id: purchase.id,
                        purchaseStatusInput: { status: 'te betalen' },
                      }).unwrap(),
                    t('purchase.statusChanged'),
                  )
                }
              >
                {t('purchase.toPay')}
              </Button>
            )}
            {(status === 'goedgekeurd' || status === 'te betalen') && (
              <Button
                loading={moving}
                onClick={() =>
                  void run(
                    () =>
                      changeStatus({
                        id: purchase.id,
                        purchaseStatusInput: { status: 'betaald' },
                      }).unwrap(),
                    t('purchase.statusChanged'),
                  )
                }
              >
                {t('purchase.paid')}
              </Button>
            )}
            {editable && (
              <Button danger type="text" onClick={() => void removeNow()}>
                {t('purchase.remove')}
              </Button>
            )}
          </span>
        )}
      </header>
      {failure && (
        <Alert
          className="bo-purchase__failure"
          type="error"
          showIcon
          closable
          onClose={() => setFailure(null)}
          title={failure}
        />
      )}
      {status === 'geweigerd' && purchase.rejectionReason && (
        <Alert
          className="bo-purchase__failure"
          type="warning"
          showIcon
          title={t('purchase.history.rejected', { reason: purchase.rejectionReason })}
        />
      )}
      <div className="bo-purchase__grid">
        <div className="bo-purchase__main">
          <PurchaseDocument purchase={purchase} />
          <Card title={<h3 className="bo-purchase__section-title">{t('purchase.lines')}</h3>}>
            {!editable && mayWrite && (
              <p className="bo-purchase__muted">{t('purchase.lockedNote')}</p>
            )}
            <PurchaseLines
              lines={purchase.lines}
              allocations={allocations}
              disabled={!editable}
              onCategory={(index, category) =>
                setCategories((old) => old.map((c, at) => (at === index ? category : c)))
              }
              onAllocation={(index, allocation) =>
                setAllocations((old) => old.map((a, at) => (at === index ? allocation : a)))
              }
            />
            {editable && unallocated && (
              <Alert type="warning" showIcon title={t('allocation.mismatch')} />
            )}
          </Card>
        </div>
        <div className="bo-purchase__side">
          <Card title={<h3 className="bo-purchase__section-title">{t('purchase.facts')}</h3>}>
            <PurchaseFacts purchase={purchase} form={form} disabled={!editable} />
          </Card>
          {purchase.withholding.required && <WithholdingCard purchase={purchase} />}
          <PurchaseHistory purchase={purchase} />
        </div>
      </div>
      {rejecting && <RejectModal purchase={purchase} onClose={() => setRejecting(false)} />}
    </div>
  );
}

/** /shopping/:id (docs/product.md § Aankopen): one supplier invoice or credit note. */
export default function PurchasePage() {
  const id = useIdParam();
  const { data: purchase, isError, error, refetch } = useGetPurchaseQuery(id ? { id } : skipToken);
  if (isNotFound(id, { isError, error }))
    return (
      <Result
        status="404"
        title={t('purchase.loadFailed')}
        extra={<Link to="/shopping">{t('purchase.back')}</Link>}
      />
    );
  if (!purchase)
    return isError ? (
      <LoadFailed title={t('purchase.loadFailed')} error={error} onRetry={refetch} />
    ) : (
      <Card aria-busy="true" aria-label={t('purchase.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  return <PurchaseView key={purchase.updatedAt} purchase={purchase} />;
}
