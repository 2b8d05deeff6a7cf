import { Select } from 'antd';
import { t } from '../../../i18n/chats';
import { useGetUsersQuery } from '../../../entities/staff/api';
import { useAssignChatMutation } from '../api';
import { authorName } from '../chat-state';

/** No one: the value the select shows for a conversation assigned to nobody. */
const NOBODY = 0;

/**
 * 'Toegewezen aan': the staff member who answers this conversation, chosen among the active
 * accounts, or nobody (docs/product.md § Conversation).
 */
export function AssigneeSelect({
  chatId,
  assignedTo,
}: {
  chatId: number;
  assignedTo: number | null;
}) {
  const { data: staff = [] } = useGetUsersQuery();
  const [assign, { isLoading }] = useAssignChatMutation();
  const options = [
    { value: NOBODY, label: t('chats.assignedNobody') },
    ...staff
      .filter((member) => member.active || member.id === assignedTo)
      .map((member) => ({ value: member.id, label: authorName(member) })),
  ];
  return (
    <label className="bo-chat__assignee">
      <span>{t('chats.assignedTo')}</span>
      <Select<number>
        aria-label={t('chats.assignedTo')}
        value={assignedTo ?? NOBODY}
        options={options}
        loading={isLoading}
        popupMatchSelectWidth={false}
        onChange={(value) =>
          void assign({ id: chatId, chatAssignInput: { userId: value === NOBODY ? null : value } })
        }
      />
    </label>
  );
}

/** 'Toegewezen aan {name}' for the list's card; nothing for a conversation assigned to nobody. */
export function useAssigneeName(assignedTo: number | null) {
  const { data: staff } = useGetUsersQuery(undefined, { skip: assignedTo === null });
  const member = staff?.find((one) => one.id === assignedTo);
  return member ? authorName(member) : undefined;
}
