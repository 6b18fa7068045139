import { Messages, ResultCode } from '@qishu/contract';

/**
 * A business outcome that is not success. Services throw it; the error handler turns it into the
 * envelope {code, data: null, error} on HTTP 200 (ARCHITECTURE.md "Calls").
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(ResultCode.invalid, message);
export const forbidden = (message: string = Messages.forbidden) =>
  new AppError(ResultCode.forbidden, message);
export const notFound = (message: string = Messages.notFound) => new AppError(ResultCode.notFound, message);
export const conflict = (message: string) => new AppError(ResultCode.conflict, message);
