import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUiTexts as T } from './texts.ts';
import { useFeedback } from '../feedback/index.ts';

/**
 * A write call that shows 保存成功 (or `successText`) and reloads the lists under `invalidate`.
 * Errors are already shown by the API client; the promise rejects so a dialog stays open.
 */
export function useSave<Input, Output = unknown>(
  call: (input: Input) => Promise<Output>,
  opts: { invalidate: readonly unknown[]; successText?: string; onDone?: (out: Output) => void },
) {
  const { message } = useFeedback();
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (out) => {
      void message.success(opts.successText ?? T.saved);
      await client.invalidateQueries({ queryKey: opts.invalidate });
      opts.onDone?.(out);
    },
  });
}
