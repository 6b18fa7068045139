import { useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import { ContactsModal } from './ContactsModal.tsx';
import { ProfileTexts as T } from './texts.ts';

/** 全部联系方式（n）: a link-like button that opens every contact of the company in the dialog. */
export function MoreContacts(props: { companyId: number; count: number; style?: CSSProperties }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', ...props.style }}
        onClick={() => setOpen(true)}
      >
        {T.moreContacts(props.count)}
      </Button>
      <ContactsModal companyId={props.companyId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
