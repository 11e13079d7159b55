// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { tokenFor } from '../../../testing/tokens';
import { answerFetch, jsonResponse, restoreFetch } from '../../../testing/fetch';
import { UrgentAppeals, type UrgentAppealsKind } from './urgent-appeals';

const createdAt = '2026-11-20T10:00:00.000Z';
const ANSWERS: Record<string, unknown[]> = {
  '/api/appeals/high-risk': [
    { id: 7, createdAt, region_id: 53, assistans_type: 'Психологічна\nЮридична', noExecutor: false, deadlineAt: 0, prosessing_time: 3_600_000 },
  ],
  '/api/appeals/unassigned': [{ id: 9, createdAt, region_id: null, unassigned_types: 'Притулок', deadlineAt: 0, prosessing_time: 3_600_000 }],
};

/** The paths fetched, each answered from `answers` as one page (an empty page for any other). */
function stubApi(answers: Record<string, unknown[]>): string[] {
  const paths: string[] = [];
  answerFetch(({ path }) => {
    paths.push(path);
    return jsonResponse(answers[path] ?? []);
  });
  return paths;
}

const highRiskRow = (id: number) => ({
  id,
  createdAt,
  region_id: 53,
  assistans_type: 'Психологічна',
  noExecutor: false,
  deadlineAt: 0,
  prosessing_time: 3_600_000,
});

const renderKind = (kind: UrgentAppealsKind) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UrgentAppeals kind={kind} regionName={(id) => (id === 53 ? 'Полтавська' : '—')} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('UrgentAppeals', () => {
  beforeEach(() => session.setToken(tokenFor(['ADMIN'], { sub: '1' })));
  afterEach(() => {
    cleanup();
    session.clear();
    restoreFetch();
  });

  it('shows the open high-risk appeals under their badge, their types on one line, each a link to its edit screen', async () => {
    // Prepare
    const fetched = stubApi(ANSWERS);

    // Act
    renderKind('high-risk');

    // Assess
    const section = await screen.findByTestId('high-risk-appeals');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Високий ризик (1)');
    expect(within(section).getByRole('columnheader', { name: 'Тип звернення' })).toBeTruthy();
    expect(within(section).getByRole('row', { name: /Полтавська/ }).textContent).toContain('Психологічна, Юридична');
    expect(within(section).getByRole('link', { name: 'Відкрити звернення №7' }).getAttribute('href')).toBe('/admin/appeal/edit/7');
    expect(fetched).toEqual(['/api/appeals/high-risk']);
  });

  it('shows the appeals without an executor with what they wait for, fetching only their own list', async () => {
    // Prepare
    const fetched = stubApi(ANSWERS);

    // Act
    renderKind('unassigned');

    // Assess
    const section = await screen.findByTestId('unassigned-appeals');
    expect(section.getAttribute('aria-labelledby')).toBe('unassigned-title');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Без виконавця (1)');
    expect(within(section).getByRole('columnheader', { name: 'Чекає на' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Призначити виконавця у зверненні №9' })).toBeTruthy();
    expect(fetched).toEqual(['/api/appeals/unassigned']);
  });

  it("shows the first page, '(2+)' while more wait, and adds the next page on 'Показати ще'", async () => {
    // Prepare: two pages, the second read with the cursor of the first one's Link rel="next"
    const fetched = answerFetch(({ search }) =>
      search === '?cursor=page-2'
        ? jsonResponse([highRiskRow(3)])
        : jsonResponse([highRiskRow(1), highRiskRow(2)], 200, { link: '</api/appeals/high-risk?cursor=page-2&limit=50>; rel="next"' }),
    );

    // Act
    renderKind('high-risk');
    const section = await screen.findByTestId('high-risk-appeals');
    const heading = within(section).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Високий ризик (2+)');
    fireEvent.click(within(section).getByRole('button', { name: 'Показати ще: Високий ризик' }));

    // Assess
    await vi.waitFor(() => expect(heading.textContent).toBe('Високий ризик (3)'));
    expect(
      within(section)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Відкрити звернення №1', 'Відкрити звернення №2', 'Відкрити звернення №3']);
    expect(within(section).queryByRole('button', { name: /Показати ще/ })).toBeNull();
    expect(fetched.map((c) => `${c.path}${c.search}`)).toEqual(['/api/appeals/high-risk', '/api/appeals/high-risk?cursor=page-2']);
  });

  it('shows nothing when no appeal is waiting', async () => {
    // Prepare
    const fetched = stubApi({});

    // Act
    const { container } = renderKind('high-risk');

    // Assess
    await vi.waitFor(() => expect(fetched).toEqual(['/api/appeals/high-risk']));
    expect(container.innerHTML).toBe('');
  });
});
