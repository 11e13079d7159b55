// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { answerFetch, jsonResponse, restoreFetch } from '../../../testing/fetch';
import { tokenFor } from '../../../testing/tokens';
import { AssistanceTypesManager } from './assistance-types-manager';

const TYPES = [{ id: 5, description: 'Юридична' }];

const renderManager = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AssistanceTypesManager types={TYPES} />
    </QueryClientProvider>,
  );

const submitName = (label: string, name: string, button: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: button }));
};

describe('AssistanceTypesManager', () => {
  beforeEach(() => session.setToken(tokenFor(['ADMIN'], { sub: '1' })));
  afterEach(() => {
    cleanup();
    session.clear();
    restoreFetch();
  });

  it('adds a type only with a name of 3 letters or more, then clears the field', async () => {
    // Prepare
    const calls = answerFetch(() => jsonResponse({ id: 6, description: 'Медична' }, 201));
    renderManager();

    // Act
    submitName('Новий вид допомоги', 'Ме', 'Додати');

    // Assess
    expect(await screen.findByText('Назва має містити щонайменше 3 символи')).toBeTruthy();
    expect(calls).toEqual([]);

    // Act
    submitName('Новий вид допомоги', 'Медична', 'Додати');

    // Assess
    await waitFor(() => expect((screen.getByLabelText('Новий вид допомоги') as HTMLInputElement).value).toBe(''));
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/assistance', search: '', body: { description: 'Медична' } });
    expect(screen.queryByText('Назва має містити щонайменше 3 символи')).toBeNull();
  });

  it('renames a type with the checked name, and Cancel puts the old name back', async () => {
    // Prepare
    const calls = answerFetch(() => jsonResponse({ id: 5, description: 'Правова' }));
    renderManager();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Перейменувати: Юридична' }));
    fireEvent.change(screen.getByLabelText('Нова назва'), { target: { value: 'Пр' } });
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати' }));
    fireEvent.click(screen.getByRole('button', { name: 'Перейменувати: Юридична' }));

    // Assess
    expect((screen.getByLabelText('Нова назва') as HTMLInputElement).value).toBe('Юридична');

    // Act
    submitName('Нова назва', 'Правова', 'Зберегти');

    // Assess
    await waitFor(() => expect(screen.queryByLabelText('Нова назва')).toBeNull());
    expect(calls[0]).toEqual({ method: 'PUT', path: '/api/assistance/5', search: '', body: { description: 'Правова', retired: false } });
  });

  it('retires a type after the yes in the confirmation, which then closes', async () => {
    // Prepare
    const calls = answerFetch(() => jsonResponse({ id: 5, description: 'Юридична', retired: true }));
    renderManager();

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Вивести з ужитку: Юридична' }));

    // Assess
    expect(screen.getByRole('alertdialog').textContent).toContain('Вид допомоги «Юридична» більше не пропонуватиметься у формах.');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Так' }));

    // Assess
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([{ method: 'PUT', path: '/api/assistance/5', search: '', body: { description: 'Юридична', retired: true } }]);
  });
});
