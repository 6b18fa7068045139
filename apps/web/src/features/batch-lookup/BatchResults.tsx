import { Button, Empty, Space, Table, Tabs, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  batchMatchKindNames,
  regCapitalText,
  type BatchLookupResult,
  type BatchMatch,
} from '@qishu/contract';
import { CompanyNameLink } from '../../lib/company/CompanyNameLink.tsx';
import { CompanyStatusTag } from '../../lib/company/status.tsx';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { saveText, unmatchedCsv, unmatchedText } from './unmatched-files.ts';
import { BatchLookupTexts as T } from './texts.ts';
import styles from './batch-lookup.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

const regionOf = (m: BatchMatch) => [m.province, m.city, m.district].filter(Boolean).join(' ') || T.none;

function MatchedBy({ row }: { row: BatchMatch }) {
  const tag = (
    <ToneTag tone={row.matched_by === 'former_name' ? 'gold' : row.matched_by === 'ccode' ? 'cyan' : 'blue'}>
      {batchMatchKindNames[row.matched_by]}
    </ToneTag>
  );
  return row.former_name ? <Tooltip title={T.formerName(row.former_name)}>{tag}</Tooltip> : tag;
}

function CompanyCell({ row, phone }: { row: BatchMatch; phone: boolean }) {
  return (
    <div className={styles.companyCell}>
      <span className={styles.companyName}>
        <CompanyNameLink name={row.name} companyId={row.company_id} />
        <CompanyStatusTag status={row.status} />
        {phone ? <MatchedBy row={row} /> : null}
      </span>
      {phone ? (
        <span className={styles.facts}>
          {T.legalPerson} {row.legal_person || T.none} · {regCapitalText(row.reg_capital, row.reg_currency)} ·{' '}
          {row.reg_date || T.none}
        </span>
      ) : null}
      {row.former_name ? <span className={styles.facts}>{T.formerName(row.former_name)}</span> : null}
    </div>
  );
}

function MatchedTable({ rows }: { rows: BatchMatch[] }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const columns: ColumnsType<BatchMatch> = [
    { title: T.line, dataIndex: 'line', width: phone ? 120 : 220, render: (v: string) => <span>{v}</span> },
    {
      title: T.company,
      key: 'company',
      render: (_v, row) => <CompanyCell row={row} phone={phone} />,
    },
  ];
  if (!phone) {
    columns.push(
      { title: T.matchedBy, key: 'by', width: 130, render: (_v, row) => <MatchedBy row={row} /> },
      { title: T.legalPerson, dataIndex: 'legal_person', width: 100, render: (v: string) => v || T.none },
      {
        title: T.capital,
        key: 'capital',
        width: 130,
        align: 'right',
        render: (_v, row) => (
          <span className={styles.numeric}>{regCapitalText(row.reg_capital, row.reg_currency)}</span>
        ),
      },
      {
        title: T.regDate,
        dataIndex: 'reg_date',
        width: 110,
        render: (v: string) => <span className={styles.numeric}>{v || T.none}</span>,
      },
      { title: T.region, key: 'region', width: 180, render: (_v, row) => regionOf(row) },
    );
  }
  return (
    <Table<BatchMatch>
      size="middle"
      rowKey={(row) => `${row.line}\u0000${row.company_id}`}
      columns={columns}
      dataSource={rows}
      pagination={{
        defaultPageSize: 20,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        size: 'small',
      }}
      locale={{ emptyText: <Empty description={T.noMatches} /> }}
      scroll={phone ? undefined : { x: 1000 }}
    />
  );
}

function UnmatchedList({ lines }: { lines: string[] }) {
  const { message } = useFeedback();
  if (lines.length === 0) return <Empty description={T.allMatched} />;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      void message.success(T.copied(lines.length));
    } catch {
      void message.error(T.copyFailed);
    }
  };
  const rows = lines.map((line, i) => ({ i: i + 1, line }));
  return (
    <>
      <div className={styles.unmatchedBar}>
        <p className={styles.hint} style={{ margin: 0 }}>
          {T.unmatchedHint}
        </p>
        <Space wrap>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {T.copy}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => saveText(unmatchedText(lines), `${T.unmatchedFile}.txt`, 'text/plain')}
          >
            {T.downloadTxt}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => saveText(unmatchedCsv(lines, T.line), `${T.unmatchedFile}.csv`, 'text/csv')}
          >
            {T.downloadCsv}
          </Button>
        </Space>
      </div>
      <Table
        size="small"
        rowKey="i"
        dataSource={rows}
        columns={[
          {
            title: T.index,
            dataIndex: 'i',
            width: 80,
            render: (v: number) => <span className={styles.numeric}>{v}</span>,
          },
          { title: T.line, dataIndex: 'line' },
        ]}
        pagination={{
          defaultPageSize: 50,
          showSizeChanger: true,
          pageSizeOptions: [50, 100, 200],
          size: 'small',
        }}
      />
    </>
  );
}

/** The answer of a lookup: matched companies and unmatched lines, in two tabs. */
export function BatchResults({ result }: { result: BatchLookupResult }) {
  return (
    <Tabs
      items={[
        {
          key: 'matched',
          label: T.matchedTab(result.matched_lines),
          children: <MatchedTable rows={result.matched} />,
        },
        {
          key: 'unmatched',
          label: T.unmatchedTab(result.unmatched.length),
          children: <UnmatchedList lines={result.unmatched} />,
        },
      ]}
    />
  );
}
