import { useRef, useState } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { IdentityMessages as M, IdentityPaths, type UserInfo } from '@qishu/contract';
import { API_BASE, getToken } from '../../lib/api/index.ts';
import { updateStoredUser } from '../../lib/session/index.ts';
import { avatarProblem, uploadedPhoto } from './avatar-rules.ts';
import { avatarSrc } from './avatar-src.ts';
import { ProfileTexts } from './texts.ts';
import { useFeedback } from '../../lib/feedback/index.ts';
import text from '../../lib/ui/text.module.css';
import { UserAvatar } from '../../lib/ui/UserAvatar.tsx';
import styles from './avatar-upload.module.css';

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

/**
 * The avatar with an upload button; the format and size are checked before anything is sent. A plain
 * file input behind antd's button: antd's Upload, Avatar and Typography would bring their list,
 * progress and popup code to the personal centre's page (issue 17).
 */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { message } = useFeedback();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const problem = avatarProblem(file);
    if (problem) {
      void message.error(problem);
      return;
    }
    setBusy(true);
    try {
      const outcome = uploadedPhoto(await postAvatar(file, user.sys_user_id));
      if (!outcome.ok) {
        void message.error(outcome.error);
        return;
      }
      if (outcome.url) updateStoredUser({ photo: outcome.url, headimgurl: outcome.url });
      void message.success(ProfileTexts.avatarSaved);
    } catch {
      void message.error(M.avatarFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.row}>
      <UserAvatar src={avatarSrc(user)} size={72} />
      <div>
        <input
          ref={picker}
          type="file"
          accept=".jpg,.jpeg,.png"
          hidden
          aria-label={ProfileTexts.uploadAvatar}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // the same picture again is a new choice
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button icon={<UploadOutlined aria-hidden />} loading={busy} onClick={() => picker.current?.click()}>
          {ProfileTexts.uploadAvatar}
        </Button>
        <p className={`${text.secondary} ${styles.hint}`}>{ProfileTexts.avatarHint}</p>
      </div>
    </div>
  );
}
