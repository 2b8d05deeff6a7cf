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

export const MENU_ICON_SIZE = 28;

export interface MenuItem {
  path: string;
  label: LabelKey;
  icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>;
  /** The item is active on this path and every path under it; defaults to `path`. */
  section?: string;
}

/** The side menu's routes, in the spec's order. */
export const menuItems: MenuItem[] = [
  { path: '/', label: 'menu.overview', icon: HomeOutlined },
  { path: '/agenda', label: 'menu.agenda', icon: CalendarOutlined },
  { path: '/projects', label: 'menu.projects', icon: ProjectOutlined },
  { path: '/inventory', label: 'menu.inventory', icon: InboxOutlined },
  { path: '/invoices', label: 'menu.invoices', icon: FileDoneOutlined },
  { path: '/files', label: 'menu.files', icon: FolderOpenOutlined },
  { path: '/employees', label: 'menu.employees', icon: TeamOutlined },
  { path: '/statistics', label: 'menu.statistics', icon: BarChartOutlined },
  { path: '/finances', label: 'menu.finances', icon: EuroCircleOutlined },
  { path: '/vehicles', label: 'menu.vehicles', icon: CarOutlined },
  { path: '/chats', label: 'menu.chats', icon: MessageOutlined },
  { path: '/cms/achievements', section: '/cms', label: 'menu.cms', icon: GlobalOutlined },
];

/** The links among the bottom buttons, after the menu toggle. */
export const bottomLinks: MenuItem[] = [
  { path: '/settings', label: 'menu.settings', icon: SettingOutlined },
  { path: '/shopping', label: 'menu.shopping', icon: ShoppingCartOutlined },
  { path: '/redirect/logout', label: 'menu.logout', icon: LogoutOutlined },
];

export function isActive(item: MenuItem, pathname: string): boolean {
  const section = item.section ?? item.path;
  if (section === '/') return pathname === '/';
  return pathname === section || pathname.startsWith(`${section}/`);
}
