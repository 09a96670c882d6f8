import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const item = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const offered = (name: string) => screen.queryByRole('button', { name }) !== null;

describe('the pager of a keyset list (page links)', () => {
  const links = [
    { page: 1, cursor: null },
    { page: 48, cursor: 'c48' },
    { page: 49, cursor: 'c49' },
    { page: 51, cursor: 'c51' },
    { page: 52, cursor: 'c52' },
    { page: 170, cursor: 'end' },
  ];

  it('shows the total and offers only the linked pages, each opened with its cursor', () => {
    const onPage = vi.fn();
    render(<Pager page={50} pageSize={30} total={5090} links={links} onPage={onPage} />);
    expect(screen.getByTestId('pager-summary').textContent).toBe('Showing 1471 to 1500 of 5090');
    expect(offered('Page 47')).toBe(false);
    expect(offered('Page 53')).toBe(false);
    fireEvent.click(item('Next page'));
    expect(onPage).toHaveBeenLastCalledWith(51, 'c51');
    fireEvent.click(item('Previous page'));
    expect(onPage).toHaveBeenLastCalledWith(49, 'c49');
    fireEvent.click(item('Page 52'));
    expect(onPage).toHaveBeenLastCalledWith(52, 'c52');
    fireEvent.click(item('Last page'));
    expect(onPage).toHaveBeenLastCalledWith(170, 'end');
    fireEvent.click(item('First page'));
    expect(onPage).toHaveBeenLastCalledWith(1, null);
  });

  it('disables Next and Last on the last page', () => {
    const onPage = vi.fn();
    render(
      <Pager
        page={3}
        pageSize={30}
        total={70}
        links={links.slice(0, 1).concat({ page: 2, cursor: 'c2' })}
        onPage={onPage}
      />,
    );
    // Disabled, an item is no button.
    expect(offered('Next page')).toBe(false);
    expect(offered('Last page')).toBe(false);
    fireEvent.click(item('Previous page'));
    expect(onPage).toHaveBeenLastCalledWith(2, 'c2');
  });
});

describe('the pager of a list paged by number', () => {
  it('opens any page of the count', () => {
    const onPage = vi.fn();
    render(<Pager page={1} pageSize={10} total={83} onPage={onPage} />);
    fireEvent.click(item('Last page'));
    expect(onPage).toHaveBeenLastCalledWith(9, null);
    fireEvent.click(item('Next page'));
    expect(onPage).toHaveBeenLastCalledWith(2, null);
  });
});
