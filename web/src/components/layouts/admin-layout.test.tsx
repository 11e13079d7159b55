// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from './admin-layout';

afterEach(cleanup);

function renderLayout() {
  const handlers = { onAccount: vi.fn(), onLogout: vi.fn(), onLogoutEverywhere: vi.fn() };
  render(
    <MemoryRouter initialEntries={['/admin/appeals']}>
      <AdminLayout userName="Олена Адміністраторка" menu={[]} showNotifications={false} {...handlers}>
        <p>Сторінка</p>
      </AdminLayout>
    </MemoryRouter>,
  );
  return handlers;
}

describe('AdminLayout user menu', () => {
  it("offers 'Вийти на всіх пристроях' in the profile menu, which ends every sign-in and nothing else", () => {
    // Prepare
    const handlers = renderLayout();

    // Act
    fireEvent.click(screen.getByRole('button', { name: /Олена Адміністраторка/ }));
    const menu = screen.getByRole('menu', { name: 'Меню користувача' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Вийти на всіх пристроях' }));

    // Assess
    expect(menu.textContent).toContain('Account');
    expect(handlers.onLogoutEverywhere).toHaveBeenCalledOnce();
    expect(handlers.onLogout).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
