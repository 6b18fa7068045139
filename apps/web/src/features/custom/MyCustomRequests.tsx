import { useState } from 'react';
import type { CustomRequestRow } from '@qishu/contract';
import {
  templateOf,
  type CustomRequestDraft,
  type CustomRequestTemplate,
} from './custom-request-template.ts';
import { lazyDialog } from '../../lib/lazy-dialog.tsx';
import { CustomRequestList } from './CustomRequestList.tsx';
import { useSavedConfirm } from './use-saved-confirm.tsx';

// the record (its steps, payment and QR code) and the request form (its pickers and region tree)
// load when first opened: the list's page does not carry them
const CustomRecordModal = lazyDialog(() =>
  import('./CustomRecordModal.tsx').then((m) => m.CustomRecordModal),
);
const CustomRequestModal = lazyDialog(() =>
  import('./CustomRequestModal.tsx').then((m) => m.CustomRequestModal),
);

/** The request form's two uses here: change a draft/rejected one, or start a new one from a done one. */
type Editing = { initial: CustomRequestDraft } | { copyFrom: CustomRequestTemplate } | null;

/**
 * 我的数据 → 个性化定制 as a whole: the card list, the record modal (a fresh one per opening) and the
 * request form for 编辑 and 修改定制条件; after a save the confirm dialog points back here.
 */
export function MyCustomRequests() {
  const [opened, setOpened] = useState<{
    row: CustomRequestRow;
    pay: boolean;
    n: number;
    open: boolean;
  } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const savedConfirm = useSavedConfirm();
  const close = () => setOpened((o) => (o ? { ...o, open: false } : o));

  return (
    <>
      <CustomRequestList
        onOpen={(row, pay) => setOpened((o) => ({ row, pay, n: (o?.n ?? 0) + 1, open: true }))}
        onEdit={(row) => setEditing({ initial: row })}
      />
      {opened ? (
        <CustomRecordModal
          key={opened.n}
          row={opened.row}
          open={opened.open}
          payFirst={opened.pay}
          onClose={close}
          onEdit={(row) => {
            close();
            setEditing({ initial: row });
          }}
          onModify={(row) => {
            close();
            setEditing({ copyFrom: templateOf(row) });
          }}
        />
      ) : null}
      <CustomRequestModal
        open={editing !== null}
        initial={editing && 'initial' in editing ? editing.initial : undefined}
        copyFrom={editing && 'copyFrom' in editing ? editing.copyFrom : undefined}
        onClose={() => setEditing(null)}
        onSaved={savedConfirm}
      />
    </>
  );
}
