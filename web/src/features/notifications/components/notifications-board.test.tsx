// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { tokenFor } from '../../../testing/tokens';
import { answerFetch, jsonResponse, restoreFetch } from '../../../testing/fetch';
import { NotificationsBoard } from './notifications-board';

const notice = (id: number) => ({ id, createdAt: '2026-11-20T10:00:00.000Z', name: `Особа${id}`, last_name: null, phone: '', assistans_type: 'Притулок' });

const renderBoard = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NotificationsBoard scope="all" userId={1} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('NotificationsBoard', () => {
  beforeEach(() => session.setToken(tokenFor(['ADMIN'], { sub: '1' })));
  afterEach(() => {
    cleanup();
    session.clear();
    restoreFetch();
  });

  it("shows each column's first page, '(2+)' while more wait, and 'Показати ще' adds the next page after it", async () => {
    // Prepare: 'Екстренні' has two pages, 'Нагадування' one
    const fetched = answerFetch(({ path, search }) => {
      if (path === '/api/appeals/urgent') {
        return search === '?cursor=next'
          ? jsonResponse([notice(3)])
          : jsonResponse([notice(1), notice(2)], 200, { link: '</api/appeals/urgent?cursor=next>; rel="next"' });
      }
      return jsonResponse([notice(9)]);
    });

    // Act
    renderBoard();
    const urgent = await screen.findByTestId('urgent-column');
    await vi.waitFor(() => expect(within(urgent).getByRole('heading', { level: 2 }).textContent).toBe('Екстренні (2+)'));
    const expired = screen.getByTestId('expired-column');
    await vi.waitFor(() => expect(within(expired).getByRole('heading', { level: 2 }).textContent).toBe('Нагадування (1)'));
    expect(within(expired).queryByRole('button', { name: /Показати ще/ })).toBeNull();
    fireEvent.click(within(urgent).getByRole('button', { name: 'Показати ще: Екстренні' }));

    // Assess
    await vi.waitFor(() => expect(within(urgent).getByRole('heading', { level: 2 }).textContent).toBe('Екстренні (3)'));
    expect(
      within(urgent)
        .getAllByTestId('notice-card')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Особа1'), expect.stringContaining('Особа2'), expect.stringContaining('Особа3')]);
    expect(within(urgent).queryByRole('button', { name: /Показати ще/ })).toBeNull();
    expect(fetched.filter((c) => c.path === '/api/appeals/urgent').map((c) => c.search)).toEqual(['', '?cursor=next']);
  });

  it('goes on past an empty page by itself: the column shows the rows that follow it', async () => {
    // Prepare: the first page of 'Екстренні' came back empty (the server skipped what it had read), the second has a row
    const fetched = answerFetch(({ path, search }) => {
      if (path === '/api/appeals/urgent') {
        return search === '?cursor=second' ? jsonResponse([notice(4)]) : jsonResponse([], 200, { link: '</api/appeals/urgent?cursor=second>; rel="next"' });
      }
      return jsonResponse([]);
    });

    // Act
    renderBoard();

    // Assess: no click needed
    const urgent = await screen.findByTestId('urgent-column');
    await vi.waitFor(() => expect(within(urgent).getByRole('heading', { level: 2 }).textContent).toBe('Екстренні (1)'));
    expect(
      within(urgent)
        .getAllByTestId('notice-card')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('Особа4')]);
    expect(fetched.filter((c) => c.path === '/api/appeals/urgent').map((c) => c.search)).toEqual(['', '?cursor=second']);
  });
});
