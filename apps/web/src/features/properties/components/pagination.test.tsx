import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listPageItems, Pagination } from './pagination';

describe('listPageItems', () => {
  it('lists every page when there are few', () => {
    expect(listPageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first and last and shows the neighbours of the current page', () => {
    expect(listPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(listPageItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(listPageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with Prev, Next and numbers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[2], [3]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
