import { Avatar, Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { IdentityMessages as M, IdentityPaths, type UserInfo } from '@qishu/contract';
import { API_BASE, getToken } from '../../lib/api/index.ts';
import { updateStoredUser } from '../../lib/session/index.ts';
import { avatarProblem, uploadedPhoto } from './avatar-rules.ts';
import { avatarSrc } from './avatar-src.ts';
import { ProfileTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';

/** Posts the picture as multipart: fields file + sys_user_id, the token in Authorization. */
async function postAvatar(file: Blob, sysUserId: number): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  body.append('sys_user_id', String(sysUserId));
  const response = await fetch(`${API_BASE}${IdentityPaths.uploadPhoto}`, {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Authorization: getToken() ?? '' },
  });
  return response.json().catch(() => null);
}

/** Avatar with an upload button; the format and size are checked before anything is sent. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { message } = useFeedback();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = avatarProblem(file);
    if (problem) {
      void message.error(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    postAvatar(file as Blob, user.sys_user_id)
      .then((answer) => {
        const outcome = uploadedPhoto(answer);
        if (!outcome.ok) {
          void message.error(outcome.error);
          onError?.(new Error(outcome.error));
          return;
        }
        if (outcome.url) updateStoredUser({ photo: outcome.url, headimgurl: outcome.url });
        void message.success(ProfileTexts.avatarSaved);
        onSuccess?.(answer);
      })
      .catch((error: unknown) => {
        void message.error(M.avatarFailed);
        onError?.(error instanceof Error ? error : new Error(M.avatarFailed));
      });
  };

  return (
    <Space size="large" align="center">
      <Avatar size={72} src={avatarSrc(user)} icon={<UserOutlined aria-hidden />} alt={ProfileTexts.avatar} />
      <Space direction="vertical" size={4}>
        <Upload
          name="file"
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{ProfileTexts.uploadAvatar}</Button>
        </Upload>
        <Typography.Text type="secondary">{ProfileTexts.avatarHint}</Typography.Text>
      </Space>
    </Space>
  );
}
