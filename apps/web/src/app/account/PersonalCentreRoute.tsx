import { PersonalCenterPage } from '../../features/account/PersonalCenterPage.tsx';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm.tsx';
import { PersonalHeader } from '../../features/auth/PersonalHeader.tsx';
import { ProfileForm } from '../../features/auth/ProfileForm.tsx';
import { RequireSession } from '../auth/RequireSession.tsx';

const sections = { person: <ProfileForm />, change: <ChangePasswordForm /> };

/** /manin/*: the guarded personal centre with the identity screens plugged in. */
export function PersonalCentreRoute() {
  return (
    <RequireSession shop>
      <PersonalCenterPage header={<PersonalHeader />} sections={sections} />
    </RequireSession>
  );
}
