import { UserOutlined } from '@ant-design/icons';
import styles from './user-avatar.module.css';

/**
 * A user's round picture, or a user icon on grey: antd's Avatar in its plain form. antd's Avatar
 * brings its group, and with it Popover, Tooltip and the popup trigger (about 10 KiB of script),
 * onto every signed-in shop page. Decoration: the name beside it says who it is.
 */
export function UserAvatar({ src, size = 24 }: { src: string | undefined; size?: number }) {
  return (
    <span
      className={styles.avatar}
      style={{ width: size, height: size, fontSize: Math.round(size / 1.7) }}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" /> : <UserOutlined />}
    </span>
  );
}
