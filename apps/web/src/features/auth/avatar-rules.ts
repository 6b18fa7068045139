import { IdentityLimits, IdentityMessages as M } from '@qishu/contract';

const allowedExtensions = ['jpg', 'jpeg', 'png'];

/** The avatar check before upload (data-shop.md §9): jpg/jpeg/png, at most 2048 KB; null when fine. */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (IdentityLimits.avatarTypes as readonly string[]).includes(file.type) &&
    allowedExtensions.includes(extension);
  if (!typeOk) return M.avatarFormat;
  if (file.size > IdentityLimits.avatarMaxKb * 1024) return M.avatarTooLarge;
  return null;
}

/** The upload answer is the usual envelope; its photo address under data.photo (or data as text). */
export function uploadedPhoto(response: unknown): { ok: true; url: string } | { ok: false; error: string } {
  const envelope = response as { code?: number; data?: unknown; error?: string | null } | null;
  if (!envelope || envelope.code !== 200) {
    return { ok: false, error: envelope?.error || M.avatarFailed };
  }
  const data = envelope.data as { photo?: string; headimgurl?: string; url?: string } | string | null;
  const url = typeof data === 'string' ? data : (data?.photo ?? data?.headimgurl ?? data?.url ?? '');
  return { ok: true, url };
}
