// The admin API's errors, shaped as WordPress's ({code, message, data: {status}}) so clients read them alike.
import type { Response } from 'express';

export function sendAdminError(res: Response, status: number, code: string, message: string, data: Record<string, unknown> = {}): void {
  res.status(status).json({ code, message, data: { status, ...data } });
}

/** 400 for an admin request body or query that is not what the route takes; `params`: name → what is wrong. */
export function sendInvalid(res: Response, message: string, params: Record<string, string>): void {
  sendAdminError(res, 400, 'mock_site_invalid_param', `[mock-site] ${message}`, { params });
}
