import type { LabelKey } from '../../i18n';
import { t } from '../../i18n/trash';
import { dayjs } from '../../shared/dates';
import type { ContentKind } from './api';

const KIND_LABEL: Record<ContentKind, LabelKey> = {
  service: 'trash.kindService',
  serviceContent: 'trash.kindServiceContent',
  achievement: 'trash.kindAchievement',
  language: 'trash.kindLanguage',
  employee: 'trash.kindEmployee',
  appointment: 'trash.kindAppointment',
  customer: 'trash.kindCustomer',
  project: 'trash.kindProject',
  document: 'trash.kindDocument',
  invoice: 'trash.kindInvoice',
  quote: 'trash.kindQuote',
  purchase: 'trash.kindPurchase',
  purchaseOrder: 'trash.kindPurchaseOrder',
  vehicle: 'trash.kindVehicle',
  article: 'trash.kindArticle',
  tool: 'trash.kindTool',
};

/** 'Dienst', 'Inhoudsblok', 'Realisatie', 'Tekst', 'Werknemer', 'Afspraak', 'Klant', 'Project'. */
export const kindLabel = (kind: ContentKind) => t(KIND_LABEL[kind]);

/** What the screen calls an item: 'Dienst "Badkamerrenovatie"'. */
export const itemName = ({ kind, label }: { kind: ContentKind; label: string }) =>
  t('trash.item', { kind: kindLabel(kind), label });

/** The day an item goes for good, as the spec writes dates (DD/MM/YYYY, UTC). */
export const formatDay = (iso: string) => dayjs.utc(iso).format('DD/MM/YYYY');

/**
 * Where a restored item lives now. A content block is shown on its service's screen, whose id
 * the caller looks up (`serviceId`); without it, the services list. The language screen has no
 * address for one entry, so a text leads to the list.
 */
const PLACE_OF: Record<ContentKind, (id: number, serviceId?: number) => string> = {
  service: (id) => `/cms/services/${id}`,
  serviceContent: (_id, serviceId) => (serviceId ? `/cms/services/${serviceId}` : '/cms/services'),
  achievement: (id) => `/cms/achievements#achievement-${id}`,
  language: () => '/cms/language',
  employee: (id) => `/employees/${id}`,
  appointment: (id) => `/agenda?appointment=${id}`,
  customer: (id) => `/projects/customers/${id}`,
  project: (id) => `/projects/${id}`,
  document: (id) => `/files/${id}`,
  invoice: (id) => `/invoices/${id}`,
  quote: (id) => `/invoices/quotes/${id}`,
  purchase: (id) => `/shopping/${id}`,
  purchaseOrder: (id) => `/shopping/orders/${id}`,
  vehicle: (id) => `/vehicles/${id}`,
  article: (id) => `/inventory/articles/${id}`,
  tool: (id) => `/inventory/tools/${id}`,
};

export const placeOf = (kind: ContentKind, id: number, serviceId?: number): string =>
  PLACE_OF[kind](id, serviceId);
