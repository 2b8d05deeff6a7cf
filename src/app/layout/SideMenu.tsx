import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LiveEvents } from '../../features/chats/LiveEvents';
import { WaitingBadge } from '../../features/chats/WaitingBadge';
import { t } from '../../i18n';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn, selectRoleUser } from '../../store/session';
import { useStatisticsPrefetch } from '../../entities/statistics/prefetch';
import {
  MENU_ICON_SIZE,
  bottomLinks,
  isActive,
  itemsFor,
  menuItems,
  type MenuItem,
} from './menu-items';
import { useMenuCollapsed } from './use-menu-collapsed';
import './menu.css';

const ICON_STYLE: CSSProperties = { fontSize: MENU_ICON_SIZE };
/** Items slide in one after another: each waits this much longer than the one above it. */
const STAGGER_MS = 30;

function WithTooltip({
  title,
  show,
  children,
}: {
  title: string;
  show: boolean;
  children: ReactElement;
}) {
  return show ? (
    <Tooltip title={title} placement="right">
      {children}
    </Tooltip>
  ) : (
    children
  );
}

/** What a menu item shows beside its label, while someone is signed in. */
const badges: Partial<Record<string, typeof WaitingBadge>> = { '/chats': WaitingBadge };

function MenuLink({
  item,
  collapsed,
  pathname,
  signedIn,
}: {
  item: MenuItem;
  collapsed: boolean;
  pathname: string;
  signedIn: boolean;
}) {
  const label = t(item.label);
  const active = isActive(item, pathname);
  const Icon = item.icon;
  const Badge = signedIn ? badges[item.path] : undefined;
  const prefetchStatistics = useStatisticsPrefetch();
  // Statistieken's reads start with the click, beside the download of the screen's code.
  const onClick =
    signedIn && item.path === '/statistics' ? () => prefetchStatistics('') : undefined;
  return (
    <WithTooltip title={label} show={collapsed}>
      <Link
        to={item.path}
        onClick={onClick}
        className={active ? 'bo-menu__link bo-menu__link--active' : 'bo-menu__link'}
        aria-current={active ? 'page' : undefined}
      >
        <Icon style={ICON_STYLE} aria-hidden />
        {/* Collapsed: the label names the link for screen readers only. */}
        <span className={collapsed ? 'bo-sr-only' : 'bo-menu__label'}>{label}</span>
        {Badge && <Badge collapsed={collapsed} />}
      </Link>
    </WithTooltip>
  );
}

function BottomLink({
  item,
  pathname,
  collapsed,
}: {
  item: MenuItem;
  pathname: string;
  collapsed: boolean;
}) {
  const label = t(item.label);
  const active = isActive(item, pathname);
  const Icon = item.icon;
  return (
    <Tooltip title={label} placement={collapsed ? 'right' : 'top'}>
      <Link
        to={item.path}
        className={active ? 'bo-menu__action bo-menu__action--active' : 'bo-menu__action'}
        aria-current={active ? 'page' : undefined}
        aria-label={label}
      >
        <Icon style={ICON_STYLE} aria-hidden />
      </Link>
    </Tooltip>
  );
}

/** The side menu: expanded (25rem, logo and labels) or collapsed (7.5rem, icons only). */
export default function SideMenu() {
  const [collapsed, toggle] = useMenuCollapsed();
  const { pathname } = useLocation();
  const toggleLabel = t(collapsed ? 'menu.expand' : 'menu.collapse');
  const ToggleIcon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  const navRef = useRef<HTMLElement>(null);
  const signedIn = useAppSelector(selectIsSignedIn);
  // Only what the role may open (docs/product.md § Roles).
  const user = useAppSelector(selectRoleUser);
  const items = itemsFor(menuItems, user);
  const links = itemsFor(bottomLinks, user);
  // On a short window the list scrolls: keep the active item in view.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname, collapsed]);
  return (
    <aside
      className={collapsed ? 'bo-menu bo-menu--collapsed' : 'bo-menu'}
      data-state={collapsed ? 'collapsed' : 'expanded'}
    >
      {signedIn && <LiveEvents />}
      <Link to="/" className="bo-menu__logo">
        <img
          src={collapsed ? '/logo-mark.svg' : '/logo.svg'}
          alt={t('app.name')}
          height={collapsed ? 48 : 44}
        />
      </Link>
      <nav ref={navRef} className="bo-menu__nav" aria-label={t('menu.label')}>
        {/* A new key per state replays the items' entrance animation on every toggle. */}
        <ul key={collapsed ? 'collapsed' : 'expanded'}>
          {items.map((item, index) => (
            <li
              key={item.path}
              className="bo-menu__item"
              style={{ animationDelay: `${index * STAGGER_MS}ms` }}
            >
              <MenuLink item={item} collapsed={collapsed} pathname={pathname} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="bo-menu__actions">
        <Tooltip title={toggleLabel} placement={collapsed ? 'right' : 'top'}>
          <button
            type="button"
            className="bo-menu__action"
            onClick={toggle}
            aria-label={toggleLabel}
            aria-expanded={!collapsed}
          >
            <ToggleIcon style={ICON_STYLE} aria-hidden />
          </button>
        </Tooltip>
        {links.map((item) => (
          <BottomLink key={item.path} item={item} pathname={pathname} collapsed={collapsed} />
        ))}
      </div>
    </aside>
  );
}
