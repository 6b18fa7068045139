import type { UserInfo } from '@qishu/contract';

/** The picture a user's avatar shows: the uploaded head image, else the photo, else none (an icon). */
export function avatarSrc(user: UserInfo): string | undefined {
  return user.headimgurl || user.photo || undefined;
}
