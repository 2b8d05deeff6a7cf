import { Alert, App, Button, DatePicker, Form, Input, Modal, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/vehicles';
import { useLazyGetWhoDroveQuery, type WhoDrove } from '../../entities/vehicles/api';
import { brusselsInstant, formatBrusselsTime } from '../../shared/brussels';
import { errorCode, errorText } from '../../store/errors';
import { daysText, daysUntil, formatDay } from './vehicle-dates';

interface Values {
  plate: string;
  date: Dayjs;
  time: Dayjs;
}

/** The draft letter that names the driver, in the words the fine's request expects. */
function draftOf(found: WhoDrove) {
  return t('fine.draftText', {
    plate: found.plateFormatted,
    date: formatDay(found.date),
    time: formatBrusselsTime(found.at),
    name: found.employee?.name ?? '…',
  });
}

function Result({ found }: { found: WhoDrove }) {
  const { message } = App.useApp();
  const days = daysUntil(found.deadline);
  const draft = draftOf(found);
  return (
    <section aria-label={t('fine.driver', { date: formatDay(found.date) })}>
      {found.employee ? (
        <Alert
          type="success"
          showIcon
          title={
            <>
              {t('fine.driver', { date: formatDay(found.date) })}:{' '}
              <strong>{found.employee.name}</strong>{' '}
              {found.source && `(${t(`fine.source.${found.source}`)})`}
            </>
          }
        />
      ) : (
        <Alert type="warning" showIcon title={t('fine.nobody')} />
      )}
      <h4>{t('fine.evidence')}</h4>
      <ul className="bo-vehicle__list">
        {found.evidence.map((item) =>
          item.kind === 'assignment' ? (
            <li key={`assignment-${item.from}`}>
              {item.employee
                ? t('fine.evidence.assignment', {
                    name: item.employee.name,
                    date: formatDay(item.from),
                  })
                : t('fine.evidence.ended', { date: formatDay(item.from) })}
            </li>
          ) : (
            <li key={`visit-${item.appointmentId}`}>
              {t('fine.evidence.visit', {
                time: `${formatBrusselsTime(item.start)}–${formatBrusselsTime(item.end)}`,
                title: item.title,
                names: item.employees.map((employee) => employee.name).join(', '),
              })}
            </li>
          ),
        )}
      </ul>
      <Alert
        type={days <= 3 ? 'error' : 'info'}
        title={t('fine.deadline', { date: formatDay(found.deadline), days: daysText(days) })}
      />
      {found.employee && (
        <>
          <h4>{t('fine.draft')}</h4>
          <p className="bo-fine__draft">{draft}</p>
          <Button
            onClick={() =>
              void navigator.clipboard
                ?.writeText(draft)
                .then(() => message.success(t('fine.copied')))
            }
          >
            {t('fine.copy')}
          </Button>
        </>
      )}
    </section>
  );
}

/**
 * A fine for a company vehicle (docs/product.md § Voertuigen, Boetes): the plate and the moment
 * as on the fine; the server names who drove (the assignment, else that day's visits), the
 * evidence, and the day by which the company must answer; a draft answer to copy.
 */
export function FineModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [find, { data, error, isFetching }] = useLazyGetWhoDroveQuery();

  const search = ({ plate, date, time }: Values) => {
    const at = brusselsInstant(`${date.format('YYYY-MM-DD')}T${time.format('HH:mm')}`);
    void find({ plate: plate.trim(), at: at.toISOString() });
  };

  return (
    <Modal
      open
      title={t('fine.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('fine.close')}</Button>}
      width={640}
    >
      <Typography.Paragraph>{t('fine.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={search}>
        <div className="bo-vehicle__inline-form">
          <Form.Item
            name="plate"
            label={t('fine.plate')}
            rules={[{ required: true, whitespace: true, message: t('fine.plateRequired') }]}
          >
            <Input maxLength={20} autoFocus />
          </Form.Item>
          <Form.Item
            name="date"
            label={t('fine.date')}
            rules={[{ required: true, message: t('fine.dateRequired') }]}
          >
            <DatePicker format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item
            name="time"
            label={t('fine.time')}
            rules={[{ required: true, message: t('fine.timeRequired') }]}
          >
            <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={isFetching}>
              {t('fine.search')}
            </Button>
          </Form.Item>
        </div>
      </Form>
      {!isFetching && error && (
        <Alert
          type="error"
          title={errorCode(error) === 'NOT_FOUND' ? t('fine.notFound') : errorText(error)}
        />
      )}
      {!isFetching && !error && data && <Result found={data} />}
    </Modal>
  );
}
