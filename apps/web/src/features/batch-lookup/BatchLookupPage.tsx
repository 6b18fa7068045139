import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Input, Result, Upload } from 'antd';
import { ExportOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  BatchLookupLimits as L,
  BatchLookupMessages as M,
  foldLines,
  splitLines,
  WorkspaceExportLimits,
  WorkspaceExportMessages,
  type BatchLookupFileResult,
  type BatchLookupResult,
} from '@qishu/contract';
import { useCan } from '../../lib/session/index.ts';
import { exportCompanies, lookupLines, uploadListFile } from './batch-lookup-api.ts';
import { BatchResults } from './BatchResults.tsx';
import { BatchLookupTexts as T } from './texts.ts';
import styles from './batch-lookup.module.css';
import { useFeedback } from '../../lib/feedback/index.ts';

type FileInfo = Omit<BatchLookupFileResult, 'lines'> & { count: number };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The export's title within its limit: 批量查询：<file or 粘贴名单> 匹配结果. */
function exportTitle(source: string): string {
  const room = WorkspaceExportLimits.titleMax - T.exportName('').length;
  return T.exportName(source.length > room ? `${source.slice(0, room - 1)}…` : source);
}

/**
 * /data/batch (批量查询, issue 15 point 4): paste names or unified social credit codes one per line,
 * or upload an .xlsx / .csv (the server reads the column and answers its lines, which fill the box);
 * the lines are folded here as the server folds them (blank lines skipped, duplicates merged) and
 * looked up in one call. The answer: matched companies (each opening its profile in a new browser
 * tab) and the unmatched lines to copy or download; the matched companies can be exported within
 * the organisation's capacity (data:search:export).
 */
export function BatchLookupPage(props: {
  /** buttons beside 导出 for the matched companies (composed in app/: 收录为线索) */
  resultActions?: (companyIds: number[]) => ReactNode;
}) {
  const can = useCan();
  const { message, modal } = useFeedback();
  const [text, setText] = useState('');
  const [file, setFile] = useState<FileInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [result, setResult] = useState<BatchLookupResult | null>(null);
  // each answer opens on its 匹配成功 tab
  const [answerNo, setAnswerNo] = useState(0);
  const [source, setSource] = useState<string>(T.pastedList);
  const resultsRef = useRef<HTMLDivElement>(null);

  const typed = useDeferredValue(text);
  const counts = useMemo(() => foldLines(splitLines(typed)), [typed]);

  const lookup = useMutation({
    mutationFn: (lines: string[]) => lookupLines(lines),
    onSuccess: (answer) => {
      setResult(answer);
      setAnswerNo((n) => n + 1);
      setExportError(null);
      requestAnimationFrame(() =>
        resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      );
    },
    onError: (e) => setError(messageOf(e, T.lookupFailed)),
  });

  /** Checks the box's lines as the server would and looks them up. */
  const run = (value: string, from: string) => {
    setError(null);
    const folded = foldLines(splitLines(value));
    if (folded.lines.length === 0) return setError(M.empty);
    if (folded.lines.length > L.maxLines) return setError(M.tooMany);
    if (folded.firstTooLong !== null) return setError(M.lineTooLong(folded.firstTooLong));
    setSource(from);
    lookup.mutate(folded.lines);
  };

  const upload = useMutation({
    mutationFn: (f: File) => uploadListFile(f),
    onSuccess: (read) => {
      const value = read.lines.join('\n');
      setText(value);
      setFile({
        file_name: read.file_name,
        sheet: read.sheet,
        column: read.column,
        count: read.lines.length,
      });
      run(value, read.file_name);
    },
    onError: (e) => setError(messageOf(e, T.uploadFailed)),
  });

  const exporting = useMutation({
    mutationFn: (v: { ids: number[]; title: string }) => exportCompanies(v.ids, v.title),
    onSuccess: (rows) => {
      setExportError(null);
      void message.success(WorkspaceExportMessages.exported(rows));
    },
    onError: (e) => setExportError(messageOf(e, T.exportFailed)),
  });

  if (!can('data:search:seek')) return <Result status="403" subTitle="当前角色无权使用批量查询" />;

  const companyIds = result ? [...new Set(result.matched.map((m) => m.company_id))] : [];
  const confirmExport = () => {
    const ids = companyIds.slice(0, WorkspaceExportLimits.maxRows);
    modal.confirm({
      title: T.exportTitle,
      content:
        companyIds.length > ids.length ? T.exportCapped(companyIds.length) : T.exportConfirm(ids.length),
      okText: T.exportOk,
      cancelText: T.exportCancel,
      onOk: () => exporting.mutate({ ids, title: exportTitle(source) }),
    });
  };

  const busy = lookup.isPending || upload.isPending;
  return (
    <div className={styles.page}>
      <Card title={T.title}>
        <p className={styles.hint}>{T.hint}</p>
        <Input.TextArea
          aria-label={T.inputLabel}
          className={styles.textarea}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFile(null);
            setError(null);
          }}
          placeholder={T.placeholder}
          autoSize={{ minRows: 8, maxRows: 16 }}
          spellCheck={false}
        />
        <p className={styles.counts} aria-live="polite">
          {counts.read
            ? T.counts(counts.read, counts.blank, counts.duplicates, counts.lines.length)
            : T.nothingYet}
        </p>
        {file ? (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 8 }}
            message={T.fileRead(file.file_name, file.sheet, file.column, file.count)}
          />
        ) : null}
        {error ? <Alert type="error" showIcon style={{ marginTop: 8 }} message={error} role="alert" /> : null}
        <div className={styles.actions}>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={lookup.isPending}
            disabled={upload.isPending}
            onClick={() => run(text, file?.file_name ?? T.pastedList)}
          >
            {T.run}
          </Button>
          <Upload
            accept=".xlsx,.csv"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(f) => {
              setError(null);
              upload.mutate(f);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending} disabled={lookup.isPending}>
              {upload.isPending ? T.uploading : T.upload}
            </Button>
          </Upload>
          <Button
            disabled={busy || (text === '' && !result)}
            onClick={() => {
              setText('');
              setFile(null);
              setError(null);
              setResult(null);
            }}
          >
            {T.clear}
          </Button>
        </div>
      </Card>
      {result ? (
        <div ref={resultsRef}>
          <Card>
            <div className={styles.summaryBar}>
              <p className={styles.summary} role="status">
                {T.summary(
                  result.looked_up,
                  result.matched_lines,
                  companyIds.length,
                  result.unmatched.length,
                )}
              </p>
              {can('data:search:export') && companyIds.length > 0 ? (
                <Button icon={<ExportOutlined />} loading={exporting.isPending} onClick={confirmExport}>
                  {T.export}
                </Button>
              ) : null}
              {companyIds.length > 0 ? props.resultActions?.(companyIds) : null}
            </div>
            {exportError ? (
              <Alert
                type="error"
                showIcon
                closable
                onClose={() => setExportError(null)}
                style={{ marginBottom: 8 }}
                message={exportError}
                role="alert"
              />
            ) : null}
            <BatchResults key={answerNo} result={result} />
          </Card>
        </div>
      ) : null}
    </div>
  );
}
