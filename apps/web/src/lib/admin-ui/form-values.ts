/** A remark as stored: trimmed, null when blank. */
export function remarkOrNull(remark: string | null | undefined): string | null {
  return remark?.trim() ? remark.trim() : null;
}
