// The admin API's errors, shaped as WordPress's ({code, message, data: {status}}) so clients read them alike.
import type { Response } from 'express';

export function sendAdminError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ code, message, data: { status } });
}
