import type { SidebarItem } from '@dosyt/core/access/route-access';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { adminTitle, useDocumentTitle } from '../../lib/page-title';
import { useFocusList } from '../../lib/use-focus-list';
import { cn } from '../ui/cn';
import { BellIcon, ChevronDownIcon, CloseIcon, LogoutIcon, MenuIcon, SearchIcon, UserIcon } from '../ui/icons';

export interface AdminLayoutProps {
  userName: string;
  /** Sidebar items for the person's roles (core's sidebarFor). */
  menu: readonly SidebarItem[];
  /** Role-dependent counters in the top bar. */
  totals?: ReactNode;
  showNotifications: boolean;
  /** What waits behind the bell ('3', '10+'): shown on it when there is something. */
  notificationCount?: string;
  onAccount: () => void;
  /** The person's own second factor. */
  onTwoFactor?: () => void;
  onLogout: () => void;
  /** Ends every sign-in of the person, on every device. */
  onLogoutEverywhere: () => void;
  /** Executors: the 'Працюю' / 'Не працюю' switch (undefined: not shown). */
  working?: boolean;
  onToggleWorking?: () => void;
  /** The top bar's search: an appeal's number or part of a phone. */
  onSearch?: (text: string) => void;
  children: ReactNode;
}

/** The admin shell: sidebar, top bar, footer. */
export function AdminLayout({
  userName,
  menu,
  totals,
  showNotifications,
  notificationCount,
  onAccount,
  onTwoFactor,
  onLogout,
  onLogoutEverywhere,
  working,
  onToggleWorking,
  onSearch,
  children,
}: AdminLayoutProps) {
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  const current = menu.find((item) => item.path === pathname);
  useDocumentTitle(adminTitle(current && current.title !== 'Dashboard' ? current.title : undefined));

  // A link followed on a small screen closes the sidebar.
  useEffect(() => setSidebarOpen(false), [pathname]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        До основного вмісту
      </a>
      {sidebarOpen && <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={() => setSidebarOpen(false)} />}
      <aside
        id={sidebarId}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-brand-800 text-white transition-transform lg:static lg:translate-x-0',
          // Closed on a small screen: also invisible, so its links leave the tab order and the a11y tree.
          sidebarOpen ? 'translate-x-0' : '-translate-x-full max-lg:invisible',
        )}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setSidebarOpen(false);
        }}
      >
        <div className="flex items-center justify-between px-5 py-4">
          <Link to={paths.admin.root.href()} className="text-lg font-bold tracking-wide">
            Досить
          </Link>
          <button type="button" className="rounded p-1 hover:bg-white/10 lg:hidden" onClick={() => setSidebarOpen(false)} aria-label="Закрити меню">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Меню адміністратора" className="flex-1 overflow-y-auto px-3 pb-4">
          <ul className="flex flex-col gap-1">
            {menu.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    cn('block rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-white text-brand-800' : 'text-white/90 hover:bg-white/10')
                  }
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <button
            type="button"
            className="rounded p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            onClick={() => setSidebarOpen((open) => !open)}
            aria-label="Меню"
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
          >
            <MenuIcon />
          </button>
          {/* Finds an appeal by number or phone (the composing route decides where it opens); only for roles that may. */}
          {onSearch && (
            <form
              role="search"
              className="relative hidden sm:block"
              onSubmit={(event) => {
                event.preventDefault();
                const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
                if (text !== '') onSearch(text);
              }}
            >
              <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400" />
              <input
                type="search"
                name="q"
                aria-label="Пошук звернення за номером або телефоном"
                placeholder="Пошук..."
                className="w-56 rounded-md border border-slate-300 py-1.5 pr-3 pl-9 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
              />
            </form>
          )}
          <div className="ml-auto flex min-w-0 items-center gap-2">
            {totals}
            {showNotifications && (
              <Link
                to={paths.admin.notification.href()}
                className="relative shrink-0 rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                aria-label={notificationCount ? `Сповіщення: ${notificationCount} нових повідомлень` : 'Сповіщення'}
                title="Сповіщення"
              >
                <BellIcon />
                {notificationCount && (
                  <span
                    data-testid="notification-count"
                    aria-hidden="true"
                    className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-rose-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
                  >
                    {notificationCount}
                  </span>
                )}
              </Link>
            )}
            <UserMenu
              userName={userName}
              onAccount={onAccount}
              onTwoFactor={onTwoFactor}
              onLogout={onLogout}
              onLogoutEverywhere={onLogoutEverywhere}
              working={working}
              onToggleWorking={onToggleWorking}
            />
            <button
              type="button"
              onClick={onLogout}
              className="rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Вийти"
              title="Вийти"
            >
              <LogoutIcon />
            </button>
          </div>
        </header>

        <main id="admin-main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
          {children}
        </main>

        <footer className="border-t border-slate-200 bg-white px-6 py-3 text-center text-xs text-slate-600">
          © {new Date().getFullYear()} Усі права захищені
        </footer>
      </div>
    </div>
  );
}

type UserMenuProps = Pick<AdminLayoutProps, 'userName' | 'onAccount' | 'onTwoFactor' | 'onLogout' | 'onLogoutEverywhere' | 'working' | 'onToggleWorking'>;

function UserMenu({ userName, onAccount, onTwoFactor, onLogout, onLogoutEverywhere, working, onToggleWorking }: UserMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useFocusList();

  useEffect(() => {
    if (!open) return;
    items.focus(0);
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, items]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items.focus(items.focusedIndex() + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items.focus(items.focusedIndex() - 1);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <UserIcon className="text-slate-600" />
        {/* On a phone the name would push the bar past the screen: the icon stands for it, the name stays its label. */}
        <span className="sr-only max-w-40 truncate sm:not-sr-only">{userName || 'Користувач'}</span>
        <ChevronDownIcon className="text-slate-600" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Меню користувача"
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-30 mt-1 w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {[
            { label: 'Account', action: onAccount },
            ...(working !== undefined && onToggleWorking ? [{ label: working ? 'Не працюю' : 'Працюю', action: onToggleWorking }] : []),
            ...(onTwoFactor ? [{ label: 'Двофакторний вхід', action: onTwoFactor }] : []),
            { label: 'Exit', action: onLogout },
            { label: 'Вийти на всіх пристроях', action: onLogoutEverywhere },
          ].map((item, i) => (
            <button
              key={item.label}
              ref={items.ref(i)}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => choose(item.action)}
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none"
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
