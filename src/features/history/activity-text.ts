import type { LabelKey } from '../../i18n';
import { t } from '../../i18n/trash';
import type { ActivityEntry, ActivityKind, ActivityTargetKind } from './api';

const KIND_LABEL: Record<ActivityKind, LabelKey> = {
  signIn: 'activity.kindSignIn',
  create: 'activity.kindCreate',
  update: 'activity.kindUpdate',
  delete: 'activity.kindDelete',
  restore: 'activity.kindRestore',
  emptyTrash: 'activity.kindEmptyTrash',
  confirmTranslation: 'activity.kindConfirmTranslation',
  passwordChange: 'activity.kindPasswordChange',
  deactivate: 'activity.kindDeactivate',
  activate: 'activity.kindActivate',
  customerErasure: 'activity.kindCustomerErasure',
  overrideConflict: 'activity.kindOverrideConflict',
  assign: 'activity.kindAssign',
  cancel: 'activity.kindCancel',
  roleChange: 'activity.kindRoleChange',
  issue: 'activity.kindIssue',
  credit: 'activity.kindCredit',
  payment: 'activity.kindPayment',

  send: 'activity.kindSend',
  approve: 'activity.kindApprove',
  reject: 'activity.kindReject',
  withholdingCheck: 'activity.kindWithholdingCheck',
  stockCount: 'activity.kindStockCount',
  checkout: 'activity.kindCheckout',
  return: 'activity.kindReturn',
};

/** Every kind, in the order the filter offers them. */
export const ACTIVITY_KINDS = Object.keys(KIND_LABEL) as ActivityKind[];

export const isActivityKind = (value: string | null): value is ActivityKind =>
  value !== null && Object.hasOwn(KIND_LABEL, value);

/** 'Aangemeld', 'Gewijzigd', … */
export const activityKindLabel = (kind: ActivityKind) => t(KIND_LABEL[kind]);

/**
 * How a target of each kind is named; its label fills `{label}`. Every kind the server names
 * (ActivityTargetKind, openapi.json) has its entry: a new one does not compile without it.
 */
const TARGET_LABEL: Record<ActivityTargetKind, LabelKey> = {
  service: 'activity.targetService',
  serviceContent: 'activity.targetServiceContent',
  achievement: 'activity.targetAchievement',
  language: 'activity.targetLanguage',
  employee: 'activity.targetEmployee',
  appointment: 'activity.targetAppointment',
  customer: 'activity.targetCustomer',
  project: 'activity.targetProject',
  document: 'activity.targetDocument',
  invoice: 'activity.targetInvoice',
  quote: 'activity.targetQuote',
  purchase: 'activity.targetPurchase',
  purchaseOrder: 'activity.targetPurchaseOrder',
  vehicle: 'activity.targetVehicle',
  article: 'activity.targetArticle',
  tool: 'activity.targetTool',
  stockLocation: 'activity.targetStockLocation',
  user: 'activity.targetUser',
  chat: 'activity.targetChat',
  absence: 'activity.targetAbsence',
  openingHours: 'activity.targetOpeningHours',
  companySettings: 'activity.targetCompanySettings',
  trash: 'activity.targetTrash',
};

/**
 * What an entry was about: 'Dienst "Badkamer"', 'Klant "Jan Peeters"', 'Gesprek #12',
 * '3 items' (emptying the trash), or the label itself (a customer's erasure: its counts). An
 * entry about no one thing (a sign-in) has none.
 */
export function targetText(target: ActivityEntry['target']): string | null {
  if (!target) return null;
  const { kind, id, label } = target;
  if (kind === 'trash') {
    const count = Number(label);
    return count === 1 ? t('activity.targetTrashOne') : t('activity.targetTrash', { count: label });
  }
  if (kind === 'chat' && id === null) return label;
  return t(TARGET_LABEL[kind], { label });
}
