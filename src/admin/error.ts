// The admin API's errors, shaped as WordPress's ({code, message, data: {status}}) so clients read them alike.
import type { Response } from 'express';
import { mockSiteStatus, type MockSiteCode } from '../wp/error-codes.js';

/** A mock-specific error; its status comes from the one table of codes (wp/error-codes.ts). */
export function sendAdminError(res: Response, code: MockSiteCode, message: string, data: Record<string, unknown> = {}): void {
  const status = mockSiteStatus(code);
  res.status(status).json({ code, message, data: { status, ...data } });
}

/** 400 for an admin request body or query that is not what the route takes; `params`: name → what is wrong. */
export function sendInvalid(res: Response, message: string, params: Record<string, string>): void {
  sendAdminError(res, 'mock_site_invalid_param', `[mock-site] ${message}`, { params });
}
