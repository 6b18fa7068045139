import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LazyPagination } from './LazyPagination.tsx';

const total = (n: number) => `共 ${n} 件`;

describe('LazyPagination', () => {
  it('one page: only the total, in antd’s place, and no pager loaded', () => {
    const { container } = render(<LazyPagination current={1} pageSize={10} total={3} showTotal={total} />);
    expect(screen.getByText('共 3 件')).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('one page that hides itself, or without a total: nothing at all', () => {
    const hidden = render(<LazyPagination current={1} total={10} hideOnSinglePage showTotal={total} />);
    expect(hidden.container).toBeEmptyDOMElement();
    hidden.unmount();
    const bare = render(<LazyPagination current={1} total={4} />);
    expect(bare.container).toBeEmptyDOMElement();
  });

  it('more pages: antd’s pager, once loaded, with the total', async () => {
    render(<LazyPagination current={1} pageSize={10} total={12} showTotal={total} />);
    expect(await screen.findByRole('listitem', { name: '2' })).toBeInTheDocument();
    expect(screen.getByText('共 12 件')).toBeInTheDocument();
  });
});
