import type { ReactNode } from 'react';
import { ConfigProvider, Empty } from 'antd';

/** The tables inside say `text` when they have no rows (other components keep antd's default). */
export function TableEmpty({ text, children }: { text: string; children: ReactNode }) {
  return (
    <ConfigProvider
      renderEmpty={(name) =>
        name === 'Table' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> : undefined
      }
    >
      {children}
    </ConfigProvider>
  );
}
