import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { renderWithProviders } from '../../test/render.tsx';
import { ListPage } from './ListPage.tsx';
import { columnsWidth } from './table-layout.ts';

interface Row {
  id: number;
  name: string;
  remark: string;
  last: string;
}

const rows: Row[] = [{ id: 1, name: '苏州工业园区企业服务中心', remark: '很长的备注'.repeat(40), last: '—' }];

const columns: TableColumnsType<Row> = [
  { title: '名称', dataIndex: 'name', width: 200 },
  { title: '备注', dataIndex: 'remark', ellipsis: true },
  { title: '最后登录', dataIndex: 'last', width: 110 },
  { title: '操作', key: 'ops', fixed: 'right', width: 120, render: () => '编辑' },
];

/** Makes antd's breakpoints see a window `width` px wide (jsdom has no layout, nor media queries). */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function renderList() {
  renderWithProviders(
    <ListPage<Row>
      queryKey={['layout-test']}
      rowKey="id"
      columns={columns}
      fetchPage={async () => ({ list: rows, total: 1 })}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListPage columns and the fixed 操作 column', () => {
  it('lays the table out at the sum of its column widths, a shortened column without one at 240 px', async () => {
    windowOf(1440);
    renderList();
    await screen.findByText('苏州工业园区企业服务中心');
    const table = document.querySelector<HTMLTableElement>('.ant-table table')!;
    // 200 + 240 (the remark, however long) + 110 + 120: what fits beside a fixed column at 1440 px
    expect(table.style.width).toBe('670px');
    expect(document.querySelector('th.ant-table-cell-fix-right, th.ant-table-cell-fix-end')).not.toBeNull();
  });

  it('fixes no column on a phone, so nothing lies under one: the row scrolls, actions last', async () => {
    windowOf(390);
    renderList();
    await screen.findByText('苏州工业园区企业服务中心');
    expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-end')).toBeNull();
    expect(document.querySelector<HTMLTableElement>('.ant-table table')!.style.width).toBe('670px');
  });

  it('sums the widths with the selection and expand columns, or gives up when one has none', () => {
    const sized: TableColumnsType<never> = [{ width: 100 }, { width: 50 }];
    expect(columnsWidth(sized)).toBe(150);
    expect(columnsWidth(sized, { selection: true, expand: true })).toBe(230);
    expect(columnsWidth([{ width: 100 }, { title: 'x' }])).toBeNull();
    expect(columnsWidth([])).toBeNull();
  });
});
