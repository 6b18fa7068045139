import { Alert, Modal } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { CompanyProfileCalls, contactKindNames } from '@qishu/contract';
import { SECTION_PAGE_SIZE, sectionQuery } from './profile-api.ts';
import { SectionTable } from './SectionTable.tsx';
import { ProfileTexts as T } from './texts.ts';

interface ContactsModalProps {
  companyId: number;
  open: boolean;
  onClose: () => void;
}

/** Every contact of the company with its source and year, loaded when the dialog opens. */
export function ContactsModal({ companyId, open, onClose }: ContactsModalProps) {
  // the first page tells whether the values come masked (the table shares its cache entry)
  const first = useQuery({
    ...sectionQuery(CompanyProfileCalls.contacts, { id: companyId, page: 1, limit: SECTION_PAGE_SIZE }),
    enabled: open,
  });
  return (
    <Modal title={T.contactsTitle} open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {first.data && !first.data.contact_visible ? (
        <Alert type="info" showIcon title={T.contactHidden} style={{ marginBottom: 12 }} />
      ) : null}
      <SectionTable
        label={T.contactsTitle}
        enabled={open}
        pageQuery={(page: number) =>
          sectionQuery(CompanyProfileCalls.contacts, { id: companyId, page, limit: SECTION_PAGE_SIZE })
        }
        rowKey={(row) => `${row.kind}-${row.value}-${row.year}`}
        emptyText={T.empty.contacts}
        columns={[
          { key: 'kind', title: T.contactKind, width: 80, render: (_, row) => contactKindNames[row.kind] },
          { dataIndex: 'value', title: T.contactValue, minWidth: 180 },
          { dataIndex: 'source', title: T.source, width: 160 },
          { dataIndex: 'year', title: T.year, width: 80, align: 'center' },
        ]}
      />
    </Modal>
  );
}
