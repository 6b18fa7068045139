import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { companyPreviewRow } from '../test/company-fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PreviewRowsTable } from './PreviewRowsTable.tsx';

describe('PreviewRowsTable', () => {
  it('links a company of the registry to its profile in a new browser tab; a row without an id stays text', () => {
    renderWithProviders(
      <PreviewRowsTable
        rows={[
          { ...companyPreviewRow, company_id: 42 },
          { ...companyPreviewRow, name: '上传文件中的企业', gs_tel: '0571-0000****' },
        ]}
        emptyText="暂无数据"
      />,
    );
    const link = screen.getByText(companyPreviewRow.name).closest('a');
    expect(link).toHaveAttribute('href', '/data/details/42');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(screen.getByText('上传文件中的企业').closest('a')).toBeNull();
  });
});
