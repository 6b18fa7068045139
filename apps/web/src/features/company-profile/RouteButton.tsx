import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/**
 * A button that goes to a page of the app: a real link (it opens in a new window with a middle
 * click), navigating inside the shell on a plain click.
 */
export function RouteButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={props.disabled ? undefined : to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
