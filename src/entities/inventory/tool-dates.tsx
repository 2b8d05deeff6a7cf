import { Tag } from 'antd';
import { t } from '../../i18n/inventory';
import { dayjs } from '../../shared/dates';
import type { Tool } from './api';

/** A Brussels date as the screens write it: 'di 3 dec 2026'. */
export const formatDay = (date: string) => dayjs(date).format('dd D MMM YYYY');

/** Who has the tool now, as a short text: the holder's name, or in the warehouse. */
export const holderText = (tool: Tool) => tool.holder?.holderName ?? t('tools.inWarehouse');

/** A list's cell: the date a lent tool is due back, `Te laat` past it; `—` in the warehouse. */
export const expectedBackCell = (tool: Tool) =>
  tool.holder?.expectedBack ? (
    <span>
      {formatDay(tool.holder.expectedBack)}{' '}
      {tool.overdue && <Tag color="red">{t('tools.overdue')}</Tag>}
    </span>
  ) : (
    t('inventory.none')
  );

/** A list's cell: the next inspection, marked when it is past `today` (a Brussels date). */
export const nextInspectionCell = (tool: Tool, today: string) =>
  tool.nextInspection ? (
    <span>
      {formatDay(tool.nextInspection)}{' '}
      {tool.nextInspection < today && <Tag color="red">{t('tools.inspectionDue')}</Tag>}
    </span>
  ) : (
    t('inventory.none')
  );
