import {
  BarChartOutlined,
  CalendarOutlined,
  CarOutlined,
  EuroCircleOutlined,
  FileDoneOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  HomeOutlined,
  InboxOutlined,
  LogoutOutlined,
  MessageOutlined,
  ProjectOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';
import type { LabelKey } from '../../i18n';
import { can, hasOwnGrant, type Area } from '../../store/permissions';
import type { SessionUser } from '../../store/session';

export const MENU_ICON_SIZE = 28;

export interface MenuItem {
  path: string;
  label: LabelKey;
  icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The item is active on this path and every path under it; defaults to `path`. */
  section?: string;
  /** The areas (any one of them) a role needs to see the item; none: every role. */
  areas?: Area[];
}

/** The side menu's routes, in the spec's order. */
export const menuItems: MenuItem[] = [
  { path: '/', label: 'menu.overview', icon: HomeOutlined },
  { path: '/agenda', label: 'menu.agenda', icon: CalendarOutlined, areas: ['agenda'] },
  { path: '/projects', label: 'menu.projects', icon: ProjectOutlined, areas: ['projects'] },
  { path: '/inventory', label: 'menu.inventory', icon: InboxOutlined, areas: ['inventory'] },
  { path: '/invoices', label: 'menu.invoices', icon: FileDoneOutlined, areas: ['invoices'] },
  { path: '/files', label: 'menu.files', icon: FolderOpenOutlined, areas: ['files'] },
  { path: '/employees', label: 'menu.employees', icon: TeamOutlined, areas: ['employees'] },
  {
    path: '/statistics',
    label: 'menu.statistics',
    icon: BarChartOutlined,
    areas: ['statistics', 'webStatistics'],
  },
  { path: '/finances', label: 'menu.finances', icon: EuroCircleOutlined, areas: ['finances'] },
  { path: '/vehicles', label: 'menu.vehicles', icon: CarOutlined, areas: ['vehicles'] },
  { path: '/chats', label: 'menu.chats', icon: MessageOutlined, areas: ['chats'] },
  {
    path: '/cms/achievements',
    section: '/cms',
    label: 'menu.cms',
    icon: GlobalOutlined,
    areas: ['cms'],
  },
];

/** The links among the bottom buttons, after the menu toggle. */
export const bottomLinks: MenuItem[] = [
  { path: '/settings', label: 'menu.settings', icon: SettingOutlined },
  { path: '/shopping', label: 'menu.shopping', icon: ShoppingCartOutlined, areas: ['purchases'] },
  { path: '/redirect/logout', label: 'menu.logout', icon: LogoutOutlined },
];

/** Whether the role of `user` has one of the item's areas. */
export const mayOpen = (item: MenuItem, user: SessionUser | null) =>
  item.areas === undefined || item.areas.some((area) => can(user, area));

/**
 * The items the role of `user` sees (docs/product.md § Roles). Without the employees, an
 * account that is an employee sees Werknemers as its own page; without the vehicles, one that
 * may drive a van sees Voertuigen as "Mijn voertuig", the vehicle it drives today.
 */
export function itemsFor(items: MenuItem[], user: SessionUser | null): MenuItem[] {
  return items.flatMap((item) => {
    if (mayOpen(item, user)) return [item];
    if (item.path === '/employees' && user?.employeeId && hasOwnGrant(user, 'ownEmployee'))
      return [{ ...item, path: `/employees/${user.employeeId}`, section: item.path }];
    if (item.path === '/vehicles' && user?.employeeId && hasOwnGrant(user, 'assignedVehicle'))
      return [{ ...item, path: '/my-vehicle', label: 'menu.myVehicle' }];
    return [];
  });
}

export function isActive(item: MenuItem, pathname: string): boolean {
  const section = item.section ?? item.path;
  if (section === '/') return pathname === '/';
  return pathname === section || pathname.startsWith(`${section}/`);
}
