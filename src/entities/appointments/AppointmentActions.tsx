import { DeleteOutlined, HistoryOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { t } from '../../i18n/agenda';
import { errorText } from '../../store/errors';
import { HistoryDrawer } from '../history/HistoryDrawer';
import { useRemoveAppointmentMutation, type Appointment } from './api';

/** An open appointment's own actions: its history, and deleting it (to the trash). */
export function AppointmentActions({
  appointment,
  onRemoved,
}: {
  appointment: Appointment;
  onRemoved: () => void;
}) {
  const { message, modal } = App.useApp();
  const [remove, removing] = useRemoveAppointmentMutation();
  const [history, setHistory] = useState(false);

  const confirmRemove = async () => {
    const confirmed = await modal.confirm({
      title: t('appointment.deleteTitle'),
      content: t('appointment.deleteText'),
      okText: t('appointment.deleteConfirm'),
      cancelText: t('appointment.deleteCancel'),
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    try {
      await remove({ id: appointment.id }).unwrap();
    } catch (failure) {
      message.error(errorText(failure as FetchBaseQueryError));
      return;
    }
    message.success(t('appointment.deleted'));
    onRemoved();
  };

  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden="true" />} onClick={() => setHistory(true)}>
        {t('appointment.history')}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden="true" />}
        loading={removing.isLoading}
        onClick={() => void confirmRemove()}
      >
        {t('appointment.delete')}
      </Button>
      <HistoryDrawer
        target={
          history ? { kind: 'appointment', id: appointment.id, label: appointment.title } : null
        }
        onClose={() => setHistory(false)}
      />
    </>
  );
}
