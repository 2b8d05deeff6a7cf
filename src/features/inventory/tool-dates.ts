import { t } from '../../i18n/inventory';
import { dayjs } from '../../shared/dates';
import type { Tool } from './api';

/** A Brussels date as the screens write it: 'di 3 dec 2026'. */
export const formatDay = (date: string) => dayjs(date).format('dd D MMM YYYY');

/** Who has the tool now, as a short text: the holder's name, or in the warehouse. */
export const holderText = (tool: Tool) => tool.holder?.holderName ?? t('tools.inWarehouse');
