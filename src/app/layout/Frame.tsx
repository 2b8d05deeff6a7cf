import { createContext, type CSSProperties } from 'react';
import { t } from '../../i18n';
import { colors } from '../theme';
import { useMenuCollapsed } from './use-menu-collapsed';
import './layout.css';
import './tags.css';

/** The menu's frame (width, colour, logo) while no one is signed in or its code is loading. */
export function MenuPlaceholder() {
  const [collapsed] = useMenuCollapsed();
  return (
    <aside className={collapsed ? 'bo-menu bo-menu--collapsed' : 'bo-menu'}>
      <div className="bo-menu__logo">
        <img
          src={collapsed ? '/logo-mark.svg' : '/logo.svg'}
          alt={t('app.name')}
          height={collapsed ? 48 : 44}
        />
      </div>
    </aside>
  );
}

export const cssColors = {
  '--bo-teal': colors.teal,
  '--bo-dark': colors.dark,
  '--bo-light-grey': colors.lightGrey,
} as CSSProperties;

/**
 * The frame as the login screen shows it, and while the signed-in app's code loads: the menu's
 * placeholder beside an empty screen. It looks like AppLayout's frame, but is plain HTML: antd's
 * Layout brings its Sider (breakpoints, trigger icons), which only the screens' frame loads.
 */
export function SignedOutFrame() {
  return (
    <div className="bo-shell bo-shell--plain" style={cssColors}>
      <MenuPlaceholder />
      <main className="bo-content" />
    </div>
  );
}

/**
 * True where the login modal is rendered above the routes (app/Root.tsx, the browser's app), so
 * that it stays mounted while the signed-in app's code loads. Tests render the routes alone, and
 * AppLayout then renders the modal itself.
 */
export const LoginModalAbove = createContext(false);
