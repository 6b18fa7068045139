import { useState } from 'react';
import { Alert, Button, Flex, Space, Typography, Upload, type UploadProps } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { CustomRequestLimits, CustomRequestMessages as M, type CustomAttachResponse } from '@qishu/contract';
import { customReviewApi } from './custom-review-api.ts';
import { CustomReviewTexts as T } from './texts.ts';
import { uploadAttachFile } from './upload-attach-file.ts';

/** What is wrong with a picked file before it is sent (the server checks again, and the content). */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return M.fileType;
  if (file.size > CustomRequestLimits.fileMaxBytes) return M.fileTooLarge;
  return null;
}

/**
 * 上传文件: one .xlsx in the export's columns becomes the request's data; 下载模板 gives the empty
 * sheet with the header row. A refused file shows the server's reason until the next try.
 */
export function FileAttach({
  id,
  onAttached,
}: {
  id: number;
  onAttached: (result: CustomAttachResponse) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const wrong = fileProblem(file);
    setProblem(wrong);
    return wrong ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setUploading(true);
    uploadAttachFile(id, file as File)
      .then((result) => {
        onAttached(result);
        onSuccess?.(result);
      })
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(T.uploadFailed);
        setProblem(failure.message);
        onError?.(failure);
      })
      .finally(() => setUploading(false));
  };

  const template = () => {
    setDownloading(true);
    customReviewApi
      .template()
      .catch(() => undefined) // the download shows its own error
      .finally(() => setDownloading(false));
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{T.uploadHint}</Typography.Text>
      <Space wrap>
        <Upload
          name="file"
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {T.upload}
          </Button>
        </Upload>
        <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={template}>
          {T.template}
        </Button>
      </Space>
      {problem ? <Alert type="error" showIcon title={problem} role="alert" /> : null}
    </Flex>
  );
}
