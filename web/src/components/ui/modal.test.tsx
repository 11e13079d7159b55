// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and closes on Escape', () => {
    // Prepare
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="User profile">
        <input aria-label="Ім'я" />
      </Modal>,
    );

    // Act
    const dialog = screen.getByRole('dialog', { name: 'User profile' });
    fireEvent.keyDown(document, { key: 'Escape' });

    // Assess
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a click outside only when asked to', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="A" closeOnOutsideClick={false}>
        body
      </Modal>,
    );
    const backdrop = () => screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop());
    expect(onClose).not.toHaveBeenCalled();

    rerender(
      <Modal open onClose={onClose} title="A">
        body
      </Modal>,
    );
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets only the innermost dialog react to Escape', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal open onClose={outer} title="Outer">
        <Modal open onClose={inner} title="Inner" role="alertdialog">
          message
        </Modal>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', () => {
    render(
      <Modal open onClose={() => {}} title="A" footer={<button type="button">OK</button>}>
        <input aria-label="field" />
      </Modal>,
    );
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Закрити' }));
  });
});

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it("shows at most 7 numbers and 'current з total'", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={5} totalPages={12} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button', { name: /^Сторінка/ })).toHaveLength(7);
    expect(screen.getByText('5 з 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Наступна сторінка' }));
    expect(onPageChange).toHaveBeenCalledWith(6);
  });
});
