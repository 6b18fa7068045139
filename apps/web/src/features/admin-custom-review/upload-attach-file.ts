import {
  CustomRequestPaths,
  customAttachResponse,
  fillPath,
  type CustomAttachResponse,
} from '@qishu/contract';
import { uploadFile } from '../../lib/api/index.ts';
import { forgetSessionAndReload } from '../../lib/session/index.ts';
import { CustomReviewTexts as T } from './texts.ts';

/**
 * Posts the result file of request `id`: resolves with the attached data; rejects with the server's
 * text (a wrong header row, an empty sheet, …) or a generic one when there was no readable answer.
 */
export function uploadAttachFile(id: number, file: File): Promise<CustomAttachResponse> {
  return uploadFile(fillPath(CustomRequestPaths.attachFile, { id }), file, customAttachResponse, {
    failedText: T.uploadFailed,
    onLogout: forgetSessionAndReload,
  });
}
