import { App, Button, Card, Space, Tag, Tooltip, Typography } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { skipToken } from '@reduxjs/toolkit/query';
import { t } from '../../../i18n/invoice-sending';
import { formatBrussels } from '../../../shared/brussels';
import { errorText, type ApiErrorAnswer } from '../../../store/errors';
import { useCan } from '../../../store/permissions';
import {
  useGetInvoiceDeliveryQuery,
  useGetPeppolStatusQuery,
  useLookupPeppolParticipantQuery,
  useSendInvoiceMutation,
  type InvoiceDelivery,
} from './api';

const STATE_COLOURS = { verzonden: 'blue', afgeleverd: 'green', geweigerd: 'red' } as const;

/** Why the Peppol button is off, or undefined when the invoice can go over Peppol. */
function peppolBlock(
  delivery: InvoiceDelivery,
  configured: boolean | undefined,
  reachable: boolean | undefined,
) {
  if (delivery.status === 'concept') return t('invoiceSend.notIssued');
  if (configured === false) return t('invoiceSend.peppolOff');
  if (!delivery.buyerPeppolId) return t('invoiceSend.noPeppolId');
  if (delivery.sentVia === 'peppol' && delivery.deliveryState !== 'geweigerd')
    return t('invoiceSend.alreadyPeppol');
  if (configured === undefined || reachable === undefined) return t('invoiceSend.checking');
  if (!reachable) return t('invoiceSend.unreachable');
  return undefined;
}

/**
 * An issued invoice's sending (docs/product.md § Facturen, Verzenden): over Peppol when the
 * server has an access point and the customer receives over it, else by e-mail with the PDF and
 * the UBL; the delivery's state as the access point reports it (kept live by the staff stream's
 * `event: invoice`), and the reminders that went out. `invoice` may give what the page already
 * read; the panel reads its own delivery either way.
 */
export function InvoiceSendPanel({
  invoiceId,
}: {
  invoiceId: number;
  invoice?: { status?: string };
}) {
  const { message } = App.useApp();
  const editable = useCan('invoices', 'write');
  const { data: delivery } = useGetInvoiceDeliveryQuery({ id: invoiceId });
  const { data: peppol } = useGetPeppolStatusQuery();
  const peppolId = delivery?.buyerPeppolId;
  const { data: lookup } = useLookupPeppolParticipantQuery(
    peppol?.configured && peppolId ? { id: peppolId } : skipToken,
  );
  const [send, { isLoading: sending, originalArgs }] = useSendInvoiceMutation();

  if (!delivery) return <Card title={t('invoiceSend.title')} loading />;

  const go = async (via: 'peppol' | 'email') => {
    try {
      await send({ id: invoiceId, sendInvoiceInput: { via } }).unwrap();
      message.success(
        via === 'peppol'
          ? t('invoiceSend.sentPeppol')
          : t('invoiceSend.sentEmail', { email: delivery.recipient }),
      );
    } catch (error) {
      const answer = (error as FetchBaseQueryError).data as ApiErrorAnswer | undefined;
      message.error(answer?.message ?? errorText(error as FetchBaseQueryError));
    }
  };

  const blocked = peppolBlock(delivery, peppol?.configured, lookup?.reachable);
  const issued = delivery.status !== 'concept';
  const emailBlocked = !issued
    ? t('invoiceSend.notIssued')
    : !delivery.recipient
      ? t('invoiceSend.noEmail')
      : undefined;
  const busy = (via: 'peppol' | 'email') => sending && originalArgs?.sendInvoiceInput.via === via;
  const state = delivery.deliveryState;

  return (
    <Card title={t('invoiceSend.title')} className="bo-invoice-send">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <div aria-live="polite">
          <Typography.Text type="secondary">{t('invoiceSend.state')}: </Typography.Text>
          {state ? (
            <>
              <Tag className="bo-invoice-status" color={STATE_COLOURS[state]}>
                {t(`invoiceSend.state.${state}`)}
              </Tag>
              {delivery.sentVia && t(`invoiceSend.via.${delivery.sentVia}`)}
              {delivery.sentAt &&
                ` ${t('invoiceSend.sentAt', { when: formatBrussels(delivery.sentAt) })}`}
              {state === 'geweigerd' && delivery.deliveryDetail && (
                <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>
                  {t('invoiceSend.reason', { reason: delivery.deliveryDetail })}
                </Typography.Paragraph>
              )}
            </>
          ) : (
            <Tag>{t('invoiceSend.state.none')}</Tag>
          )}
        </div>
        {editable && (
          <Space wrap>
            <Tooltip title={blocked}>
              <Button
                type="primary"
                disabled={blocked !== undefined}
                loading={busy('peppol')}
                onClick={() => void go('peppol')}
              >
                {t('invoiceSend.peppol')}
              </Button>
            </Tooltip>
            <Tooltip
              title={emailBlocked ?? t('invoiceSend.emailTo', { email: delivery.recipient })}
            >
              <Button
                type={blocked === undefined ? 'default' : 'primary'}
                disabled={emailBlocked !== undefined}
                loading={busy('email')}
                onClick={() => void go('email')}
              >
                {delivery.sentVia === 'email' ? t('invoiceSend.resend') : t('invoiceSend.email')}
              </Button>
            </Tooltip>
          </Space>
        )}
        {editable && blocked && issued && (
          <Typography.Text type="secondary">{blocked}</Typography.Text>
        )}
        <div>
          <Typography.Text strong>{t('invoiceSend.reminders')}</Typography.Text>
          {delivery.reminders.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('invoiceSend.reminders.none')}
            </Typography.Paragraph>
          ) : (
            <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
              {delivery.reminders.map((reminder) => (
                <li key={reminder.level}>
                  {t(`invoiceSend.reminder.${reminder.level}`)} — {formatBrussels(reminder.sentAt)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Space>
    </Card>
  );
}
