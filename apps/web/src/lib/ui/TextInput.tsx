import { useState, type ComponentProps } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import styles from './form-field.module.css';

/** A text field in antd's Input look (FormField's control). */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input type="text" className={className ? `${styles.input} ${className}` : styles.input} {...props} />
  );
}

/** A password field with antd's show/hide button (Input.Password). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <span className={`${styles.input} ${styles.password}`}>
      <input type={shown ? 'text' : 'password'} {...props} />
      <button
        type="button"
        className={styles.reveal}
        aria-label={shown ? '隐藏密码' : '显示密码'}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        {shown ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
      </button>
    </span>
  );
}
