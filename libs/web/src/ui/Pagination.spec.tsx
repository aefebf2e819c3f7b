import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination (spec §9)', () => {
  it('is hidden for one page or fewer', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hasMore={false} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists pages with ellipses and disables Next without hasMore', () => {
    const onPageChange = jest.fn();
    render(<Pagination page={6} totalPages={12} hasMore={false} onPageChange={onPageChange} />);
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '5', '6', '7', '12']);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
  });
});
