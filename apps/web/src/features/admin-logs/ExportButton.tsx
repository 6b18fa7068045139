import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { downloadXlsx } from './logs-api.ts';
import { LogTexts as T } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** 导出 Excel with the search form's current filter; shows progress while the file streams in. */
export function ExportButton(props: {
  path: string;
  query: () => Record<string, string | number>;
  filename: string;
}) {
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadXlsx(props.path, props.query(), props.filename);
      void message.success(T.exported);
    } catch {
      // the error is already shown
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {busy ? T.exporting : T.export}
    </Button>
  );
}
