import { IdentityLimits } from '@qishu/contract';
import { PasswordResetModal } from './PasswordResetModal.tsx';
import { RegisterModal } from './RegisterModal.tsx';
import { ShopLoginModal } from './ShopLoginModal.tsx';
import { AuthTexts } from './texts.ts';

export type ShopDialog = 'login' | 'register' | 'forgot' | 'setPassword' | null;

interface ShopAuthDialogsProps {
  dialog: ShopDialog;
  onChange: (dialog: ShopDialog) => void;
  /** Phone carried from one dialog to the next (registration → login). */
  phone?: string;
  onPhone: (phone: string) => void;
}

/** The shop's login, register, forgot-password and set-password (412) dialogs, one open at a time. */
export function ShopAuthDialogs({ dialog, onChange, phone, onPhone }: ShopAuthDialogsProps) {
  const close = () => onChange(null);
  const toLogin = (p: string) => {
    onPhone(p);
    onChange('login');
  };
  return (
    <>
      <ShopLoginModal
        open={dialog === 'login'}
        phone={phone}
        onClose={close}
        onForgot={() => onChange('forgot')}
        onRegister={() => onChange('register')}
        onPasswordChange={(p) => {
          onPhone(p);
          onChange('setPassword');
        }}
      />
      <RegisterModal
        open={dialog === 'register'}
        onClose={close}
        onRegistered={toLogin}
        onLogin={() => onChange('login')}
      />
      <PasswordResetModal
        open={dialog === 'forgot'}
        formName="forgotPassword"
        title={AuthTexts.forgotTitle}
        seconds={IdentityLimits.smsResendShop}
        phoneAs="phone"
        onClose={close}
        onDone={toLogin}
      />
      <PasswordResetModal
        open={dialog === 'setPassword'}
        formName="setPassword"
        title={AuthTexts.setPasswordTitle}
        hint={AuthTexts.setPasswordHint}
        seconds={IdentityLimits.smsResendShop}
        phoneAs="phone"
        phone={phone}
        onClose={close}
        onDone={toLogin}
      />
    </>
  );
}
