import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

function PagedThree({ start }: { start: number }) {
  const [page, setPage] = useState(start);
  return <Pager page={page} pageCount={3} onChange={setPage} />;
}

describe('Pager', () => {
  it('hands keyboard focus to Prev when Next reaches the last page', async () => {
    const user = userEvent.setup();
    render(<PagedThree start={2} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toHaveFocus();
  });

  it('hands keyboard focus to Next when Prev reaches the first page', async () => {
    const user = userEvent.setup();
    render(<PagedThree start={2} />);
    screen.getByRole('button', { name: 'Prev' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('leaves focus on the pressed button between the ends', async () => {
    const user = userEvent.setup();
    render(<PagedThree start={1} />);
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
