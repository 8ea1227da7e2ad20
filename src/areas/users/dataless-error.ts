// A WP_Error without data, as wp_insert_user() returns its refusals: rest_convert_error_to_response() answers it
// with status 500 and `"data": null`.
import { WpError } from '../../wp/errors.js';

export class DatalessError extends WpError {
  constructor(code: string, message: string) {
    super(code, message, { status: 500 });
  }

  override toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, data: null };
  }
}
