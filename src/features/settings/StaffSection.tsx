import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Result, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { t } from '../../i18n/settings';
import { formatTimestamp } from '../../shared/dates';
import { AddStaffModal } from './AddStaffModal';
import {
  useGetUsersQuery,
  useSetUserActiveMutation,
  useSetUserRoleMutation,
  type Role,
  type StaffMember,
} from './api';
import { byStaffName, staffName } from './staff-name';
import { roleLabel, roleOptions } from './role-labels';
import { useSignedInUser } from './use-signed-in-user';
import { tablePagination } from '../../shared/table-pagination';

const PAGE_SIZE = 25;

/** Oldest sign-in first, with those who never signed in before everyone. */
function bySignIn(a: StaffMember, b: StaffMember): number {
  return (a.lastSignInAt ?? '').localeCompare(b.lastSignInAt ?? '');
}

/** An address that, when it must wrap, wraps before the @ rather than inside a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="bo-settings__email">{email}</span>;
  return (
    <span className="bo-settings__email">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

/** 'Medewerkers': every staff account, added and (de)activated here. */
export function StaffSection() {
  const { data: members, isLoading, isError, refetch } = useGetUsersQuery();
  const me = useSignedInUser();
  const { modal, message } = App.useApp();
  const [setActive] = useSetUserActiveMutation();
  const [setRole] = useSetUserRoleMutation();
  const [changing, setChanging] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  // Every opening gets a fresh form: nothing typed before is kept.
  const [opening, setOpening] = useState(0);

  const rows = useMemo(() => [...(members ?? [])].sort(byStaffName), [members]);
  const activeCount = rows.filter((member) => member.active).length;

  const toggle = async (member: StaffMember) => {
    const name = staffName(member);
    const deactivating = member.active;
    const confirmed = await modal.confirm({
      title: t(deactivating ? 'settings.staff.deactivateTitle' : 'settings.staff.reactivateTitle', {
        name,
      }),
      content: t(deactivating ? 'settings.staff.deactivateText' : 'settings.staff.reactivateText', {
        name,
      }),
      okText: t(deactivating ? 'settings.staff.deactivate' : 'settings.staff.reactivate'),
      cancelText: t('settings.staff.cancel'),
      okButtonProps: { danger: deactivating },
      // Shutting a colleague out takes a deliberate choice, not an Enter.
      focusable: { autoFocusButton: 'cancel' },
    });
    if (!confirmed) return;
    setChanging(member.id);
    try {
      // A refusal (the last active account, …) is worded by the error notifications.
      await setActive({ id: member.id, activeChange: { active: !deactivating } }).unwrap();
      message.success(
        t(deactivating ? 'settings.staff.deactivated' : 'settings.staff.reactivated', { name }),
      );
    } catch {
      // Shown already; the list is read again either way.
    } finally {
      setChanging(null);
    }
  };

  const changeRole = async (member: StaffMember, role: Role) => {
    setChanging(member.id);
    try {
      // A refusal (the last active Beheerder) is worded by the error notifications.
      await setRole({ id: member.id, roleChange: { role } }).unwrap();
      message.success(
        t('settings.staff.roleChanged', { name: staffName(member), role: roleLabel(role) }),
      );
    } catch {
      // Shown already; the list is read again either way.
    } finally {
      setChanging(null);
    }
  };

  const columns: TableColumnsType<StaffMember> = [
    {
      key: 'name',
      // Name and address in one cell: on a laptop beside the menu there is no room for two.
      title: t('settings.staff.person'),
      render: (_, member) => (
        <div className="bo-settings__person">
          <span className="bo-settings__name">{staffName(member)}</span>
          <EmailAddress email={member.email} />
        </div>
      ),
      sorter: byStaffName,
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
    },
    {
      key: 'status',
      title: t('settings.staff.status'),
      width: 100,
      render: (_, member) =>
        member.active ? (
          <Tag color="green" className="bo-settings__active">
            {t('settings.staff.active')}
          </Tag>
        ) : (
          <Tag>{t('settings.staff.inactive')}</Tag>
        ),
    },
    {
      key: 'role',
      title: t('settings.staff.role'),
      width: 170,
      render: (_, member) => (
        <Select<Role>
          size="small"
          className="bo-settings__role"
          aria-label={t('settings.staff.roleOf', { name: staffName(member) })}
          value={member.role}
          options={roleOptions()}
          disabled={changing !== null}
          popupMatchSelectWidth={false}
          onChange={(role) => void changeRole(member, role)}
        />
      ),
    },
    {
      key: 'lastSignIn',
      title: t('settings.staff.lastSignIn'),
      width: 190,
      render: (_, member) =>
        member.lastSignInAt ? (
          <span className="bo-settings__time">{formatTimestamp(member.lastSignInAt)}</span>
        ) : (
          <span className="bo-settings__never">{t('settings.staff.never')}</span>
        ),
      sorter: bySignIn,
    },
    {
      key: 'actions',
      title: <span className="bo-sr-only">{t('settings.staff.actions')}</span>,
      width: 124,
      align: 'right',
      render: (_, member) =>
        member.id === me?.id ? (
          <span className="bo-settings__self">{t('settings.staff.you')}</span>
        ) : (
          <Button
            size="small"
            loading={changing === member.id}
            disabled={changing !== null && changing !== member.id}
            onClick={() => void toggle(member)}
          >
            {member.active ? t('settings.staff.deactivate') : t('settings.staff.reactivate')}
          </Button>
        ),
    },
  ];

  return (
    <section className="bo-settings__section" aria-labelledby="bo-settings-staff">
      <Card
        title={
          <div className="bo-settings__title">
            <h2 id="bo-settings-staff" className="bo-settings__heading">
              {t('settings.staff.title')}
            </h2>
            {members && members.length > 0 && (
              <span className="bo-settings__summary">
                {t(rows.length === 1 ? 'settings.staff.summaryOne' : 'settings.staff.summary', {
                  count: rows.length,
                  active: activeCount,
                })}
              </span>
            )}
          </div>
        }
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setOpening((count) => count + 1);
              setAdding(true);
            }}
          >
            {t('settings.staff.add')}
          </Button>
        }
        styles={{ body: { padding: 0 } }}
      >
        {isError && !members ? (
          <Result
            status="warning"
            title={t('settings.staff.loadFailed')}
            extra={<Button onClick={() => refetch()}>{t('session.retry')}</Button>}
          />
        ) : (
          <Table<StaffMember>
            className="bo-settings__table"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={isLoading}
            size="middle"
            // Fixed: the columns keep their widths from one page to the next.
            tableLayout="fixed"
            locale={{ emptyText: t('settings.staff.empty') }}
            pagination={tablePagination(PAGE_SIZE)}
            scroll={{ x: 640 }}
          />
        )}
      </Card>
      <AddStaffModal key={opening} open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
