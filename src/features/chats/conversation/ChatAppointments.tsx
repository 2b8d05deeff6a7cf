import { CalendarOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../../../i18n/chats';
import { useGetAppointmentsQuery } from '../../../entities/appointments/api';
import { formatBrussels, formatBrusselsTime } from '../../../shared/brussels';
import type { Chat } from '../api';

// The form loads on the first click: most visits to a conversation book nothing.
const AppointmentFormModal = lazy(
  () =>
    import(
      /* webpackChunkName: "appointment-form" */ '../../../entities/appointments/AppointmentFormModal'
    ),
);

/**
 * The conversation's appointments and 'Afspraak inplannen' (docs/product.md § Agenda, From a
 * chat): the form opens with the customer's name, e-mail, phone, address and the subject filled
 * in and the conversation linked; each appointment links to the agenda, a cancelled one struck
 * through.
 */
export function ChatAppointments({ chat }: { chat: Chat }) {
  const [opening, setOpening] = useState(0);
  const { data: appointments } = useGetAppointmentsQuery({ chat: chat.id });
  const { author } = chat;
  return (
    <section
      className="bo-chat__panel bo-chat__appointments"
      aria-labelledby="bo-chat-appointments"
    >
      <h2 id="bo-chat-appointments" className="bo-chat__panel-title">
        {t('chats.appointments')}
      </h2>
      {appointments && appointments.length > 0 ? (
        <ul className="bo-chat__appointment-list">
          {appointments.map((appointment) => {
            const cancelled = appointment.status === 'geannuleerd';
            return (
              <li key={appointment.id}>
                <Link
                  to={`/agenda?appointment=${appointment.id}`}
                  className={cancelled ? 'bo-chat__appointment--cancelled' : undefined}
                >
                  {formatBrussels(appointment.start)}–{formatBrusselsTime(appointment.end)} ·{' '}
                  {appointment.title}
                </Link>{' '}
                <span className="bo-chat__appointment-status">
                  ({t(`chats.appointmentStatus.${appointment.status}`)})
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="bo-chat__not-given">{appointments ? t('chats.appointmentsNone') : ''}</p>
      )}
      <Button
        icon={<CalendarOutlined aria-hidden="true" />}
        onClick={() => setOpening((n) => n + 1)}
      >
        {t('chats.bookAppointment')}
      </Button>
      {opening > 0 && (
        <Suspense fallback={<Spin />}>
          <AppointmentFormModal
            key={opening}
            open
            draft={{
              title: chat.subject,
              customer: {
                name: `${author.firstName} ${author.lastName}`.trim(),
                email: author.email ?? '',
                phone: author.phone ?? '',
              },
              address: author.address ?? '',
              chatId: chat.id,
              customerId: chat.customerId,
              status: 'bevestigd',
            }}
            onClose={() => setOpening(0)}
          />
        </Suspense>
      )}
    </section>
  );
}
