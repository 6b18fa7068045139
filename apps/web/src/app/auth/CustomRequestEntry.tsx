import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { WorkspaceTexts } from '../texts.ts';

const CustomRequestModal = lazy(() =>
  import('../../features/custom/CustomRequestModal.tsx').then((m) => ({ default: m.CustomRequestModal })),
);

/** 数据定制 in a workspace's top bar: opens the customisation request modal (loaded on first use). */
export function CustomRequestEntry() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<FileAddOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {WorkspaceTexts.customRequest}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CustomRequestModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
